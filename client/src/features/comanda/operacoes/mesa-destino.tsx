import { useEffect } from 'react';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { padMesa, type MesaDTO, nomeDaMesa } from '@comanda/shared';
import { mesasOrdenadas, useMesas } from '../../../lib/mesas-store';

export type Operacao = 'transferir' | 'mover' | 'juntar';

/** The destinations each operation accepts: transfer to a free or occupied table, move to a free one, merge an occupied one. */
export function destinoValido(op: Operacao, m: MesaDTO, origemId: number, temComanda: boolean): boolean {
  if (m.id === origemId) return false;
  if (op === 'mover') return m.situacao === 'L';
  if (op === 'juntar') return m.situacao === 'O' && temComanda;
  return m.situacao === 'L' || (m.situacao === 'O' && temComanda);
}

/** A grid of table buttons (44 px+ targets, 4 per row on a 390 px phone) showing only valid destinations. */
export function MesaDestino({
  op,
  origemId,
  escolhida,
  onEscolher,
}: {
  op: Operacao;
  origemId: number;
  escolhida: number | null;
  onEscolher(id: number): void;
}) {
  const { mesas, vendas, carregar } = useMesas();
  useEffect(() => {
    void carregar();
  }, [carregar]);
  const validas = mesasOrdenadas(mesas).filter((m) => destinoValido(op, m, origemId, vendas[m.id] != null));
  if (validas.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nenhuma mesa disponível
      </Text>
    );
  return (
    <SimpleGrid cols={4} spacing={8} data-testid="mesa-destino">
      {validas.map((m) => (
        <UnstyledButton
          key={m.id}
          onClick={() => onEscolher(m.id)}
          aria-pressed={escolhida === m.id}
          aria-label={nomeDaMesa(m.numero)}
          style={{
            minHeight: 52,
            borderRadius: 8,
            textAlign: 'center',
            border: `2px solid ${escolhida === m.id ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
            background: escolhida === m.id ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Text fw={700}>{padMesa(m.numero)}</Text>
          <Text size="xs" c="dimmed">
            {m.situacao === 'L' ? 'Livre' : (vendas[m.id]?.nome_cliente ?? 'Ocupada')}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
