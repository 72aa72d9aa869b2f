import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { padMesa, temPermissao, type ItemProducaoDTO } from '@comanda/shared';
import { useSession } from '../lib/session-store';
import { toast } from '../lib/notify';
import { onReconectar, onStaffEvent } from '../lib/socket';
import { sinalizar } from '../lib/sinais';
import { executarAcao } from '../lib/acao';
import { entregarItens } from './api';
import { useProntos } from './prontos-store';

const texto = (mesa: number | null, n: number, estado: 'pronto' | 'entregue') =>
  `${mesa == null ? 'Balcão' : `Mesa ${padMesa(mesa)}`}: ${n} ${n === 1 ? `item ${estado}` : `itens ${estado}s`}`;
const quantidade = (itens: ItemProducaoDTO[]) => itens.reduce((s, i) => s + i.quantidade, 0);

async function entregar(itens: ItemProducaoDTO[]) {
  const r = await executarAcao(() => entregarItens(itens.map((i) => i.id)), {
    ok: ['Entregue!', texto(itens[0]!.mesa_numero, quantidade(itens), 'entregue')],
    erro: 'Não foi possível marcar como entregue',
  });
  if (r.ok) useProntos.getState().aplicar(r.valor, []);
}

/** Tells a waiter, wherever they are in the app, that items are ready: toast with 'Entregue', vibration, map badge. */
export function ProntosAviso() {
  const perfil = useSession((s) => s.user?.perfil);
  const ativo = temPermissao(perfil, 'deliver_items');
  useEffect(() => {
    if (!ativo) return;
    void useProntos.getState().carregar();
    const offs = [
      onStaffEvent('cozinha:item', ({ itens, removidos }) => {
        const novos = useProntos.getState().aplicar(itens, removidos);
        for (const vendaId of new Set(novos.map((i) => i.venda_id))) {
          const daMesa = novos.filter((i) => i.venda_id === vendaId);
          toast.acao(
            texto(daMesa[0]!.mesa_numero, quantidade(daMesa), 'pronto'),
            <Button size="xs" color="green" onClick={() => void entregar(daMesa)} data-testid="toast-entregue">
              Entregue
            </Button>,
            { testId: 'toast-pronto' },
          );
          // the same signals as the shell's other alerts (components/alertas.tsx): vibration, chime, system notification
          sinalizar(texto(daMesa[0]!.mesa_numero, quantidade(daMesa), 'pronto'), `pronto-${vendaId}`, '/');
        }
      }),
      onReconectar(() => void useProntos.getState().carregar()),
    ];
    return () => offs.forEach((off) => off());
  }, [ativo]);
  return null;
}
