import type { Cents } from './money';
import type { FormaPagamento } from './pagamento';
import { repartirProporcional } from './por-pessoa';

/*
 * NFC-e rules both sides read (issue 38): the codes a note carries, how a tab's discount and service charge fall on
 * its lines, the cancellation window and the retry schedule of the fiscal outbox.
 */

/** States of a tab's note: waiting to be sent (or resent), authorized by SEFAZ, rejected, cancelled. */
export const SITUACOES_NOTA = ['pendente', 'autorizada', 'erro', 'cancelada'] as const;
export type SituacaoNota = (typeof SITUACOES_NOTA)[number];

export const SITUACAO_NOTA_LABEL: Record<SituacaoNota, string> = {
  pendente: 'Emitindo',
  autorizada: 'Autorizada',
  erro: 'Rejeitada',
  cancelada: 'Cancelada',
};

export const AMBIENTES_FISCAIS = ['homologacao', 'producao'] as const;
export type AmbienteFiscal = (typeof AMBIENTES_FISCAIS)[number];

/** The NF-e's product origins (orig, 0–8): every origin select offers exactly what the schema accepts. */
export const ORIGENS_ICMS: readonly { value: string; label: string }[] = [
  { value: '0', label: '0 – Nacional' },
  { value: '1', label: '1 – Estrangeira (importação direta)' },
  { value: '2', label: '2 – Estrangeira (mercado interno)' },
  { value: '3', label: '3 – Nacional, importação acima de 40% e até 70%' },
  { value: '4', label: '4 – Nacional, processo produtivo básico' },
  { value: '5', label: '5 – Nacional, importação até 40%' },
  { value: '6', label: '6 – Estrangeira (importação direta, sem similar nacional)' },
  { value: '7', label: '7 – Estrangeira (mercado interno, sem similar nacional)' },
  { value: '8', label: '8 – Nacional, importação acima de 70%' },
];

export const PROVEDORES_FISCAIS = ['focusnfe'] as const;
export type ProvedorFiscalNome = (typeof PROVEDORES_FISCAIS)[number];

/** 'automatica': closing a tab emits its note; 'manual': the cashier presses 'Emitir NFC-e'. */
export const MODOS_EMISSAO = ['automatica', 'manual'] as const;
export type ModoEmissao = (typeof MODOS_EMISSAO)[number];

/** CRT: 1 Simples Nacional, 2 Simples Nacional com excesso de sublimite, 3 Regime normal. */
export const REGIMES_TRIBUTARIOS = [1, 2, 3] as const;
export type RegimeTributario = (typeof REGIMES_TRIBUTARIOS)[number];

/** tPag of the NFC-e layout (the same code for every provider): dinheiro 01, crédito 03, débito 04, PIX 17, outro 99. */
export const FORMA_PAGAMENTO_NFCE: Record<FormaPagamento, string> = {
  dinheiro: '01',
  credito: '03',
  debito: '04',
  pix: '17',
  outro: '99',
  // paid in iFood's app: a payment through an intermediary, no code of its own in the layout
  ifood: '99',
};

/** A note may be cancelled only this long after its authorization (SEFAZ's rule for NFC-e). */
export const PRAZO_CANCELAMENTO_NFCE_MS = 30 * 60 * 1000;
export const JUSTIFICATIVA_MIN = 15;
export const JUSTIFICATIVA_MAX = 255;

export const MSG_FISCAL = {
  naoConfigurada: 'Emissão de NFC-e não configurada: ative-a e informe o token em Configurações › Fiscal',
  comandaNaoFechada: 'Só uma comanda fechada tem nota fiscal',
  semNota: 'Esta comanda não tem nota fiscal',
  cancelada: 'A nota fiscal desta comanda foi cancelada e não pode ser emitida de novo',
  prazoCancelamento: 'A NFC-e só pode ser cancelada em até 30 minutos após a autorização',
  naoAutorizada: 'Só uma nota autorizada pode ser cancelada',
  provedorIndisponivel: 'O provedor fiscal não respondeu. Tente novamente em instantes.',
  cancelarAntes: 'Cancele a NFC-e antes de estornar um pagamento ou reabrir esta comanda: ela tem nota autorizada',
} as const;

/** A note still pendente this long after the close alerts the managers (once). */
export const ALERTA_PENDENTE_MS = 10 * 60 * 1000;

/** The managers' alert of a note still pending ('Cartão 057: NFC-e pendente há mais de 10 minutos'); `rotulo` is the tab's. */
export const textoNotaPendente = (rotulo: string) => `${rotulo}: NFC-e pendente há mais de 10 minutos`;

/** An access key (44 digits, with or without Focus's 'NFe' prefix) in groups of 4, as SEFAZ's manual prints it. */
export const chaveEmGrupos = (chave: string) => (chave.replace(/\D/g, '').match(/.{1,4}/g) ?? []).join(' ');

/** The provider's reference of a tab's note: one per tab, the same on every resend (it is what makes a send safe to repeat). */
export const refDaNota = (empresaId: number, vendaId: number) => `cv-${empresaId}-${vendaId}`;

/** How long the outbox waits before try number `tentativa` + 1: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function esperaDaTentativa(tentativa: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, tentativa - 1));
}

/** NCM: 8 digits. */
export const ncmValido = (v: string) => /^\d{8}$/.test(v);
/** CFOP of a sale inside the state to a consumer: 4 digits starting with 5. */
export const cfopValido = (v: string) => /^5\d{3}$/.test(v);

export interface LinhaParaRateio {
  /** the line's value (quantity × unit price), in cents */
  total: Cents;
}

/**
 * Spreads the tab's discount and service charge over its lines in proportion to each line's value, in whole cents
 * that sum exactly to the tab's figures: so the note's total equals what the customer paid.
 */
export function ratearNaNota(
  linhas: LinhaParaRateio[],
  desconto: Cents,
  taxaServico: Cents,
): { desconto: Cents; outras: Cents }[] {
  const pesos = linhas.map((l) => l.total);
  const descontos = repartirProporcional(desconto, pesos);
  const outras = repartirProporcional(taxaServico, pesos);
  return linhas.map((_, i) => ({ desconto: descontos[i]!, outras: outras[i]! }));
}

/** 11 digits as 000.000.000-00 (what the cashier reads). */
export const formatarCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** 000.000.000-00 shown with the middle digits hidden (what a list shows of a customer's CPF). */
export const mascararCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
