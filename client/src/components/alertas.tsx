import { useEffect, useRef } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconBell,
  IconChefHat,
  IconFileAlert,
  IconPrinterOff,
  IconReceipt,
  IconShoppingBag,
  IconMotorbike,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { temPermissao, type MesaDTO, nomeDaMesa } from '@comanda/shared';
import { onStaffEvent } from '../lib/socket';
import { useSession } from '../lib/session-store';
import { prepararSinais, sinalizar } from '../lib/sinais';
import { idAlerta, useAlertas, type Alerta } from './alertas-store';
import { ouvirImpressao } from './impressao-alerta';
import { ouvirFiscal } from './fiscal-alerta';
import { AcoesIfood, ouvirIfood } from './ifood-alerta';
import { entregarProntos, ouvirProntos } from './prontos-alerta';
import { ouvirPedidosCliente } from './pedidos-cliente-alerta';
import { ouvirChamadosDeCartao, urlDoCartao } from './cartao-chamado-alerta';

const ICONE = {
  chamado: IconBell,
  conta: IconReceipt,
  pronto: IconChefHat,
  pedido: IconShoppingBag,
  impressao: IconPrinterOff,
  fiscal: IconFileAlert,
  ifood: IconMotorbike,
} as const;
/** where a banner's button leads when it is not about a table */
const URL_IMPRESSORAS = '/configuracoes?aba=impressoras';
const URL_VENDAS = '/vendas';
const urlDaMesa = (mesaId: number) => `/mesa/${mesaId}/comanda`;
const URL_DO_TIPO: Partial<Record<Alerta['tipo'], string>> = {
  impressao: URL_IMPRESSORAS,
  fiscal: URL_VENDAS,
  ifood: '/entregas',
};

function avisar(a: Alerta) {
  useAlertas.getState().adicionar(a);
  sinalizar(
    a.texto,
    a.id,
    a.mesaId != null
      ? urlDaMesa(a.mesaId)
      : a.cartaoNumero != null
        ? urlDoCartao(a.cartaoNumero)
        : (URL_DO_TIPO[a.tipo] ?? '/'),
  );
}

/**
 * The one staff-shell listener (issue 16): waiter calls, bill requests, (for who delivers) ready items, (for who adds
 * items) diner orders to approve, (for who manages printers, issue 23) a print agent that dropped and (for who
 * manages sales, issue 38) an NFC-e still pending 10 minutes after the close, on every screen.
 */
export function useAlertasDoSalao() {
  const situacoes = useRef(new Map<number, string>());
  const perfil = useSession((s) => s.user?.perfil);
  const entrega = temPermissao(perfil, 'deliver_items');
  const aprova = temPermissao(perfil, 'create_sales');
  const impressoras = temPermissao(perfil, 'manage_printers');
  const vendas = temPermissao(perfil, 'manage_sales');
  const entregas = temPermissao(perfil, 'manage_deliveries');
  useEffect(() => {
    prepararSinais();
    const pediuConta = (mesa: MesaDTO) => {
      const antes = situacoes.current.get(mesa.id);
      situacoes.current.set(mesa.id, mesa.situacao);
      if (mesa.situacao === 'P' && antes !== 'P') {
        avisar({
          id: idAlerta('conta', mesa.id),
          tipo: 'conta',
          mesaId: mesa.id,
          mesaNumero: mesa.numero,
          texto: `${nomeDaMesa(mesa.numero)} pediu a conta`,
          desde: new Date().toISOString(),
        });
      } else if (mesa.situacao !== 'P') useAlertas.getState().remover(idAlerta('conta', mesa.id));
    };
    const offs = [
      onStaffEvent('garcom:chamado', ({ mesa }) =>
        avisar({
          id: idAlerta('chamado', mesa.id),
          tipo: 'chamado',
          mesaId: mesa.id,
          mesaNumero: mesa.numero,
          texto: `${nomeDaMesa(mesa.numero)} chamou o garçom`,
          desde: mesa.garcom_chamado_em ?? new Date().toISOString(),
        }),
      ),
      onStaffEvent('garcom:cancelado', ({ mesa }) => useAlertas.getState().remover(idAlerta('chamado', mesa.id))),
      onStaffEvent('mesa:atualizada', ({ mesa }) => pediuConta(mesa)),
      ...ouvirChamadosDeCartao(avisar),
      ...(entrega ? ouvirProntos(avisar) : []),
      ...(aprova ? ouvirPedidosCliente(avisar) : []),
      ...(impressoras ? ouvirImpressao(avisar) : []),
      ...(vendas ? ouvirFiscal(avisar) : []),
      ...(entregas ? ouvirIfood(avisar) : []),
    ];
    return () => offs.forEach((off) => off());
  }, [entrega, aprova, impressoras, vendas, entregas]);
}

/** The notifications region under the header: F8 focuses it (spec 9); each banner names the table and opens it. */
export function AlertasBanner() {
  const alertas = useAlertas((s) => s.alertas);
  const remover = useAlertas((s) => s.remover);
  const regiao = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const f8 = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return;
      e.preventDefault();
      regiao.current?.focus();
    };
    window.addEventListener('keydown', f8);
    return () => window.removeEventListener('keydown', f8);
  }, []);
  return (
    <div
      ref={regiao}
      role="region"
      aria-label="Notificações"
      aria-live="assertive"
      tabIndex={-1}
      data-testid="alertas"
      style={{ position: 'sticky', top: 73, zIndex: 160, outlineOffset: 2 }}
    >
      {alertas.length > 0 && (
        <Stack gap={6} mb="sm">
          {alertas.map((a) => (
            <AlertaCard key={a.id} alerta={a} onRemover={() => remover(a.id)} />
          ))}
        </Stack>
      )}
    </div>
  );
}

/** One banner: the table and what happened; 'Entregue' for ready items, 'Ver mesa' for the rest. */
function AlertaCard({ alerta: a, onRemover }: { alerta: Alerta; onRemover(): void }) {
  const navigate = useNavigate();
  const Icone = ICONE[a.tipo];
  return (
    <Paper
      shadow="md"
      radius="md"
      p="xs"
      bg={a.tipo === 'pronto' ? 'green.9' : a.tipo === 'impressao' || a.tipo === 'fiscal' ? 'red.9' : 'orange.9'}
      c="white"
      data-testid="alerta"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <Icone size={22} aria-hidden />
          <Text fw={700} size="sm">
            {a.texto}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {a.ifoodAguardando != null ? (
            <AcoesIfood vendaId={a.ifoodAguardando} onFeito={onRemover} />
          ) : a.vendaId != null ? (
            <Button size="md" variant="white" color="dark" onClick={() => void entregarProntos(a.vendaId!)}>
              Entregue
            </Button>
          ) : a.tipo === 'impressao' || a.tipo === 'fiscal' || a.tipo === 'ifood' ? (
            <Button
              size="md"
              variant="white"
              color="dark"
              onClick={() => (onRemover(), navigate(URL_DO_TIPO[a.tipo]!))}
            >
              {a.tipo === 'fiscal' ? 'Ver vendas' : a.tipo === 'ifood' ? 'Ver entregas' : 'Ver impressoras'}
            </Button>
          ) : a.cartaoNumero != null ? (
            <Button
              size="md"
              variant="white"
              color="dark"
              onClick={() => (onRemover(), navigate(urlDoCartao(a.cartaoNumero!)))}
            >
              Ver cartão
            </Button>
          ) : (
            a.mesaId != null && (
              <Button
                size="md"
                variant="white"
                color="dark"
                onClick={() => (onRemover(), navigate(urlDaMesa(a.mesaId!)))}
              >
                Ver mesa
              </Button>
            )
          )}
          <CloseButton size={44} variant="transparent" c="white" aria-label="Dispensar alerta" onClick={onRemover} />
        </Group>
      </Group>
    </Paper>
  );
}
