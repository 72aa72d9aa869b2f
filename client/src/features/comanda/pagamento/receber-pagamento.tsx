import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconCreditCard, IconDots, IconQrcode, IconCreditCardPay } from '@tabler/icons-react';
import {
  FORMAS_PAGAMENTO_MANUAIS,
  aplicarPagamento,
  FORMA_PAGAMENTO_LABEL,
  formatBRL,
  fromCents,
  toCents,
  valoresRapidos,
  type FormaPagamentoManual as FormaPagamento,
  type VendaDTO,
} from '@comanda/shared';
import { toast } from '../../../lib/notify';
import { useAcao } from '../../../lib/use-acao';
import { registrarPagamento } from './api';
import { DinheiroInput } from './dinheiro-input';
import { PixQr } from './pix-qr';

const ICONE: Record<FormaPagamento, React.ReactNode> = {
  dinheiro: <IconCash size={16} />,
  credito: <IconCreditCard size={16} />,
  debito: <IconCreditCardPay size={16} />,
  pix: <IconQrcode size={16} />,
  outro: <IconDots size={16} />,
};

/** The form's state: method, amount, cash handed over and change, and recording the payment. */
function useReceberPagamento(venda: VendaDTO, valorSugerido: number | null, onPago: (v: VendaDTO) => void) {
  const [forma, setForma] = useState<FormaPagamento>('dinheiro');
  const [valor, setValor] = useState(venda.restante);
  const [recebido, setRecebido] = useState(0);
  const [mostrarPix, setMostrarPix] = useState(false);
  const { executar, enviando } = useAcao();

  useEffect(() => {
    setValor(valorSugerido != null ? Math.min(valorSugerido, venda.restante) : venda.restante);
    setRecebido(0);
    setMostrarPix(false);
  }, [venda.restante, valorSugerido]);

  const valorC = toCents(valor);
  const recebidoC = Math.max(toCents(recebido), valorC);
  // the change the server will give: the shared rule, not a second formula beside it
  const previsto = aplicarPagamento(toCents(venda.restante), forma, valorC, forma === 'dinheiro' ? recebidoC : null);
  const troco = previsto.ok ? previsto.troco : 0;

  async function registrar() {
    const r = await executar(
      () =>
        registrarPagamento(venda.id, {
          forma,
          valor,
          ...(forma === 'dinheiro' && { valor_recebido: fromCents(recebidoC) }),
        }),
      { erro: 'Erro ao registrar pagamento' },
    );
    if (!r.ok) return;
    onPago(r.valor.venda);
    setMostrarPix(false);
    const { troco } = r.valor.pagamento;
    toast.ok(
      forma === 'pix' ? 'PIX recebido' : 'Pagamento registrado',
      troco > 0 ? `Troco: ${formatBRL(troco)}` : undefined,
    );
  }
  const escolherForma = (f: FormaPagamento) => {
    setForma(f);
    setMostrarPix(false);
  };
  return {
    forma,
    escolherForma,
    valor,
    setValor,
    valorC,
    recebido,
    setRecebido,
    troco,
    mostrarPix,
    setMostrarPix,
    enviando,
    registrar,
  };
}

/**
 * Records one payment: the method, the amount (the remaining amount, or a share chosen in the split), for cash the
 * amount handed over with quick buttons and the change, for PIX the QR and 'Confirmar PIX recebido'.
 */
export function ReceberPagamento({
  venda,
  valorSugerido,
  onPago,
}: {
  venda: VendaDTO;
  valorSugerido: number | null;
  onPago(v: VendaDTO): void;
}) {
  const p = useReceberPagamento(venda, valorSugerido, onPago);
  const { forma, valor, valorC } = p;
  if (venda.restante <= 0)
    return (
      <Text c="green" fw={600} ta="center">
        Conta paga. Pode fechar.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="receber-pagamento">
      <FormasPagamento forma={forma} onEscolher={p.escolherForma} />
      <DinheiroInput
        label="Valor a pagar"
        value={valor}
        max={forma === 'dinheiro' ? undefined : venda.restante}
        onChange={p.setValor}
      />
      {forma === 'dinheiro' && (
        <RecebidoEmDinheiro valor={valor} recebido={p.recebido} troco={p.troco} onRecebido={p.setRecebido} />
      )}
      {forma === 'pix' && !p.mostrarPix && (
        <Button
          variant="light"
          leftSection={<IconQrcode size={16} />}
          disabled={valorC <= 0}
          onClick={() => p.setMostrarPix(true)}
        >
          Mostrar QR PIX
        </Button>
      )}
      {forma === 'pix' && p.mostrarPix && <PixQr vendaId={venda.id} valor={valor} />}
      <Button
        color="blue"
        loading={p.enviando}
        disabled={valorC <= 0 || (forma !== 'dinheiro' && valorC > toCents(venda.restante))}
        onClick={p.registrar}
      >
        {forma === 'pix'
          ? 'Confirmar PIX recebido'
          : `Registrar ${FORMA_PAGAMENTO_LABEL[forma].toLowerCase()} ${formatBRL(valor)}`}
      </Button>
    </Stack>
  );
}

function FormasPagamento({ forma, onEscolher }: { forma: FormaPagamento; onEscolher(f: FormaPagamento): void }) {
  return (
    <SimpleGrid cols={3} spacing={6}>
      {FORMAS_PAGAMENTO_MANUAIS.map((f) => (
        <Button
          key={f}
          size="xs"
          px={4}
          variant={forma === f ? 'filled' : 'default'}
          leftSection={ICONE[f]}
          onClick={() => onEscolher(f)}
          aria-pressed={forma === f}
        >
          {FORMA_PAGAMENTO_LABEL[f]}
        </Button>
      ))}
    </SimpleGrid>
  );
}

/** Cash: the amount handed over (quick buttons from the exact amount up) and the change it leaves. */
function RecebidoEmDinheiro({
  valor,
  recebido,
  troco,
  onRecebido,
}: {
  valor: number;
  recebido: number;
  troco: number;
  onRecebido(v: number): void;
}) {
  return (
    <>
      <Group gap={6}>
        {valoresRapidos(toCents(valor)).map((c, i) => (
          <Button key={c} size="compact-sm" variant="light" onClick={() => onRecebido(fromCents(c))}>
            {i === 0 ? 'Exato' : formatBRL(fromCents(c))}
          </Button>
        ))}
      </Group>
      <DinheiroInput label="Valor recebido" value={recebido} onChange={onRecebido} placeholder={formatBRL(valor)} />
      {troco > 0 && (
        <Text fw={700} c="blue" data-testid="troco-previsto">
          Troco: {formatBRL(fromCents(troco))}
        </Text>
      )}
    </>
  );
}
