import { ActionIcon, Badge, Box, Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconDotsVertical, IconQrcode } from '@tabler/icons-react';
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
} from '@comanda/shared';
import { acoesPossiveis, temQrCode } from '../../components/mesa-acoes';
import { useSession } from '../../lib/session-store';
import { COR_SITUACAO, subtituloMesa } from '../../components/mesa-visual';
import { prontosDaMesa, useProntos } from '../../components/prontos-store';
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

export function MesaCard({ mesa, venda, agora, onQr, onCancelarChamada, onAcoes }: Props) {
  const perfil = useSession((s) => s.user?.perfil);
  const navigate = useNavigate();
  const s = situacaoMapa(mesa.situacao);
  const cor = COR_SITUACAO[s];
  const destino = `/mesa/${mesa.id}/comanda`;
  const atrasada = reservaAtrasada(mesa, agora);
  const acoes = onAcoes ? acoesPossiveis(mesa, perfil) : [];
  return (
    <Card
      withBorder
      radius="md"
      p={8}
      className={s === 'X' ? `${classes.card} ${classes.bloqueada}` : classes.card}
      data-testid={`mesa-${mesa.numero}`}
      data-situacao={s}
      style={{
        borderTop: `4px solid var(--mantine-color-${cor}-6)`,
        background: s === 'P' ? 'var(--mantine-color-orange-light)' : undefined,
      }}
    >
      {/* a link opens with Enter; Space opens it too, like a button (issue 16) */}
      <Link
        to={destino}
        className={classes.link}
        aria-label={`Mesa ${padMesa(mesa.numero)} - ${SITUACAO_MESA_LABEL[s]}`}
        onKeyDown={(e) => {
          if (e.key !== ' ') return;
          e.preventDefault();
          void navigate(destino);
        }}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Text fw={800} fz={{ base: 20, sm: 26 }} lh={1}>
          {padMesa(mesa.numero)}
        </Text>
        <Box
          className={s === 'O' || s === 'P' ? 'cv-pulse' : undefined}
          c={`${cor}.6`}
          title={SITUACAO_MESA_LABEL[s]}
          style={{
            width: 12,
            height: 12,
            borderRadius: 99,
            background: `var(--mantine-color-${cor}-6)`,
            flex: 'none',
            marginTop: 4,
          }}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6} lineClamp={s === 'R' ? 2 : 1} data-testid="mesa-subtitulo">
        {subtituloMesa(mesa, s, venda)}
      </Text>
      {atrasada && (
        <Text size="xs" c="red" fw={700} lineClamp={1} data-testid="reserva-atrasada">
          <IconAlertTriangle size={12} /> Reserva atrasada
        </Text>
      )}
      <Group justify="space-between" mt="auto" pt={6} gap={4} mih={28}>
        <Text size="xs" fw={700} c={`var(--mantine-color-${cor}-light-color)`} data-testid="mesa-total">
          {venda && venda.total > 0 ? formatBRL(venda.total) : ''}
        </Text>
        <Group gap={4} justify="flex-end" className={classes.acoes}>
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
        </Group>
      </Group>
    </Card>
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
