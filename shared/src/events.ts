import type { CategoriaDTO, ProdutoDTO } from './schemas/cardapio';
import type { MesaDTO } from './schemas/mesas';
import type { ItemDTO, VendaDTO } from './schemas/vendas';
import type { EstacaoDTO, ItemProducaoDTO } from './schemas/cozinha';
import type { IfoodPedidoDTO } from './schemas/ifood';
import type { EmpresaSessao } from './schemas/auth';
import type { ComandaPublica } from './schemas/publico';
import type { ModoPedidoCliente } from './rules/pedidos-cliente';
import type { CarrinhoDTO, PedidoClienteDTO } from './schemas/pedidos';
import type { EstadoImpressao } from './schemas/impressao';
import type { PainelPublicoDTO, PedidoBalcaoPublicoDTO } from './schemas/balcao';
import type { NotaFiscalDTO } from './schemas/fiscal';
import type { EntregaDTO } from './schemas/entregas';

/** Socket.io messages to staff of one company (room empresa:{id}). Each carries the changed entity. */
export interface StaffEvents {
  'mesa:criada': (p: { mesa: MesaDTO }) => void;
  'mesa:atualizada': (p: { mesa: MesaDTO }) => void;
  'mesa:removida': (p: { id: number }) => void;
  'venda:aberta': (p: { venda: VendaDTO }) => void;
  'venda:atualizada': (p: { venda: VendaDTO }) => void;
  'venda:fechada': (p: { venda: VendaDTO }) => void;
  'venda:cancelada': (p: { venda: VendaDTO }) => void;
  'venda:item-adicionado': (p: { venda: VendaDTO; item: ItemDTO }) => void;
  'venda:item-removido': (p: { venda: VendaDTO; itemId: number }) => void;
  /** the tab's whole item list after a partial void, transfer or merge (issue 15) */
  'venda:itens-alterados': (p: { venda: VendaDTO; itens: ItemDTO[] }) => void;
  'garcom:chamado': (p: { mesa: MesaDTO }) => void;
  'garcom:cancelado': (p: { mesa: MesaDTO }) => void;
  /**
   * a diner on a numbered card (issue 37) called the waiter ('garcom') or asked for the bill ('conta'): alerted like
   * garcom:chamado / a table's 'pediu a conta'; rotulo is 'Cartão 057'
   */
  'cartao:chamado': (p: {
    numero: number;
    rotulo: string;
    motivo: 'garcom' | 'conta';
    em: string;
    venda_id: number | null;
  }) => void;
  'cardapio:alterado': (p: {
    produto?: ProdutoDTO;
    produtoRemovidoId?: number;
    categoria?: CategoriaDTO;
    categoriaRemovidaId?: number;
  }) => void;
  'sessao:encerrada': (p: { message: string }) => void;
  /** a staff user's data changed (name, e-mail): the users list refetches; the server drops its cached session */
  'usuario:atualizado': (p: { id: number }) => void;
  /** the company's settings changed (PATCH /api/empresa): screens showing them fetch them again */
  'empresa:atualizada': (p: { empresa: EmpresaSessao }) => void;
  /** a production station was created, renamed, (de)activated (estacao) or deleted (removidaId): lists refetch */
  'estacao:alterada': (p: { estacao?: EstacaoDTO; removidaId?: number }) => void;
  /** a new ticket (or items joining a ticket that has not started): every item of it */
  'cozinha:ticket': (p: { itens: ItemProducaoDTO[] }) => void;
  /** status changes and cancellations; removidos: items that simply leave the screen (removed before anyone started them, acknowledged cancellations) */
  'cozinha:item': (p: { itens: ItemProducaoDTO[]; removidos: number[] }) => void;
  /** a diner sent an order from the table (issue 22): the map alerts like garcom:chamado while it is pendente */
  'pedido-cliente:novo': (p: PedidoClienteDTO) => void;
  /** an order was approved or refused (whole or in part) */
  'pedido-cliente:atualizado': (p: PedidoClienteDTO) => void;
  /** print agents' connections and printers' states and queues changed (issue 23): the whole picture */
  'impressao:estado': (p: EstadoImpressao) => void;
  /** a print agent dropped: ADMIN and GERENTE (manage_printers) see it like a waiter call */
  'impressao:alerta': (p: { mensagem: string }) => void;
  /** a tab's NFC-e changed state (issue 38): queued, authorized, rejected or cancelled */
  'fiscal:nota': (p: { nota: NotaFiscalDTO }) => void;
  /** a note still pendente 10 minutes after the close: managers (manage_sales) see it like the printers' alert */
  'fiscal:alerta': (p: { mensagem: string; venda_id: number; nota_id: number }) => void;
  /** a delivery was opened or moved (issue 39: preparando, pronto, saiu, entregue): the Entregas screen */
  'entrega:atualizada': (p: { entrega: EntregaDTO }) => void;
  /**
   * iFood (issue 39): a new order (with 'Aceitar'/'Recusar' while aguardando, when the acceptance is manual), one
   * cancelled by iFood, a cancellation iFood refused (CANCELLATION_REQUEST_FAILED), or a link problem
   */
  'ifood:alerta': (p: {
    tipo: 'novo' | 'cancelado' | 'cancelamento_falhou' | 'erro';
    mensagem: string;
    pedido: IfoodPedidoDTO | null;
  }) => void;
}

export type StaffEventName = keyof StaffEvents;

/**
 * Socket.io messages to the diners at one table (issue 22). Their room is the table's public room, joined in the
 * handshake with the table card's code (`auth.mesa`) or a tab's token (`auth.comanda`); cardapio:atualizado goes to
 * every diner room of the company.
 */
export interface MesaPublicaEvents {
  /** the table's shared cart changed: the whole cart */
  'carrinho:atualizado': (p: CarrinhoDTO) => void;
  /** the menu changed (a product sold out, edited, …): refetch it with If-None-Match */
  'cardapio:atualizado': (p: Record<string, never>) => void;
  /**
   * a tab opened, closed or moved on the table: the card asks for its first answer again (GET
   * /api/public/mesa/:codigo). It carries nothing: a tab's token never travels on a socket (issue 35)
   */
  'mesa-publica:atualizada': (p: Record<string, never>) => void;
  /**
   * staff printed a new card for the table: the old code is dead, and every socket of the table's room is dropped
   * right after (a tab link reconnects by its token; the old card's page cannot, and should say the link expired)
   */
  'mesa-publica:codigo-renovado': (p: Record<string, never>) => void;
  /**
   * a tab opened, closed or moved on a numbered card (issue 37): the card's page (joined with `auth.cartao`) asks for
   * its first answer again (GET /api/public/cartao/:codigo). It carries nothing, like mesa-publica:atualizada
   */
  'cartao-publico:atualizado': (p: Record<string, never>) => void;
  /** the company changed how diners order (Settings › Empresa): to every diner page of the company */
  'pedidos:modo': (p: { pedidos: ModoPedidoCliente; abrir_pelo_cliente: boolean }) => void;
}
export type MesaPublicaEventName = keyof MesaPublicaEvents;

/**
 * A committed domain event: where it happened and the staff message it becomes. vendaId marks events that also
 * change a diner's bill (the gateway then sends that tab's public room its own reduced projection).
 */
export type StaffDomainEvent = {
  // usuarioId / sessaoId narrow 'sessao:encerrada' to one user's devices / one token's sockets (logout)
  [K in StaffEventName]: {
    empresaId: number;
    vendaId?: number;
    usuarioId?: number;
    sessaoId?: string;
    /** production stations the change touches: the event also goes to their rooms */
    estacaoIds?: number[];
    /**
     * the table the tab (vendaId) just left: its diners' sockets leave that table's public room and join the tab's
     * new table's before anything else is sent, so they never hear the next party at the old table (issue 35)
     */
    mesaDeixada?: number;
    /** a card's tab moved to another card (a lost card, issue 37): the old card's number, whose page is told */
    cartaoDeixado?: number;
    nome: K;
    payload: Parameters<StaffEvents[K]>[0];
  };
}[StaffEventName];

/**
 * Print-outbox signals that no screen receives (issue 23): jobs were queued for a company (its agents fetch them and
 * the staff's printer state is rebuilt), or an agent was revoked (its sockets drop at once, on every instance).
 */
export type ImpressaoInterna =
  | {
      empresaId: number;
      vendaId?: undefined;
      usuarioId?: undefined;
      sessaoId?: undefined;
      estacaoIds?: undefined;
      nome: 'impressao:fila';
      payload: Record<string, never>;
    }
  | {
      empresaId: number;
      vendaId?: undefined;
      usuarioId?: undefined;
      sessaoId?: undefined;
      estacaoIds?: undefined;
      nome: 'impressao:agente-revogado';
      payload: { agenteId: number };
    };

/**
 * Socket.io messages to a company's pickup board (issue 37; its room is joined with the board's code, `auth.painel`)
 * and to one counter order's own page (joined with its token, `auth.pedido`). Each carries the whole projection.
 */
export interface PainelEvents {
  'painel:atualizado': (p: PainelPublicoDTO) => void;
  /** staff issued a new code: the old one is dead, and the board's sockets are dropped right after */
  'painel:codigo-renovado': (p: Record<string, never>) => void;
  'pedido:atualizado': (p: PedidoBalcaoPublicoDTO) => void;
}

/** The board's code was renewed (issue 37): its sockets are told and dropped, on every instance. */
export interface PainelRenovado {
  empresaId: number;
  vendaId?: undefined;
  usuarioId?: undefined;
  sessaoId?: undefined;
  estacaoIds?: undefined;
  nome: 'painel:renovado';
  payload: Record<string, never>;
}

/**
 * A committed change only the diners at one table see (mesaId), or at one numbered card (cartao: its number, issue
 * 37), or every diner of the company (neither).
 */
export type PublicDomainEvent = {
  [K in MesaPublicaEventName]: {
    publico: true;
    empresaId: number;
    mesaId?: number;
    cartao?: number;
    nome: K;
    payload: Parameters<MesaPublicaEvents[K]>[0];
  };
}[MesaPublicaEventName];

/** Every committed event the bus carries: staff messages (which may also touch a tab's diners) and diner-only ones. */
export type DomainEvent = StaffDomainEvent | PublicDomainEvent | ImpressaoInterna | PainelRenovado;

/** What a diner may see of their tab (the public room's updates): its schema lives with the other DTOs. */
export type { ComandaPublica };

/** The final figures a diner sees when the tab closes. */
export interface ResumoEncerrada {
  subtotal: number;
  taxa_servico: number;
  desconto: number;
  total: number;
  pago: number;
  troco: number;
}

/**
 * Socket.io messages to a diner: its tab room (comanda:{token}) and, since issue 22, the table's public room, which
 * gets the tab's comanda:atualizada / comanda:encerrada too (a table-card socket is not disconnected at the close).
 */
export interface PublicEvents extends MesaPublicaEvents {
  'comanda:atualizada': (p: ComandaPublica) => void;
  'comanda:encerrada': (p: { situacao: 'F' | 'C'; resumo?: ResumoEncerrada }) => void;
}

/** Clients send nothing: every write goes through REST. */
export type ClientEvents = Record<string, never>;

/**
 * The 503 message while the server's database is unreachable, also the socket handshake's connect_error then:
 * clients retry that refusal (a refused token is not retried).
 */
export const SERVICO_INDISPONIVEL = 'Serviço temporariamente indisponível';
