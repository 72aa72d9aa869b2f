import { ActionIcon, Badge, Box, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconDotsVertical, IconQrcode } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
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
import { acoesPossiveis } from '../../components/mesa-acoes';
import { useSession } from '../../lib/session-store';
import { COR_SITUACAO, subtituloMesa } from '../../components/mesa-visual';
import { prontosDaMesa, useProntos } from '../../components/prontos-store';

interface Props {
  mesa: MesaDTO;
  venda?: VendaDTO;
  agora: number;
  onQr(m: MesaDTO): void;
  onCancelarChamada(m: MesaDTO): void;
  /** reserve / block / release (issue 15) */
  onAcoes?(m: MesaDTO): void;
}

export function MesaCard({ mesa, venda, agora, onQr, onCancelarChamada, onAcoes }: Props) {
  const perfil = useSession((s) => s.user?.perfil);
  const navigate = useNavigate();
  const s = situacaoMapa(mesa.situacao);
  const cor = COR_SITUACAO[s];
  // a call stays until answered (issue 15): the bell or opening the tab clears it
  const chamando = chamadaPendente(mesa);
  const urgente = chamadaUrgente(mesa, agora);
  const atrasada = reservaAtrasada(mesa, agora);
  const prontos = useProntos((st) => prontosDaMesa(st.itens, mesa.numero));
  // inner buttons must not open the order screen
  const parar = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Card
      withBorder
      radius="md"
      p={8}
      role="button"
      tabIndex={0}
      aria-label={`Mesa ${padMesa(mesa.numero)} - ${SITUACAO_MESA_LABEL[s]}`}
      data-testid={`mesa-${mesa.numero}`}
      data-situacao={s}
      onClick={() => navigate(`/mesa/${mesa.id}/comanda`)}
      onKeyDown={(e) => e.key === 'Enter' && navigate(`/mesa/${mesa.id}/comanda`)}
      style={{
        cursor: 'pointer',
        opacity: s === 'X' ? 0.55 : 1,
        borderTop: `4px solid var(--mantine-color-${cor}-6)`,
        background: s === 'P' ? 'var(--mantine-color-orange-light)' : undefined,
        minHeight: 104,
      }}
    >
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
      <Group justify="space-between" mt="auto" pt={6} gap={4} wrap="nowrap" mih={28}>
        <Text size="xs" fw={700} c={`${cor}.7`} visibleFrom="sm">
          {venda && venda.total > 0 ? formatBRL(venda.total) : ''}
        </Text>
        <Group gap={4} wrap="nowrap" onClick={parar}>
          {prontos > 0 && (
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
          )}
          {chamando && (
            <Group gap={2} wrap="nowrap">
              <Text size="xs" fw={700} c={urgente ? 'red' : 'orange.8'} data-testid="chamada-espera">
                {esperaChamadaMin(mesa, agora)} min
              </Text>
              {/* native hint (title): a Mantine Tooltip would bring floating-ui into the map's first load */}
              <ActionIcon
                color={urgente ? 'red' : 'orange'}
                variant="filled"
                radius="xl"
                size="md"
                className="cv-pulse"
                aria-label="Cliente chamou garçom - Clique para cancelar"
                title="Cliente chamou garçom - Clique para cancelar"
                data-testid="chamada-garcom"
                onClick={() => onCancelarChamada(mesa)}
              >
                <IconBellRinging size={16} />
              </ActionIcon>
            </Group>
          )}
          {onAcoes && acoesPossiveis(mesa, perfil).length > 0 && (
            <ActionIcon
              variant="subtle"
              size="md"
              aria-label={`Ações da mesa ${padMesa(mesa.numero)}`}
              title="Reservar, bloquear ou liberar"
              data-testid="mesa-menu"
              onClick={() => onAcoes(mesa)}
            >
              <IconDotsVertical size={16} />
            </ActionIcon>
          )}
          {(s === 'O' || s === 'P') && (
            <ActionIcon
              variant="light"
              size="md"
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
