import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Loader, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DIVISAO_MAX,
  DIVISAO_MIN,
  dividirConta,
  formatBRL,
  fromCents,
  toCents,
  valorPorItens,
  type ItemDTO,
  type PorPessoaDTO,
  type VendaDTO,
} from '@comanda/shared';
import { porPessoa } from './api';
import { nomePessoa } from './pessoas';

type Modo = 'pessoas' | 'itens' | 'pessoa';

/**
 * The split calculator: by N people (exact shares, leftover cents first), by ticked items plus their service charge,
 * or per person (each diner's named items plus their share of the service charge, from the server).
 */
export function DivisaoConta({
  venda,
  itens,
  onEscolher,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  onEscolher(valor: number): void;
}) {
  const [modo, setModo] = useState<Modo>('pessoas');
  // kept across the modes
  const [pessoas, setPessoas] = useState(2);
  const [marcados, setMarcados] = useState<number[]>([]);
  return (
    <Stack gap="xs" mb="sm" data-testid="divisao">
      <SegmentedControl
        size="xs"
        value={modo}
        onChange={(m) => setModo(m as Modo)}
        data={[
          { value: 'pessoas', label: 'Por pessoas' },
          { value: 'itens', label: 'Por itens' },
          { value: 'pessoa', label: 'Por pessoa' },
        ]}
      />
      {modo === 'pessoa' ? (
        <PorPessoa venda={venda} onEscolher={onEscolher} />
      ) : modo === 'pessoas' ? (
        <PorPessoas restante={venda.restante} pessoas={pessoas} onPessoas={setPessoas} onEscolher={onEscolher} />
      ) : (
        <PorItens venda={venda} itens={itens} marcados={marcados} onMarcados={setMarcados} onEscolher={onEscolher} />
      )}
    </Stack>
  );
}

/** 'Por pessoas': the remaining amount in N exact shares; tapping one charges it. */
function PorPessoas({
  restante,
  pessoas,
  onPessoas,
  onEscolher,
}: {
  restante: number;
  pessoas: number;
  onPessoas(n: number): void;
  onEscolher(valor: number): void;
}) {
  const partes = dividirConta(toCents(restante), pessoas);
  return (
    <>
      <NumberInput
        label="Número de pessoas"
        min={DIVISAO_MIN}
        max={DIVISAO_MAX}
        value={pessoas}
        onChange={(v) => onPessoas(Math.min(DIVISAO_MAX, Math.max(DIVISAO_MIN, Number(v) || DIVISAO_MIN)))}
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
  );
}

/** 'Por itens': the ticked items plus their share of the service charge. */
function PorItens({
  venda,
  itens,
  marcados,
  onMarcados,
  onEscolher,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  marcados: number[];
  onMarcados(ids: number[]): void;
  onEscolher(valor: number): void;
}) {
  const porItens = valorPorItens(
    itens.filter((i) => marcados.includes(i.id)).map((i) => toCents(i.total)),
    toCents(venda.subtotal),
    toCents(venda.taxa_servico),
  );
  return (
    <>
      <Stack gap={4}>
        {itens.map((i) => (
          <Checkbox
            key={i.id}
            label={`${i.quantidade}x ${i.produto_nome} — ${formatBRL(i.total)}`}
            checked={marcados.includes(i.id)}
            onChange={(e) =>
              onMarcados(e.currentTarget.checked ? [...marcados, i.id] : marcados.filter((x) => x !== i.id))
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
  );
}

/** 'Por pessoa': tapping a name charges their share (the split's amount field takes it, as the other modes do). */
function PorPessoa({ venda, onEscolher }: { venda: VendaDTO; onEscolher(valor: number): void }) {
  const [dados, setDados] = useState<PorPessoaDTO | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  // reloaded whenever the tab's figures change (an item, the service charge, a discount)
  useEffect(() => {
    let atual = true;
    porPessoa(venda.id)
      .then((d) => atual && (setDados(d), setErro(null)))
      .catch((e: Error) => atual && setErro(e.message));
    return () => void (atual = false);
  }, [venda.id, venda.total]);
  if (erro)
    return (
      <Text size="sm" c="red">
        {erro}
      </Text>
    );
  if (!dados) return <Loader size="sm" />;
  return (
    <>
      <Text size="xs" c="dimmed">
        Itens de cada nome + a parte da taxa de serviço. Toque num nome para cobrá-lo.
      </Text>
      <Stack gap={6} data-testid="por-pessoa">
        {dados.pessoas.map((p) => (
          <Button
            key={p.cliente_nome ?? ''}
            variant="light"
            justify="space-between"
            fullWidth
            rightSection={<b>{formatBRL(p.total)}</b>}
            onClick={() => onEscolher(p.total)}
            data-testid="pessoa"
          >
            {nomePessoa(p)}
            <Text span size="xs" c="dimmed" ml={6}>
              itens {formatBRL(p.itens_total)} + taxa {formatBRL(p.taxa_servico)}
              {p.desconto > 0 ? ` − desc. ${formatBRL(p.desconto)}` : ''}
            </Text>
          </Button>
        ))}
      </Stack>
    </>
  );
}
