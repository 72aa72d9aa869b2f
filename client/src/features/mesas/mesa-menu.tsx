import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, TextInput } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { TRANSICOES_MESA, padMesa, podeTransicionar, temPermissao, type AcaoMesa, type MesaDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/notify';
import { useSession } from '../auth/session-store';
import { useMesas } from './store';

const ACOES: { acao: AcaoMesa; rotulo: string }[] = [
  { acao: 'reservar', rotulo: 'Reservar' },
  { acao: 'cancelar_reserva', rotulo: 'Liberar reserva' },
  { acao: 'bloquear', rotulo: 'Bloquear' },
  { acao: 'desbloquear', rotulo: 'Desbloquear' },
];

/** Today's date at the given 'HH:MM' in the device's zone (the restaurant's floor), as an ISO instant. */
function hojeAs(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date();
  d.setHours(h ?? 0, m ?? 0, 0, 0);
  return d.toISOString();
}

/** The card's menu: reserve (name + time), block (optional reason), release; only the moves the state machine allows. */
export function MesaMenu({ mesa }: { mesa: MesaDTO }) {
  const perfil = useSession((s) => s.user?.perfil);
  const [dialogo, setDialogo] = useState<'reservar' | 'bloquear' | null>(null);
  const [nome, setNome] = useState('');
  const [hora, setHora] = useState('');
  const [motivo, setMotivo] = useState('');
  const [enviando, setEnviando] = useState(false);
  const possiveis = ACOES.filter(({ acao }) => podeTransicionar(acao, mesa.situacao) && temPermissao(perfil, TRANSICOES_MESA[acao].permissao));
  if (possiveis.length === 0) return null;

  async function aplicar(acao: AcaoMesa, extra: Record<string, unknown> = {}) {
    setEnviando(true);
    try {
      const m = await api.patch<MesaDTO>(`/api/mesas/${mesa.id}/status`, { situacao: TRANSICOES_MESA[acao].para, ...extra });
      useMesas.getState().aplicarMesa(m);
      setDialogo(null);
      toast.ok(`Mesa ${padMesa(mesa.numero)} atualizada`);
    } catch (e) {
      toast.erro('Erro ao atualizar mesa', e instanceof Error ? e.message : 'Tente novamente');
    } finally {
      setEnviando(false);
    }
  }

  // the menu and dialog render in portals, whose React events still bubble to the card: keep them here
  const parar = (e: React.SyntheticEvent) => e.stopPropagation();
  return (
    <span onClick={parar} onKeyDown={parar}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="md" aria-label={`Ações da mesa ${padMesa(mesa.numero)}`} data-testid="mesa-menu">
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {possiveis.map(({ acao, rotulo }) => (
            <Menu.Item key={acao} onClick={() => (acao === 'reservar' || acao === 'bloquear' ? (setNome(''), setHora(''), setMotivo(''), setDialogo(acao)) : aplicar(acao))}>
              {rotulo}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Dialogo opened={dialogo != null} onClose={() => setDialogo(null)} title={`${dialogo === 'reservar' ? 'Reservar' : 'Bloquear'} mesa ${padMesa(mesa.numero)}`}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (dialogo === 'reservar') void aplicar('reservar', { cliente_reserva: nome.trim(), data_reserva: hojeAs(hora) });
            else void aplicar('bloquear', { motivo_bloqueio: motivo.trim() || null });
          }}
        >
          <Stack>
            {dialogo === 'reservar' ? (
              <>
                <TextInput label="Nome" required maxLength={100} value={nome} onChange={(e) => setNome(e.currentTarget.value)} data-autofocus />
                <TextInput label="Horário" type="time" required value={hora} onChange={(e) => setHora(e.currentTarget.value)} />
              </>
            ) : (
              <TextInput label="Motivo (opcional)" maxLength={200} value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} data-autofocus />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialogo(null)}>Cancelar</Button>
              <Button type="submit" loading={enviando} disabled={dialogo === 'reservar' && (!nome.trim() || !hora)}>Confirmar</Button>
            </Group>
          </Stack>
        </form>
      </Dialogo>
    </span>
  );
}
