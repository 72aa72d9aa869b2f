import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { ItemDTO, VendaDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { useMesas } from '../../../lib/mesas-store';
import { juntarComandas, moverComanda, transferirItens } from './api';
import { MesaDestino, type Operacao } from './mesa-destino';

const TITULO: Record<Operacao, string> = {
  transferir: 'Transferir itens',
  mover: 'Mudar de mesa',
  juntar: 'Juntar mesas',
};
const AJUDA: Record<Operacao, string> = {
  transferir: 'Escolha os itens e a mesa que vai recebê-los.',
  mover: 'A comanda inteira (itens e pagamentos) vai para a mesa livre escolhida.',
  juntar: 'Os itens e pagamentos da mesa escolhida passam para esta comanda, e aquela mesa fica livre.',
};

/** Transfer, move or merge: each with its table picker; fits a 390 px phone (full-screen dialog there). */
export function OperacaoDialog({
  op,
  venda,
  itens,
  onClose,
  onFeito,
}: {
  op: Operacao | null;
  venda: VendaDTO;
  itens: ItemDTO[];
  onClose(): void;
  onFeito(op: Operacao, mesaDestinoId: number): void;
}) {
  const [destino, setDestino] = useState<number | null>(null);
  const [qtd, setQtd] = useState<Record<number, number>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const vendas = useMesas((s) => s.vendas);
  useEffect(() => {
    setDestino(null);
    setQtd({});
    setErro(null);
  }, [op]);
  if (!op) return null;
  const escolhidos = Object.entries(qtd).filter(([, q]) => q > 0);
  const pronto = destino != null && (op !== 'transferir' || escolhidos.length > 0);

  async function confirmar() {
    setEnviando(true);
    setErro(null);
    try {
      if (op === 'transferir') {
        await transferirItens(venda.id, {
          mesa_destino_id: destino!,
          itens: escolhidos.map(([id, quantidade]) => ({ id: Number(id), quantidade })),
        });
      } else if (op === 'mover') await moverComanda(venda.id, destino!);
      else {
        const origem = vendas[destino!];
        if (!origem) throw new Error('Mesa sem comanda aberta');
        await juntarComandas(venda.id, origem.id);
      }
      onFeito(op!, destino!);
    } catch (e) {
      setErro(e instanceof Error ? e.message : 'Erro na operação');
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Dialogo opened onClose={onClose} title={TITULO[op]}>
      <Stack data-testid={`operacao-${op}`}>
        <Text size="sm" c="dimmed">
          {AJUDA[op]}
        </Text>
        {op === 'transferir' && <ItensATransferir itens={itens} qtd={qtd} onQtd={setQtd} />}
        <Text fw={600} size="sm">
          {op === 'juntar' ? 'Mesa a juntar' : 'Mesa de destino'}
        </Text>
        <MesaDestino op={op} origemId={venda.mesa_id ?? 0} escolhida={destino} onEscolher={setDestino} />
        {erro && <Alert color="red">{erro}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button loading={enviando} disabled={!pronto} onClick={confirmar}>
            {TITULO[op]}
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}

type Quantidades = Record<number, number>;

/** 'Transferir': tick the items (all of a line, or fewer with the quantity field). */
function ItensATransferir({
  itens,
  qtd,
  onQtd,
}: {
  itens: ItemDTO[];
  qtd: Quantidades;
  onQtd(f: (q: Quantidades) => Quantidades): void;
}) {
  return (
    <Stack gap={6}>
      {itens.map((i) => (
        <Group key={i.id} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            size="md"
            label={`${i.quantidade}× ${i.produto_nome}`}
            checked={(qtd[i.id] ?? 0) > 0}
            onChange={(e) => {
              const marcado = e.currentTarget.checked; // read now: React clears currentTarget after the event
              onQtd((q) => ({ ...q, [i.id]: marcado ? i.quantidade : 0 }));
            }}
          />
          {i.quantidade > 1 && (qtd[i.id] ?? 0) > 0 && (
            <NumberInput
              w={84}
              min={1}
              max={i.quantidade}
              value={qtd[i.id]}
              aria-label={`Quantidade de ${i.produto_nome}`}
              onChange={(v) => onQtd((q) => ({ ...q, [i.id]: Number(v) || 1 }))}
            />
          )}
        </Group>
      ))}
    </Stack>
  );
}
