import { Box, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { rede } from '../lib/api-client';
import { useFila } from '../lib/fila-offline';
import { useConexao } from '../lib/socket';

/** 'Sem conexão' at every width while the socket is down and the last request failed (issue 16). */
export function SemConexaoBar() {
  const socketCaiu = useConexao((s) => s.estado !== 'conectado');
  const falhou = useStore(rede, (s) => s.ultimaFalhou);
  const pendentes = useFila((s) => s.pendentes.length);
  if (!socketCaiu || !falhou) return null;
  return (
    <Box
      role="status"
      data-testid="sem-conexao"
      bg="red.9"
      c="white"
      px="md"
      py={8}
      mb="sm"
      style={{ position: 'sticky', top: 73, zIndex: 150, borderRadius: 8 }}
    >
      <Group gap={8} wrap="nowrap">
        <IconWifiOff size={18} aria-hidden />
        <Text size="sm" fw={700}>
          Sem conexão. Dados podem estar desatualizados
          {pendentes > 0 ? ` · ${pendentes} ${pendentes === 1 ? 'pedido pendente' : 'pedidos pendentes'}` : ''}
        </Text>
      </Group>
    </Box>
  );
}
