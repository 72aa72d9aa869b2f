import { Badge, Tooltip } from '@mantine/core';
import { useConexao } from '../lib/socket';

/** Live / reconnecting: while reconnecting, screens fall back to polling. */
export function ConexaoIndicator() {
  const estado = useConexao((s) => s.estado);
  const ao = estado === 'conectado';
  return (
    <Tooltip label={ao ? 'Atualizações em tempo real ativas' : 'Sem conexão em tempo real: atualizando periodicamente'} openDelay={700}>
      <Badge variant="dot" color={ao ? 'green' : 'yellow'} size="sm" data-testid="conexao" data-estado={estado} visibleFrom="xs">
        {ao ? 'Ao vivo' : 'Reconectando'}
      </Badge>
    </Tooltip>
  );
}
