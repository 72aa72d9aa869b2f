import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { TRANSICOES_MESA, type AcaoMesa, type MesaDTO, nomeDaMesa } from '@comanda/shared';
import { Dialogo } from './dialogo';
import { useAcao } from '../lib/use-acao';
import { alterarStatusMesa } from './api';
import { useSession } from '../lib/session-store';
import { acoesPossiveis, temQrCode } from './mesa-acoes';
import { useMesas } from '../lib/mesas-store';

/** Today's date at the given 'HH:MM' on this device's clock (the restaurant's floor), as an ISO instant. */
function hojeAs(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date();
  d.setHours(h ?? 0, m ?? 0, 0, 0);
  return d.toISOString();
}

interface AcoesProps {
  mesa: MesaDTO | null;
  onClose(): void;
  /** for a screen with its own list of tables (the map reads the shared store, updated here) */
  onAtualizada?(m: MesaDTO): void;
  /** the map's QR code (on a phone the card has no room for its button); absent elsewhere */
  onQr?(m: MesaDTO): void;
}

type Form = 'reservar' | 'bloquear';

/** The dialog's state: which form is open, its fields, and applying a move (the shared store takes the new table). */
function useMesaAcoes(mesa: MesaDTO | null, onClose: () => void, onAtualizada?: (m: MesaDTO) => void) {
  const [form, setForm] = useState<Form | null>(null);
  const [nome, setNome] = useState('');
  const [hora, setHora] = useState('');
  const [motivo, setMotivo] = useState('');
  const { executar, enviando } = useAcao();
  const fechar = () => {
    setForm(null);
    setNome('');
    setHora('');
    setMotivo('');
    onClose();
  };

  async function aplicar(acao: AcaoMesa, extra: Record<string, unknown> = {}) {
    if (!mesa) return;
    const r = await executar(() => alterarStatusMesa(mesa.id, { situacao: TRANSICOES_MESA[acao].para, ...extra }), {
      ok: `${nomeDaMesa(mesa.numero)} atualizada`,
      erro: 'Erro ao atualizar mesa',
      padrao: 'Tente novamente',
    });
    if (!r.ok) return;
    useMesas.getState().aplicarMesa(r.valor);
    onAtualizada?.(r.valor);
    fechar();
  }
  const enviar = () => {
    if (form === 'reservar') void aplicar('reservar', { cliente_reserva: nome.trim(), data_reserva: hojeAs(hora) });
    else void aplicar('bloquear', { motivo_bloqueio: motivo.trim() || null });
  };
  return { form, setForm, nome, setNome, hora, setHora, motivo, setMotivo, enviando, fechar, aplicar, enviar };
}

/**
 * A table's reserve (name + time), block (optional reason) and release, from the map card (loaded on first use, like
 * the QR dialog) and from Settings › Mesas; only the moves the state machine allows this profile.
 */
export function MesaAcoesDialog({ mesa, onClose, onAtualizada, onQr }: AcoesProps) {
  const perfil = useSession((s) => s.user?.perfil);
  const a = useMesaAcoes(mesa, onClose, onAtualizada);
  return (
    <Dialogo opened={mesa != null} onClose={a.fechar} title={mesa ? nomeDaMesa(mesa.numero) : ''}>
      {mesa && !a.form && (
        <Stack data-testid="mesa-acoes">
          {onQr && temQrCode(mesa) && (
            <Button
              size="md"
              variant="light"
              leftSection={<IconQrcode size={18} />}
              onClick={() => {
                a.fechar();
                onQr(mesa);
              }}
            >
              QR Code
            </Button>
          )}
          {acoesPossiveis(mesa, perfil).map(({ acao, rotulo }) => (
            <Button
              key={acao}
              size="md"
              variant="light"
              loading={a.enviando}
              onClick={() => (acao === 'reservar' || acao === 'bloquear' ? a.setForm(acao) : void a.aplicar(acao))}
            >
              {rotulo}
            </Button>
          ))}
        </Stack>
      )}
      {mesa && a.form && <FormReservaOuBloqueio {...a} form={a.form} />}
    </Dialogo>
  );
}

/** 'Reservar' asks for the name and the time; 'Bloquear' for an optional reason. */
function FormReservaOuBloqueio({
  form,
  setForm,
  nome,
  setNome,
  hora,
  setHora,
  motivo,
  setMotivo,
  enviando,
  enviar,
}: Omit<ReturnType<typeof useMesaAcoes>, 'form'> & { form: Form }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        enviar();
      }}
    >
      <Stack>
        {form === 'reservar' ? (
          <>
            <TextInput
              label="Nome"
              required
              maxLength={100}
              value={nome}
              onChange={(e) => setNome(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label="Horário"
              type="time"
              required
              value={hora}
              onChange={(e) => setHora(e.currentTarget.value)}
            />
          </>
        ) : (
          <TextInput
            label="Motivo do bloqueio (opcional)"
            maxLength={200}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setForm(null)}>
            Voltar
          </Button>
          <Button type="submit" loading={enviando} disabled={form === 'reservar' && (!nome.trim() || !hora)}>
            {form === 'reservar' ? 'Reservar' : 'Bloquear'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
