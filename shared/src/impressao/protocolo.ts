import type { LarguraPapel } from '../schemas/impressao';
import { formatBRL, rotuloComanda } from '../text/format';

/*
 * The print agent's protocol (issue 23), one source for the server (realtime/agentes.ts) and the agent (agente/src,
 * which the build bundles with this file into the agente.js that Settings › Impressoras offers for download). Plain
 * runtime code with no zod or other library (only types from schemas/), so the agent's bundle carries it as it is.
 * The messages' shapes (TrabalhoImpressao, AgenteServerEvents, AgenteClientEvents) are in schemas/impressao.ts.
 */

/** The agents' socket.io namespace: same server and path (/socket.io) as the staff's, a handshake of its own. */
export const NAMESPACE_IMPRESSAO = '/impressao';

/** The key of the handshake's `auth` that carries the agent's device token: `io(url, { auth: { agente: token } })`. */
export const CHAVE_TOKEN_AGENTE = 'agente';

/**
 * The `connect_error` message of a refused agent (no token, an unknown or a revoked one). Final: the agent stops and
 * says MENSAGEM_AGENTE_RECUSADO. Anything else (the database unavailable, the server restarting) is retried.
 */
export const AGENTE_RECUSADO = 'agente_recusado';

/** What the agent tells the person when the server refuses its token. */
export const MENSAGEM_AGENTE_RECUSADO =
  'Token recusado (revogado ou inválido). Crie um novo agente em Configurações › Impressoras e rode o novo comando.';

/** True for the server's refusal of the token, as socket.io-client's `connect_error` carries it. */
export const agenteRecusado = (erro: { message?: unknown } | null | undefined): boolean =>
  erro?.message === AGENTE_RECUSADO;

/** Characters per line of Font A: 48 on 80 mm paper, 32 on 58 mm. */
export const COLUNAS_POR_LARGURA: Readonly<Record<LarguraPapel, number>> = { 80: 48, 58: 32 };
/** A width the table does not know (a newer server's) prints as 80 mm. */
export const colunasDaLargura = (largura: LarguraPapel): number => COLUNAS_POR_LARGURA[largura] ?? 48;

/** The right-aligned column of a value line ('Subtotal ... R$ 10,00'): up to '- R$ 999.999,99' fits in it. */
export const COLUNAS_VALOR = 16;

/** Money as printed: 'R$ 1.234,50' (plain spaces: a printer's code page has no non-breaking one). */
export const dinheiroImpresso = (valor: number): string => formatBRL(valor);

/** Where a ticket goes: 'Mesa 07', or 'Balcão' for a tab with no table (jobs of servers before issue 37). */
export const rotuloMesa = (mesa: number | null | undefined): string => rotuloComanda({ mesa_numero: mesa ?? null });

/** A job's tab as printed: the label the server wrote ('Cartão 057', 'Balcão #27 — Ana'), else its table. */
export const rotuloDoTrabalho = (c: { mesa?: number | null; rotulo?: string | null }): string =>
  c.rotulo || rotuloMesa(c.mesa);

/*
 * The DANFE NFC-e (issue 38): the wording and formats of SEFAZ's "Manual de Especificações Técnicas do DANFE NFC-e e
 * QR Code", one source for the agent's paper (agente/src/danfe.js) and the server's PDF (modules/fiscal/danfe-pdf.ts).
 * The job carries the note's data (schemas/impressao.ts, DanfeNfce); these lay it out the same on both (the access key
 * in groups of 4 is rules/fiscal.ts's chaveEmGrupos).
 */
export const DANFE_TEXTOS = {
  titulo: 'DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica',
  homologacao: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO – SEM VALOR FISCAL',
  colunas: ['Código', 'Descrição', 'Qtde', 'UN', 'Vl Unit', 'Vl Total'],
  qtdItens: 'Qtde. total de itens',
  valorTotal: 'Valor total R$',
  desconto: 'Descontos R$',
  acrescimos: 'Acréscimos R$',
  valorPagar: 'Valor a Pagar R$',
  formaPagamento: 'FORMA PAGAMENTO',
  valorPago: 'VALOR PAGO R$',
  troco: 'Troco R$',
  consulte: 'Consulte pela Chave de Acesso em',
  consumidorNaoIdentificado: 'CONSUMIDOR NÃO IDENTIFICADO',
  protocolo: 'Protocolo de autorização:',
  dataAutorizacao: 'Data de autorização:',
} as const;

/** 123.456.789-09 */
export const cpfFormatado = (cpf: string): string =>
  cpf.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** Division V: 'CONSUMIDOR CPF: 123.456.789-09', or 'CONSUMIDOR NÃO IDENTIFICADO'. */
export const textoConsumidor = (cpf: string | null | undefined): string =>
  cpf ? `CONSUMIDOR CPF: ${cpfFormatado(cpf)}` : DANFE_TEXTOS.consumidorNaoIdentificado;

/** CNPJ 12.345.678/0001-95 */
export const cnpjFormatado = (cnpj: string): string =>
  cnpj.replace(/\D/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** '27/11/2026 14:05:09' in the company's zone. */
export function dataHoraDanfe(iso: string, fuso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** Division VI: 'NFC-e nº 000000012 Série 001 27/11/2026 14:05:09'. */
export const identificacaoNfce = (d: { numero: string; serie: string; emitida_em: string; fuso: string }): string =>
  `NFC-e nº ${d.numero.padStart(9, '0')} Série ${d.serie.padStart(3, '0')} ${dataHoraDanfe(d.emitida_em, d.fuso)}`;

/** A money column without the symbol (the header says R$): '1.234,50'. */
export const decimalImpresso = (valor: number): string => formatBRL(valor).replace(/^(-?)R\$ /, '$1');

/** A quantity: '2', '0,5'. */
export const quantidadeImpressa = (q: number): string => String(Math.round(q * 1000) / 1000).replace('.', ',');

/** The payment's name on the DANFE by its NFC-e code (tPag, rules/fiscal.ts FORMA_PAGAMENTO_NFCE). */
export const FORMA_PAGAMENTO_DANFE: Readonly<Record<string, string>> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '05': 'Crédito Loja',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '12': 'Vale Presente',
  '13': 'Vale Combustível',
  '15': 'Boleto Bancário',
  '16': 'Depósito Bancário',
  '17': 'Pagamento Instantâneo (PIX)',
  '18': 'Transferência bancária',
  '19': 'Programa de fidelidade',
  '20': 'PIX Estático',
  '90': 'Sem pagamento',
  '99': 'Outros',
};
