import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Loader, NumberInput, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import {
  OBSERVACOES_MAX, TIPO_ITEM, calcularPrecoItem, formatBRL, fromCents, textoLimiteSabores, validarSelecao,
  type GrupoAdicionaisDTO, type ProdutoDTO, type SaborDTO,
} from '@comanda/shared';
import { listarAdicionais, listarSabores } from './api';

export interface ItemEscolhido {
  produto_id: number;
  quantidade: number;
  observacoes: string;
  sabores: number[];
  adicionais: { adicional_id: number; quantidade: number }[];
}
export type AoAdicionar = (i: ItemEscolhido, info: { nome: string; total: number }) => Promise<void>;

const LINHA = { display: 'block', width: '100%', minHeight: 44 } as const;

/** Quantity, flavours, extras and notes, priced live. Whole rows are the touch targets; reaching the flavour maximum with
 *  a valid selection adds at once (issue 16: no confirmation step; the toast offers 'Desfazer'). */
export function ConfigurarItem({ produto, onAdicionar }: { produto: ProdutoDTO; onAdicionar: AoAdicionar }) {
  const [sabores, setSabores] = useState<SaborDTO[] | null>(produto.tipo_item === TIPO_ITEM.COM_SABORES ? null : []);
  const [grupos, setGrupos] = useState<GrupoAdicionaisDTO[] | null>(null);
  const [quantidade, setQuantidade] = useState(1);
  const [escolhidos, setEscolhidos] = useState<number[]>([]);
  const [extras, setExtras] = useState<Record<number, number>>({});
  const [observacoes, setObservacoes] = useState('');
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (produto.tipo_item === TIPO_ITEM.COM_SABORES) listarSabores(produto.id).then(setSabores).catch(() => setSabores([]));
    listarAdicionais(produto.id).then(setGrupos).catch(() => setGrupos([]));
  }, [produto]);

  const regrasGrupos = useMemo(
    () => (grupos ?? []).map((g) => ({
      categoria_id: g.categoria_id, categoria_nome: g.categoria_nome, obrigatorio: g.categoria_obrigatorio,
      qtd_maxima: g.categoria_qtd_maxima, qtd_minima: g.categoria_qtd_minima,
      adicionais: g.adicionais.map((a) => ({ id: a.id, nome: a.nome, preco: a.preco, qtd_maxima: a.qtd_maxima })),
    })),
    [grupos],
  );
  const listaExtras = Object.entries(extras).filter(([, q]) => q > 0).map(([id, q]) => ({ adicional_id: Number(id), quantidade: q }));
  const todosExtras = (grupos ?? []).flatMap((g) => g.adicionais);
  const precoDe = (ids: number[]) =>
    calcularPrecoItem({
      produto,
      sabores: (sabores ?? []).filter((s) => ids.includes(s.id)),
      adicionais: listaExtras.map((e) => ({ preco: todosExtras.find((a) => a.id === e.adicional_id)?.preco ?? 0, quantidade: e.quantidade })),
      quantidade,
    });
  const preco = precoDe(escolhidos);
  const motivoDe = (ids: number[]) => validarSelecao({ produto, qtdSabores: ids.length, grupos: regrasGrupos, adicionais: listaExtras, quantidade, observacoes });
  const motivo = motivoDe(escolhidos);

  async function enviar(ids: number[]) {
    setEnviando(true);
    try {
      await onAdicionar(
        { produto_id: produto.id, quantidade, observacoes: observacoes.trim(), sabores: ids, adicionais: listaExtras },
        { nome: produto.nome, total: fromCents(precoDe(ids).total) },
      );
    } finally {
      setEnviando(false);
    }
  }

  function alternarSabor(id: number) {
    if (escolhidos.includes(id)) return setEscolhidos(escolhidos.filter((x) => x !== id));
    // beyond the maximum, extra picks are ignored (spec 5)
    if (produto.qtd_max_sabores > 0 && escolhidos.length >= produto.qtd_max_sabores) return;
    const novos = [...escolhidos, id];
    setEscolhidos(novos);
    if (produto.qtd_max_sabores > 0 && novos.length === produto.qtd_max_sabores && !motivoDe(novos)) void enviar(novos);
  }
  function mudarExtra(g: GrupoAdicionaisDTO, id: number, qtd: number) {
    setExtras((atual) => {
      const proximo = { ...atual, [id]: qtd };
      // a group limited to one choice behaves like a radio group
      if (g.categoria_qtd_maxima === 1 && qtd > 0) g.adicionais.forEach((a) => a.id !== id && (proximo[a.id] = 0));
      const total = g.adicionais.reduce((s, a) => s + (proximo[a.id] ?? 0), 0);
      if (g.categoria_qtd_maxima > 1 && total > g.categoria_qtd_maxima) return atual;
      return proximo;
    });
  }

  if (!sabores || !grupos) return <Group justify="center" py="xl"><Loader /></Group>;
  const limite = textoLimiteSabores(produto.qtd_min_sabores, produto.qtd_max_sabores);
  return (
    <Stack gap="md">
      {produto.descricao && <Text size="sm" c="dimmed">{produto.descricao}</Text>}
      <Group justify="space-between">
        <Text fw={600}>Quantidade</Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon size={44} variant="default" aria-label="Diminuir" onClick={() => setQuantidade((q) => Math.max(1, q - 1))}><IconMinus size={18} /></ActionIcon>
          <NumberInput
            w={72} size="lg" min={1} max={999} hideControls aria-label="Quantidade" value={quantidade}
            onChange={(v) => setQuantidade(Number.isFinite(Number(v)) && Number(v) >= 1 ? Math.floor(Number(v)) : 1)}
            styles={{ input: { textAlign: 'center' } }}
          />
          <ActionIcon size={44} variant="default" aria-label="Aumentar" onClick={() => setQuantidade((q) => Math.min(999, q + 1))}><IconPlus size={18} /></ActionIcon>
        </Group>
      </Group>

      {produto.tipo_item === TIPO_ITEM.COM_SABORES && (
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={5}>Sabores</Title>
            {limite && <Badge variant="light" color="gray.8">{limite}</Badge>}
          </Group>
          {sabores.map((s) => (
            <UnstyledButton key={s.id} style={LINHA} role="checkbox" aria-checked={escolhidos.includes(s.id)} onClick={() => alternarSabor(s.id)} data-testid={`sabor-${s.nome}`}>
              <Card withBorder radius="md" p="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <Checkbox checked={escolhidos.includes(s.id)} readOnly tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
                    <Text>{s.nome}</Text>
                  </Group>
                  <Text size="sm" fw={600}>{s.preco_adicional > 0 ? formatBRL(s.preco_adicional) : 'Grátis'}</Text>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </Stack>
      )}

      {grupos.map((g) => (
        <Stack key={g.categoria_id} gap={6}>
          <Group justify="space-between">
            <Title order={5}>{g.categoria_nome}</Title>
            <Group gap={4}>
              {g.categoria_obrigatorio && <Badge color="red.9" variant="light">Obrigatório</Badge>}
              {g.categoria_qtd_maxima > 0 && <Badge variant="light" color="gray.8">Até {g.categoria_qtd_maxima}</Badge>}
            </Group>
          </Group>
          {g.adicionais.map((a) => {
            const qtd = extras[a.id] ?? 0;
            const max = a.qtd_maxima > 0 ? a.qtd_maxima : 99;
            const valor = <Text size="sm" fw={600}>{a.preco > 0 ? `+ ${formatBRL(a.preco)}` : 'GRÁTIS'}</Text>;
            return max === 1 ? (
              <UnstyledButton key={a.id} style={LINHA} role="checkbox" aria-checked={qtd > 0} onClick={() => mudarExtra(g, a.id, qtd > 0 ? 0 : 1)} data-testid={`adicional-${a.nome}`}>
                <Card withBorder radius="md" p="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Checkbox checked={qtd > 0} readOnly tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
                      <Text>{a.nome}</Text>
                    </Group>
                    {valor}
                  </Group>
                </Card>
              </UnstyledButton>
            ) : (
              <Card key={a.id} withBorder radius="md" p="xs" data-testid={`adicional-${a.nome}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap={6} wrap="nowrap">
                    <ActionIcon size={44} variant="default" aria-label={`Menos ${a.nome}`} onClick={() => mudarExtra(g, a.id, Math.max(0, qtd - 1))}><IconMinus size={14} /></ActionIcon>
                    <Text w={20} ta="center">{qtd}</Text>
                    <ActionIcon size={44} variant="default" aria-label={`Mais ${a.nome}`} onClick={() => mudarExtra(g, a.id, Math.min(max, qtd + 1))}><IconPlus size={14} /></ActionIcon>
                    <Text>{a.nome}</Text>
                  </Group>
                  {valor}
                </Group>
              </Card>
            );
          })}
        </Stack>
      ))}

      <Textarea label="Observações" placeholder="Ex.: sem cebola" maxLength={OBSERVACOES_MAX} autosize minRows={2} value={observacoes} onChange={(e) => setObservacoes(e.currentTarget.value)} />

      <Card withBorder radius="md" p="sm" style={{ position: 'sticky', bottom: 0 }}>
        <Group justify="space-between" mb={motivo ? 4 : 8}>
          <Text fw={600}>Total</Text>
          <Text fw={800} fz="xl" data-testid="picker-total">{formatBRL(fromCents(preco.total))}</Text>
        </Group>
        {motivo && <Text size="sm" c="orange.9" mb={8} data-testid="picker-motivo">{motivo}</Text>}
        <Button fullWidth size="lg" disabled={!!motivo || enviando} loading={enviando} onClick={() => void enviar(escolhidos)}>
          Adicionar ao Pedido
        </Button>
      </Card>
    </Stack>
  );
}
