import type { CategoriaDTO, ProdutoDTO } from './schemas/cardapio';
import type { MesaDTO, ResumoMesas } from './schemas/mesas';
import type { ItemDTO, VendaDTO } from './schemas/vendas';

/** Socket.io messages to staff of one company (room empresa:{id}). Each carries the changed entity. */
export interface StaffEvents {
  'mesa:criada': (p: { mesa: MesaDTO }) => void;
  'mesa:atualizada': (p: { mesa: MesaDTO }) => void;
  'mesa:removida': (p: { id: number }) => void;
  'mesas:resumo': (p: { resumo: ResumoMesas }) => void;
  'venda:aberta': (p: { venda: VendaDTO }) => void;
  'venda:atualizada': (p: { venda: VendaDTO }) => void;
  'venda:fechada': (p: { venda: VendaDTO }) => void;
  'venda:cancelada': (p: { venda: VendaDTO }) => void;
  'venda:item-adicionado': (p: { venda: VendaDTO; item: ItemDTO }) => void;
  'venda:item-removido': (p: { venda: VendaDTO; itemId: number }) => void;
  'garcom:chamado': (p: { mesa: MesaDTO }) => void;
  'garcom:cancelado': (p: { mesa: MesaDTO }) => void;
  'cardapio:alterado': (p: { produto?: ProdutoDTO; produtoRemovidoId?: number; categoria?: CategoriaDTO; categoriaRemovidaId?: number }) => void;
  'sessao:encerrada': (p: { message: string }) => void;
}

export type StaffEventName = keyof StaffEvents;

/**
 * A committed domain event: where it happened and the staff message it becomes. vendaId marks events that also
 * change a diner's bill (the gateway then sends that tab's public room its own reduced projection).
 */
export type DomainEvent = {
  [K in StaffEventName]: { empresaId: number; vendaId?: number; nome: K; payload: Parameters<StaffEvents[K]>[0] };
}[StaffEventName];
