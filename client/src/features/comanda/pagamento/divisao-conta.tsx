import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DIVISAO_MAX,
  DIVISAO_MIN,
  dividirConta,
  formatBRL,
  fromCents,
  toCents,
  valorPorItens,
  type ItemDTO,
  type VendaDTO,
} from '@comanda/shared';

/** The split calculator: by N people (exact shares, leftover cents first) or by ticked items plus their service charge. */
export function DivisaoConta({
  venda,
  itens,
  onEscolher,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  onEscolher(valor: number): void;
}) {
  const [modo, setModo] = useState<'pessoas' | 'itens'>('pessoas');
  const [pessoas, setPessoas] = useState(2);
  const [marcados, setMarcados] = useState<number[]>([]);
  const partes = dividirConta(toCents(venda.restante), pessoas);
  const porItens = valorPorItens(
    itens.filter((i) => marcados.includes(i.id)).map((i) => toCents(i.total)),
    toCents(venda.subtotal),
    toCents(venda.taxa_servico),
  );
  return (
    <Stack gap="xs" mb="sm" data-testid="divisao">
      <SegmentedControl
        size="xs"
        value={modo}
        onChange={(m) => setModo(m as 'pessoas' | 'itens')}
        data={[
          { value: 'pessoas', label: 'Por pessoas' },
          { value: 'itens', label: 'Por itens' },
        ]}
      />
      {modo === 'pessoas' ? (
        <>
          <NumberInput
            label="Número de pessoas"
            min={DIVISAO_MIN}
            max={DIVISAO_MAX}
            value={pessoas}
            onChange={(v) => setPessoas(Math.min(DIVISAO_MAX, Math.max(DIVISAO_MIN, Number(v) || DIVISAO_MIN)))}
          />
          <Text size="xs" c="dimmed">
            Toque numa parte para cobrá-la.
          </Text>
          <Group gap={6}>
            {partes.map((p, i) => (
              <Button
                key={i}
                size="compact-sm"
                variant="light"
                onClick={() => onEscolher(fromCents(p))}
                data-testid="parte"
              >
                {i + 1}: {formatBRL(fromCents(p))}
              </Button>
            ))}
          </Group>
        </>
      ) : (
        <>
          <Stack gap={4}>
            {itens.map((i) => (
              <Checkbox
                key={i.id}
                label={`${i.quantidade}x ${i.produto_nome} — ${formatBRL(i.total)}`}
                checked={marcados.includes(i.id)}
                onChange={(e) =>
                  setMarcados(e.currentTarget.checked ? [...marcados, i.id] : marcados.filter((x) => x !== i.id))
                }
              />
            ))}
          </Stack>
          <Text size="sm">
            Itens {formatBRL(fromCents(porItens.itens))} + taxa {formatBRL(fromCents(porItens.taxa_servico))} ={' '}
            <b>{formatBRL(fromCents(porItens.total))}</b>
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={porItens.total <= 0}
            onClick={() => onEscolher(fromCents(porItens.total))}
          >
            Cobrar estes itens
          </Button>
        </>
      )}
    </Stack>
  );
}
