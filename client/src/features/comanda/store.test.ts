import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemDTO, ItemProducaoDTO, MesaDTO, VendaDTO } from '@comanda/shared';
import * as st from './store';

const mesa = { id: 7, numero: 7, situacao: 'O' } as MesaDTO;
const venda = (p: Partial<VendaDTO> = {}) => ({ id: 70, mesa_id: 7, situacao: 'A', total: 10, ...p }) as VendaDTO;
const item = (id: number, p: Partial<ItemDTO> = {}) =>
  ({ id, quantidade: 1, status_producao: 'pendente', ...p }) as ItemDTO;
const estado = () => st.useComandaStore.getState();

describe('tab store: REST answers and socket events through the same aplicar*', () => {
  beforeEach(() => {
    st.abrirMesa(7);
    st.aplicarCarga(mesa, venda(), [item(1)]);
  });

  it('adds an item once, whether the REST answer or the event comes first', () => {
    st.aplicarItem(item(2));
    st.aplicarItem(item(2), venda({ total: 20 }));
    expect(estado().itens.map((i) => i.id)).toEqual([1, 2]);
    expect(estado().venda?.total).toBe(20);
  });

  it("ignores another table's tab and forgets ours when it closes or moves away", () => {
    st.aplicarItem(item(9), venda({ id: 90, mesa_id: 8 }));
    st.aplicarVenda(venda({ id: 90, mesa_id: 8 }));
    expect(estado().venda?.id).toBe(70);
    expect(estado().itens).toHaveLength(1);
    st.aplicarVenda(venda({ mesa_id: 8 }));
    expect(estado()).toMatchObject({ venda: null, itens: [] });
  });

  it('keeps the items on a new total of the same tab, starts empty on a new tab', () => {
    st.aplicarVenda(venda({ total: 30 }));
    expect(estado().itens).toHaveLength(1);
    st.aplicarVenda(venda({ situacao: 'F' }));
    st.aplicarVenda(venda({ id: 71 }));
    expect(estado()).toMatchObject({ venda: { id: 71 }, itens: [] });
  });

  it('removes an item and applies production statuses, leaving the list as is when nothing changed', () => {
    st.aplicarItem(item(2));
    st.aplicarItemRemovido(venda({ total: 5 }), 1);
    expect(estado().itens.map((i) => i.id)).toEqual([2]);
    const antes = estado().itens;
    st.aplicarProducao([{ id: 2, status: 'pendente', cancelado: false } as ItemProducaoDTO]);
    expect(estado().itens).toBe(antes);
    st.aplicarProducao([{ id: 2, status: 'pronto', cancelado: false } as ItemProducaoDTO]);
    expect(estado().itens[0]?.status_producao).toBe('pronto');
  });

  it("keeps this tab's lines cancelled in production once each, and forgets them with the tab", () => {
    const cancelado = (id: number, venda_id = 70) => ({ id, venda_id, cancelado: true }) as ItemProducaoDTO;
    st.aplicarItemRemovido(venda({ total: 0 }), 1);
    st.aplicarProducao([cancelado(1), cancelado(5, 90)]);
    st.aplicarProducao([cancelado(1)]);
    expect(estado().cancelados.map((c) => c.id)).toEqual([1]);
    st.aplicarVenda(venda({ total: 0 }));
    expect(estado().cancelados).toHaveLength(1);
    st.aplicarVenda(venda({ situacao: 'F' }));
    expect(estado().cancelados).toEqual([]);
  });

  it("ignores another table's events", () => {
    st.aplicarMesa({ ...mesa, id: 8, situacao: 'P' });
    st.aplicarMesaRemovida(8);
    expect(estado()).toMatchObject({ mesa: { id: 7, situacao: 'O' }, naoEncontrada: false });
  });
});
