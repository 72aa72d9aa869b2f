import { memo } from 'react';
import { ActionIcon, Badge, Box, Button } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconDotsVertical, IconQrcode, IconShoppingBag } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import {
  chamadaPendente,
  chamadaUrgente,
  esperaChamadaMin,
  formatBRL,
  padMesa,
  reservaAtrasada,
  situacaoMapa,
  SITUACAO_MESA_LABEL,
  type MesaDTO,
  type VendaDTO,
  nomeDaMesa,
} from '@comanda/shared';
import { acoesPossiveis, temQrCode } from '../../components/mesa-acoes';
import { useSession } from '../../lib/session-store';
import { COR_SITUACAO, subtituloMesa } from '../../components/mesa-visual';
import { prontosDaMesa, useProntos } from '../../components/prontos-store';
import { itensPendentesDaMesa, usePedidosCliente } from '../../components/pedidos-cliente-store';
import classes from './mesa-card.module.css';

interface Props {
  mesa: MesaDTO;
  venda?: VendaDTO;
  agora: number;
  onQr(m: MesaDTO): void;
  onCancelarChamada(m: MesaDTO): void;
  /** reserve / block / release (issue 15), and the QR code on phones */
  onAcoes?(m: MesaDTO): void;
}

/** Memoized: the map re-renders on every table, tab or filter change, and each card only when its own props change. */
export const MesaCard = memo(function MesaCard({ mesa, venda, agora, onQr, onCancelarChamada, onAcoes }: Props) {
  const navigate = useNavigate();
  const s = situacaoMapa(mesa.situacao);
  const cor = COR_SITUACAO[s];
  const destino = `/mesa/${mesa.id}/comanda`;
  const atrasada = reservaAtrasada(mesa, agora);
  // plain elements styled by the CSS module: a map shows dozens of cards, and each Mantine layout component costs
  // hooks and style resolution on the first render (the map's main-thread time, issue 17)
  return (
    <div
      className={s === 'X' ? `${classes.card} ${classes.bloqueada}` : classes.card}
      data-testid={`mesa-${mesa.numero}`}
      data-situacao={s}
      style={{
        borderTopColor: `var(--mantine-color-${cor}-6)`,
        background: s === 'P' ? 'var(--mantine-color-orange-light)' : undefined,
      }}
    >
      {/* a link opens with Enter; Space opens it too, like a button (issue 16) */}
      <Link
        to={destino}
        className={classes.link}
        aria-label={`${nomeDaMesa(mesa.numero)} - ${SITUACAO_MESA_LABEL[s]}`}
        onKeyDown={(e) => {
          if (e.key !== ' ') return;
          e.preventDefault();
          void navigate(destino);
        }}
      />
      <div className={classes.topo}>
        <span className={classes.numero}>{padMesa(mesa.numero)}</span>
        <span
          className={s === 'O' || s === 'P' ? `${classes.ponto} cv-pulse` : classes.ponto}
          title={SITUACAO_MESA_LABEL[s]}
          style={{ background: `var(--mantine-color-${cor}-6)`, color: `var(--mantine-color-${cor}-6)` }}
        />
      </div>
      <div
        className={s === 'R' ? `${classes.subtitulo} ${classes.duasLinhas}` : classes.subtitulo}
        data-testid="mesa-subtitulo"
      >
        {subtituloMesa(mesa, s, venda)}
      </div>
      {atrasada && (
        <div className={classes.atrasada} data-testid="reserva-atrasada">
          <IconAlertTriangle size={12} /> Reserva atrasada
        </div>
      )}
      <div className={classes.rodape}>
        <span
          className={classes.total}
          style={{ color: `var(--mantine-color-${cor}-light-color)` }}
          data-testid="mesa-total"
        >
          {venda && venda.total > 0 ? formatBRL(venda.total) : ''}
        </span>
        <AcoesDoCartao mesa={mesa} agora={agora} onQr={onQr} onCancelarChamada={onCancelarChamada} onAcoes={onAcoes} />
      </div>
    </div>
  );
});

/** The card's corner: diners' orders to approve, ready items, the waiter call, the table's actions and its QR code. */
function AcoesDoCartao({ mesa, agora, onQr, onCancelarChamada, onAcoes }: Omit<Props, 'venda'>) {
  const perfil = useSession((s) => s.user?.perfil);
  const acoes = onAcoes ? acoesPossiveis(mesa, perfil) : [];
  return (
    <div className={classes.acoes}>
      <PedidoClienteBadge mesaId={mesa.id} />
      <ProntosBadge numero={mesa.numero} />
      {chamadaPendente(mesa) && (
        <BotaoChamada
          minutos={esperaChamadaMin(mesa, agora)}
          urgente={chamadaUrgente(mesa, agora)}
          onClick={() => onCancelarChamada(mesa)}
        />
      )}
      {onAcoes && (acoes.length > 0 || temQrCode(mesa)) && (
        // on phones the QR code is one of these actions (no room for both buttons on a 4-column card)
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          hiddenFrom={acoes.length > 0 ? undefined : 'sm'}
          aria-label={`Ações da mesa ${padMesa(mesa.numero)}`}
          title="Reservar, bloquear ou liberar"
          data-testid="mesa-menu"
          onClick={() => onAcoes(mesa)}
        >
          <IconDotsVertical size={16} />
        </ActionIcon>
      )}
      {temQrCode(mesa) && (
        <ActionIcon
          variant="light"
          size="md"
          visibleFrom="sm"
          aria-label="QR Code"
          title="QR Code"
          data-testid="qr-botao"
          onClick={() => onQr(mesa)}
        >
          <IconQrcode size={16} />
        </ActionIcon>
      )}
    </div>
  );
}

/** Lines diners ordered from the table's link, waiting for a waiter to approve them (issue 22). */
function PedidoClienteBadge({ mesaId }: { mesaId: number }) {
  const pendentes = usePedidosCliente((st) => itensPendentesDaMesa(st.pedidos, mesaId));
  if (pendentes === 0) return null;
  const rotulo = `${pendentes} ${pendentes === 1 ? 'item pedido' : 'itens pedidos'} pelo cliente para aprovar`;
  return (
    <Badge
      color="orange"
      variant="filled"
      size="md"
      px={6}
      style={{ flexShrink: 0, overflow: 'visible' }}
      // the halo pulses around the bag only: on the whole badge it would wash out the count
      leftSection={
        <Box component="span" className="cv-pulse" display="flex" style={{ borderRadius: 99 }}>
          <IconShoppingBag size={12} />
        </Box>
      }
      title={rotulo}
      aria-label={rotulo}
      data-testid="pedido-cliente-badge"
    >
      {pendentes}
    </Badge>
  );
}

function ProntosBadge({ numero }: { numero: number }) {
  const prontos = useProntos((st) => prontosDaMesa(st.itens, numero));
  if (prontos === 0) return null;
  return (
    <Badge
      color="green"
      variant="filled"
      size="md"
      circle={prontos < 10}
      title={`${prontos} ${prontos === 1 ? 'item pronto' : 'itens prontos'} para entregar`}
      data-testid="prontos-badge"
    >
      {prontos}
    </Badge>
  );
}

/** A call stays until answered (issue 15): this bell, or opening the tab, clears it. Red after 3 minutes waiting. */
function BotaoChamada({ minutos, urgente, onClick }: { minutos: number; urgente: boolean; onClick(): void }) {
  return (
    // native hint (title): a Mantine Tooltip would bring floating-ui into the map's first load
    <Button
      color={urgente ? 'red' : 'orange'}
      variant="filled"
      radius="xl"
      size="compact-xs"
      px={6}
      style={{ flexShrink: 0, overflow: 'visible' }}
      // the halo pulses around the bell only: on the whole button it would wash out its colour
      leftSection={
        <Box component="span" className="cv-pulse" display="flex" style={{ borderRadius: 99 }}>
          <IconBellRinging size={14} />
        </Box>
      }
      aria-label={`Cliente chamou garçom há ${minutos} min - Clique para cancelar`}
      title="Cliente chamou garçom - Clique para cancelar"
      data-testid="chamada-garcom"
      onClick={onClick}
    >
      <span data-testid="chamada-espera">{minutos} min</span>
    </Button>
  );
}
