import type {
  FormaPagamento,
  FormaPagamentoManual,
  ModoPedidoCliente,
  OrigemEntrega,
  Perfil,
  SituacaoItemPedido,
  SituacaoEntrega,
  SituacaoMesa,
  SituacaoVenda,
  StatusProducao,
  TipoVenda,
} from '@comanda/shared';
import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

/** numeric columns come back as strings from pg; we write numbers or strings. */
type Numeric = ColumnType<string, number | string, number | string>;
/** numeric with a database default */
type NumericDefault = ColumnType<string, number | string | undefined, number | string>;
type NumericNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type SN = 'S' | 'N';

export interface EmpresasTable {
  id: Generated<number>;
  fantasia: string;
  razao_social: string | null;
  cnpj: string | null;
  endereco: string | null;
  telefone: string | null;
  email: string | null;
  fuso_horario: Generated<string>;
  taxa_servico_percentual: NumericDefault;
  chave_pix: string | null;
  pix_nome_recebedor: string | null;
  pix_cidade: string | null;
  ativo: Generated<SN>;
  token_versao: Generated<number>;
  data_cadastro: Generated<Date>;
  alerta_amarelo_min: Generated<number>;
  alerta_vermelho_min: Generated<number>;
  /** diners' orders from the table card (issue 22) */
  pedidos_cliente: Generated<ModoPedidoCliente>;
  abrir_pelo_cliente: Generated<boolean>;
  /** numbered cards (issue 37): a card's items may not pass this total; null = no limit */
  cartao_limite: NumericNull;
  /** numbered cards (issue 37): a card below it is charged the difference; null = off */
  consumacao_minima: NumericNull;
}

export interface UsuariosTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  email: string;
  senha_hash: string;
  perfil: Perfil;
  ativo: Generated<SN>;
  token_versao: Generated<number>;
  ultimo_acesso: TimestampNull;
  created_at: Generated<Date>;
}

export interface AdminsPlataformaTable {
  id: Generated<number>;
  username: string;
  nome: string;
  senha_hash: string;
  token_versao: Generated<number>;
  created_at: Generated<Date>;
}

export interface AuditoriaAdminTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_nome: string;
  acao: string;
  alvo: string | null;
  detalhes: ColumnType<unknown, string | null, string | null>;
  criado_em: Generated<Date>;
}

export interface MesasTable {
  id: Generated<number>;
  empresa_id: number;
  numero: number;
  nome: string;
  capacidade: number;
  situacao: Generated<SituacaoMesa>;
  cliente_reserva: string | null;
  data_reserva: TimestampNull;
  chamando_garcom: Generated<SN>;
  garcom_chamado_em: TimestampNull;
  motivo_bloqueio: ColumnType<string | null, string | null | undefined, string | null>;
  /** the printed card's permanent public code (issue 22); the database gives every new table one */
  codigo_publico: Generated<string>;
  created_at: Generated<Date>;
}

export interface CategoriasTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  descricao: string | null;
  estacao_id: number | null;
  created_at: Generated<Date>;
}

export interface EstacoesTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  ativo: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface ItensCanceladosProducaoTable {
  id: Generated<number>;
  empresa_id: number;
  item_id: number;
  venda_id: number;
  estacao_id: number | null;
  status_anterior: string;
  /** the ItemProducaoDTO as it was when removed */
  item: ColumnType<unknown, string, string>;
  cancelado_em: Generated<Date>;
  cancelado_por: number | null;
  reconhecido_em: TimestampNull;
  reconhecido_por: number | null;
}

export interface ProdutosTable {
  id: Generated<number>;
  empresa_id: number;
  categoria_id: number;
  nome: string;
  descricao: string | null;
  preco: Numeric;
  preco_promocional: NumericNull;
  codigo_barras: string | null;
  estoque_atual: Numeric;
  estoque_minimo: Numeric;
  ativo: Generated<SN>;
  tipo_item: Generated<number>;
  qtd_min_sabores: Generated<number>;
  qtd_max_sabores: Generated<number>;
  tipo_preco_sabor: Generated<number>;
  imagem: Buffer | null;
  imagem_mime_type: string | null;
  imagem_versao: Generated<number>;
  esgotado: Generated<boolean>;
  created_at: Generated<Date>;
  /** NFC-e data of the product (issue 38): {ncm, cfop, icms_situacao_tributaria, icms_origem, unidade}; null = padrao */
  fiscal: ColumnType<unknown, string | null | undefined, string | null>;
  /** the product's own code, unique per company: iFood's externalCode names it (issue 39) */
  codigo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SaboresTable {
  id: Generated<number>;
  empresa_id: number;
  produto_id: number;
  nome: string;
  descricao: string | null;
  preco_adicional: Numeric;
  qtd_maxima: Generated<number>;
  ativo: Generated<SN>;
  /** iFood's option externalCode (issue 39) */
  codigo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CategoriasAdicionaisTable {
  id: Generated<number>;
  empresa_id: number;
  produto_id: number;
  nome: string;
  descricao: string | null;
  qtd_minima: Generated<number>;
  qtd_maxima: Generated<number>;
  obrigatorio: Generated<boolean>;
  multipla_escolha: Generated<boolean>;
}

export interface AdicionaisTable {
  id: Generated<number>;
  empresa_id: number;
  categoria_adicional_id: number;
  nome: string;
  descricao: string | null;
  preco: Numeric;
  qtd_maxima: Generated<number>;
  ativo: Generated<SN>;
  /** iFood's option externalCode (issue 39) */
  codigo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VendasTable {
  id: Generated<number>;
  empresa_id: number;
  mesa_id: number | null;
  mesa_numero: number | null;
  nome_cliente: Generated<string>;
  situacao: Generated<SituacaoVenda>;
  funcionario: Generated<string>;
  usuario_id: number | null;
  subtotal: NumericDefault;
  desconto: NumericDefault;
  acrescimo: NumericDefault;
  total: NumericDefault;
  valor_pago: NumericDefault;
  troco: NumericDefault;
  taxa_servico_percentual: NumericDefault;
  cobrar_taxa_servico: Generated<boolean>;
  taxa_servico_motivo: string | null;
  desconto_tipo: 'valor' | 'percentual' | null;
  desconto_valor: NumericDefault;
  desconto_motivo: string | null;
  token_publico: string | null;
  /** set when this tab was merged into another (issue 15) */
  juntada_em_venda_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** opened by a diner from the table card and not yet confirmed by staff: its orders wait for approval */
  aberta_pelo_cliente: Generated<boolean>;
  /** what the tab stands on (issue 37): a table, a numbered card or the counter */
  tipo: Generated<TipoVenda>;
  /** a counter order's number of its day (numero_dia, in the company's time zone), or the card's number */
  numero: number | null;
  numero_dia: ColumnType<string | null, string | null | undefined, string | null>;
  /** a counter order to take away */
  viagem: Generated<boolean>;
  cartao_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** a counter order handed over: it leaves the pickup board */
  retirada_em: TimestampNull;
  /** a counter order's own public page (/pedido/:token) */
  token_pedido: ColumnType<string | null, string | null | undefined, string | null>;
  /** a card's tab (issue 37): the company's minimum spend when it opened (null = off) */
  minimo_consumacao: NumericNull;
  /** the charged difference up to that minimum ('Consumação mínima'): a total column, part of the total */
  consumacao_minima: NumericDefault;
  /** a card's tab: the limit a manager raised for it (null = the company's cartao_limite) */
  limite_cartao: NumericNull;
  /** a delivery's fee (issue 39): a charge of its own, part of the total */
  taxa_entrega: NumericDefault;
  /** the CPF a diner asked for on the note from the phone (issue 38): 11 digits */
  cpf_nota: ColumnType<string | null, string | null | undefined, string | null>;
  data_abertura: Generated<Date>;
  data_fechamento: TimestampNull;
  created_at: Generated<Date>;
}

export interface VendaItensTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  produto_id: number | null;
  produto_nome: string;
  quantidade: number;
  preco_unitario: Numeric;
  total: Numeric;
  observacoes: string | null;
  usuario_id: number | null;
  created_at: Generated<Date>;
  estacao_id: ColumnType<number | null, number | null | undefined, number | null>;
  ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  status_producao: Generated<StatusProducao>;
  em_preparo_em: TimestampNull;
  em_preparo_por: ColumnType<number | null, number | null | undefined, number | null>;
  pronto_em: TimestampNull;
  pronto_por: ColumnType<number | null, number | null | undefined, number | null>;
  entregue_em: TimestampNull;
  entregue_por: ColumnType<number | null, number | null | undefined, number | null>;
  /** who at the table it is for (issue 22) */
  cliente_nome: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VendaItemSaboresTable {
  id: Generated<number>;
  empresa_id: number;
  venda_item_id: number;
  sabor_id: number | null;
  sabor_nome: string;
  quantidade: number;
  preco_unitario: Numeric;
  preco_adicional: Numeric;
}

export interface VendaItemAdicionaisTable {
  id: Generated<number>;
  empresa_id: number;
  venda_item_id: number;
  adicional_id: number | null;
  adicional_nome: string;
  quantidade: number;
  preco_unitario: Numeric;
  preco: Numeric;
}

export interface RelatorioAgendamentosTable {
  id: Generated<number>;
  empresa_id: number;
  frequencia: 'diaria' | 'semanal';
  periodo: string;
  destinatarios: string[];
  ativo: Generated<boolean>;
  proximo_envio: ColumnType<Date, Date, Date>;
  ultimo_envio: TimestampNull;
  ultimo_erro: string | null;
  created_at: Generated<Date>;
}

export interface PagamentosTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  forma: FormaPagamento;
  valor: Numeric;
  valor_recebido: Numeric;
  troco: NumericDefault;
  usuario_id: number | null;
  usuario_nome: string;
  created_at: Generated<Date>;
  removido_em: TimestampNull;
  removido_por: string | null;
  removido_motivo: string | null;
}

/** Append-only tab history: one row per change, generic (tipo + before/after snapshots as JSON). */
export interface VendaHistoricoTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  usuario_id: number | null;
  usuario_nome: string;
  created_at: Generated<Date>;
  tipo: string;
  antes: ColumnType<unknown, string | null, never>;
  depois: ColumnType<unknown, string | null, never>;
  motivo: string | null;
}

export interface SessoesRevogadasTable {
  jti: string;
  expira_em: Date;
}

export interface LoginFalhasTable {
  conta: string;
  ip: string;
  falhas: number;
  primeira_falha: Date;
  ultima_falha: Date;
  bloqueado_ate: Date | null;
}

/** Daily roll-up of closed tabs in the company's calendar (see migration 2026_11_22_1810). */
export interface VendasResumoDiarioTable {
  empresa_id: number;
  dia: string;
  dimensao: 'hora' | 'mesa' | 'funcionario' | 'produto' | 'taxa_servico' | 'desconto' | 'canal' | 'taxa_entrega';
  chave: string;
  quantidade: number;
  valor: string;
}

/** A staff write's Idempotency-Key and its first response (see migration 2026_11_22_1950). */
export interface ChavesIdempotenciaTable {
  empresa_id: number;
  usuario_id: number;
  chave: string;
  hash_requisicao: string;
  status: number | null;
  resposta: string | null;
  criado_em: Generated<Date>;
}

/** A diner's order from the table (issue 22): a request until staff approve it. */
export interface PedidosClienteTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  mesa_id: number | null;
  /** the place it was sent from, as printed: a table's number or a card's (issue 37); exactly one is set */
  mesa_numero: number | null;
  cartao_numero: ColumnType<number | null, number | null | undefined, number | null>;
  cliente_nome: string;
  situacao: Generated<SituacaoItemPedido>;
  /** sha-256 of the sender's address */
  origem: string;
  criado_em: Generated<Date>;
}

/** [{id, nome}] of the chosen flavours and [{id, nome, quantidade}] of the add-ons, as ordered. */
export type SaboresJson = { id: number; nome: string }[];
export type AdicionaisJson = { id: number; nome: string; quantidade: number }[];
type Json<T> = ColumnType<T, string | undefined, string>;

export interface PedidoClienteItensTable {
  id: Generated<number>;
  empresa_id: number;
  pedido_id: number;
  produto_id: number | null;
  produto_nome: string;
  cliente_nome: string;
  quantidade: number;
  sabores: Json<SaboresJson>;
  adicionais: Json<AdicionaisJson>;
  observacao: string | null;
  valor_unitario: Numeric;
  valor_total: Numeric;
  situacao: Generated<SituacaoItemPedido>;
  motivo: string | null;
  venda_item_id: number | null;
  decidido_em: TimestampNull;
  decidido_por: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A line of a table's shared cart (issue 22). */
export interface CarrinhoLinhasTable {
  id: Generated<number>;
  empresa_id: number;
  /** the place whose cart it is: a table or a numbered card (issue 37); exactly one is set */
  mesa_id: ColumnType<number | null, number | null | undefined, number | null>;
  cartao_id: ColumnType<number | null, number | null | undefined, number | null>;
  dispositivo: string;
  cliente_nome: string;
  produto_id: number;
  produto_nome: string;
  quantidade: number;
  sabores: Json<SaboresJson>;
  adicionais: Json<AdicionaisJson>;
  observacao: string | null;
  valor_unitario: Numeric;
  criado_em: Generated<Date>;
}

/** Printers of a company (issue 23); online/estado_desde/erro as its agent last reported. */
export interface ImpressorasTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  host: string;
  porta: number;
  largura: number;
  tipos: string[];
  copias: number;
  ativa: boolean;
  pagina_codigo: string;
  online: Generated<boolean>;
  estado_desde: TimestampNull;
  erro: string | null;
  criado_em: Generated<Date>;
}

export interface ImpressoraEstacoesTable {
  empresa_id: number;
  impressora_id: number;
  estacao_id: number;
}

/** A print agent's device credential: the SHA-256 of its token, never the token. */
export interface ImpressaoAgentesTable {
  id: Generated<number>;
  empresa_id: number;
  nome: string;
  token_hash: string;
  criado_em: Generated<Date>;
  revogado_em: TimestampNull;
  socket_id: string | null;
  conectado_desde: TimestampNull;
  desconectado_desde: TimestampNull;
}

/** The print outbox: one row per job and printer. */
export interface ImpressoesTable {
  id: Generated<number>;
  empresa_id: number;
  impressora_id: number;
  tipo: string;
  /** the job's ConteudoImpressao */
  payload: ColumnType<unknown, string, string>;
  resumo: string;
  situacao: Generated<string>;
  tentativas: Generated<number>;
  ultimo_erro: string | null;
  agente_id: number | null;
  criado_em: Generated<Date>;
  enviada_em: TimestampNull;
  impressa_em: TimestampNull;
  decidida_em: TimestampNull;
  decidida_por: number | null;
}

/** A numbered comanda card (issue 37): its state is 'bloqueado', or derived from its open tab. */
export interface CartoesTable {
  id: Generated<number>;
  empresa_id: number;
  numero: number;
  codigo: Generated<string>;
  bloqueado: Generated<boolean>;
  created_at: Generated<Date>;
  /** the last waiter call / bill request from the card's page (a table keeps these on its own row) */
  garcom_chamado_em: TimestampNull;
  conta_pedida_em: TimestampNull;
}

/** The day's last counter order number per company (issue 37). */
export interface BalcaoNumeracaoTable {
  empresa_id: number;
  dia: string;
  ultimo: number;
}

/** A delivery tab's delivery (issue 39): one per tab of kind 'entrega'. */
export interface EntregasTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  origem: Generated<OrigemEntrega>;
  situacao: Generated<SituacaoEntrega>;
  /** digits only (normalizarTelefone) */
  telefone: Generated<string>;
  logradouro: Generated<string>;
  numero: Generated<string>;
  complemento: string | null;
  bairro: Generated<string>;
  cidade: Generated<string>;
  referencia: string | null;
  observacoes: string | null;
  /** how the customer pays on delivery; null: nothing to collect (prepaid) */
  pagamento_forma: FormaPagamentoManual | null;
  /** the note the customer will pay with ('troco para R$ 100,00') */
  troco_para: NumericNull;
  entregador: string | null;
  ifood_pedido_id: string | null;
  ifood_display_id: string | null;
  ifood_merchant_id: string | null;
  saiu_em: TimestampNull;
  entregue_em: TimestampNull;
  created_at: Generated<Date>;
}

/** The pickup board's public code per company (issue 37). */
export interface PaineisTable {
  empresa_id: number;
  codigo: Generated<string>;
}

/** A company's link to one iFood store (issue 39): tokens only encrypted; the poller's lease on it. */
export interface IfoodConfigTable {
  empresa_id: number;
  ativo: Generated<boolean>;
  merchant_id: string | null;
  merchant_nome: string | null;
  aceite: Generated<'automatico' | 'manual'>;
  verificador_cifrado: string | null;
  access_token_cifrado: string | null;
  refresh_token_cifrado: string | null;
  token_expira_em: TimestampNull;
  polling_por: string | null;
  polling_ate: TimestampNull;
  ultimo_polling: TimestampNull;
  ultimo_erro: string | null;
  atualizado_em: Generated<Date>;
}

/** iFood's events as received, stored before they are acknowledged; each processed once (issue 39). */
export interface IfoodEventosTable {
  id: string;
  empresa_id: number;
  codigo: string;
  pedido_id: string;
  criado_em: Date;
  recebido_em: Date;
  corpo: ColumnType<unknown, string, string>;
  processado_em: TimestampNull;
  tentativas: Generated<number>;
  proxima_tentativa_em: ColumnType<Date, Date, Date>;
  erro: string | null;
}

/** One tab per iFood order (issue 39). */
export interface IfoodPedidosTable {
  id: Generated<number>;
  empresa_id: number;
  pedido_id: string;
  venda_id: number;
  display_id: string;
  entrega_por: Generated<'proprio' | 'ifood' | 'retirada'>;
  situacao: Generated<'aguardando' | 'confirmado' | 'cancelado' | 'recusado'>;
  sem_vinculo: ColumnType<unknown, string | undefined, string>;
  cancelamento_falhou: string | null;
  criado_em: Generated<Date>;
}

/** The calls back to iFood: a durable outbox, one row per call (issue 39). */
export interface IfoodSaidaTable {
  id: Generated<number>;
  empresa_id: number;
  acao: string;
  chave: string;
  corpo: ColumnType<unknown, string | undefined, string>;
  situacao: Generated<'pendente' | 'enviada' | 'erro'>;
  tentativas: Generated<number>;
  proxima_tentativa_em: ColumnType<Date, Date, Date>;
  enviando_por: string | null;
  enviando_ate: TimestampNull;
  mensagem: string | null;
  criado_em: ColumnType<Date, Date, Date>;
}

/** A company's NFC-e settings (issue 38); the provider's token only encrypted. */
export interface FiscalConfigTable {
  empresa_id: number;
  ativo: boolean;
  provedor: string;
  ambiente: 'homologacao' | 'producao';
  token_cifrado: string | null;
  cnpj: string | null;
  inscricao_estadual: string | null;
  regime_tributario: number;
  emissao: 'automatica' | 'manual';
  /** the default DadosFiscais */
  padrao: ColumnType<unknown, string | null | undefined, string | null>;
  atualizado_em: Generated<Date>;
}

/** The fiscal outbox: one NFC-e per tab, sent after the closing commit (issue 38). */
export interface NotasFiscaisTable {
  id: Generated<number>;
  empresa_id: number;
  venda_id: number;
  ref: string;
  ambiente: 'homologacao' | 'producao';
  situacao: Generated<'pendente' | 'autorizada' | 'erro' | 'cancelada'>;
  cpf: string | null;
  tentativas: Generated<number>;
  proxima_tentativa_em: Generated<Date>;
  enviando_por: string | null;
  enviando_ate: TimestampNull;
  incerta: Generated<boolean>;
  numero: string | null;
  serie: string | null;
  chave: string | null;
  url_consulta: string | null;
  qrcode_url: string | null;
  caminho_xml: string | null;
  codigo_sefaz: string | null;
  mensagem: string | null;
  valor_total: NumericDefault;
  criado_em: Generated<Date>;
  autorizada_em: TimestampNull;
  cancelada_em: TimestampNull;
  justificativa_cancelamento: string | null;
  /** the authorized note's XML, fetched from the provider (kept 5 years) */
  xml: ColumnType<string | null, string | null | undefined, string | null>;
  caminho_xml_cancelamento: ColumnType<string | null, string | null | undefined, string | null>;
  /** the cancellation event's XML */
  xml_cancelamento: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the sweep fetches a missing XML again; null: nothing to fetch */
  xml_proxima_em: TimestampNull;
  xml_tentativas: Generated<number>;
  /** when managers were alerted that the note was still pending after 10 minutes */
  alertada_em: TimestampNull;
  /** SEFAZ's authorization protocol (nProt) and its date (dhRecbto), as the DANFE prints them */
  protocolo: ColumnType<string | null, string | null | undefined, string | null>;
  protocolo_em: TimestampNull;
  /** the emission date (dhEmi) of the document that was authorized */
  emitida_em: TimestampNull;
}

export interface Database {
  ifood_config: IfoodConfigTable;
  ifood_eventos: IfoodEventosTable;
  ifood_pedidos: IfoodPedidosTable;
  ifood_saida: IfoodSaidaTable;
  fiscal_config: FiscalConfigTable;
  notas_fiscais: NotasFiscaisTable;
  cartoes: CartoesTable;
  balcao_numeracao: BalcaoNumeracaoTable;
  paineis: PaineisTable;
  entregas: EntregasTable;
  pedidos_cliente: PedidosClienteTable;
  pedido_cliente_itens: PedidoClienteItensTable;
  carrinho_linhas: CarrinhoLinhasTable;
  impressoras: ImpressorasTable;
  impressora_estacoes: ImpressoraEstacoesTable;
  impressao_agentes: ImpressaoAgentesTable;
  impressoes: ImpressoesTable;
  chaves_idempotencia: ChavesIdempotenciaTable;
  sessoes_revogadas: SessoesRevogadasTable;
  login_falhas: LoginFalhasTable;
  pagamentos: PagamentosTable;
  venda_historico: VendaHistoricoTable;
  vendas_resumo_diario: VendasResumoDiarioTable;
  relatorio_agendamentos: RelatorioAgendamentosTable;
  empresas: EmpresasTable;
  usuarios: UsuariosTable;
  admins_plataforma: AdminsPlataformaTable;
  auditoria_admin: AuditoriaAdminTable;
  mesas: MesasTable;
  categorias: CategoriasTable;
  estacoes: EstacoesTable;
  itens_cancelados_producao: ItensCanceladosProducaoTable;
  produtos: ProdutosTable;
  sabores: SaboresTable;
  categorias_adicionais: CategoriasAdicionaisTable;
  adicionais: AdicionaisTable;
  vendas: VendasTable;
  venda_itens: VendaItensTable;
  venda_item_sabores: VendaItemSaboresTable;
  venda_item_adicionais: VendaItemAdicionaisTable;
}

export type Empresa = Selectable<EmpresasTable>;
export type Usuario = Selectable<UsuariosTable>;
export type Mesa = Selectable<MesasTable>;
export type Venda = Selectable<VendasTable>;
export type Entrega = Selectable<EntregasTable>;
export type VendaItem = Selectable<VendaItensTable>;
export type Produto = Selectable<ProdutosTable>;
export type Categoria = Selectable<CategoriasTable>;
export type Sabor = Selectable<SaboresTable>;
export type CategoriaAdicional = Selectable<CategoriasAdicionaisTable>;
export type Adicional = Selectable<AdicionaisTable>;
export type Pagamento = Selectable<PagamentosTable>;
export type MesaUpdate = Updateable<MesasTable>;
export type PedidoCliente = Selectable<PedidosClienteTable>;
export type CarrinhoLinha = Selectable<CarrinhoLinhasTable>;
export type Impressora = Selectable<ImpressorasTable>;
