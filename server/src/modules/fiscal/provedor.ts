import type { AmbienteFiscal } from '@comanda/shared';

/*
 * What the fiscal module asks of a provider (issue 38, architecture rule 21): emit, read and cancel a note by our own
 * reference. Focus NFe is the first adapter (focusnfe.ts); PlugNotas or NFE.io would be others. Nothing outside this
 * module knows a provider's name.
 */

/** A note as the provider builds it from: the NFC-e's own fields, no provider's names. Money in cents. */
export interface DocumentoNfce {
  emitente: { cnpj: string; inscricao_estadual: string; regime_tributario: number };
  /** ISO date-time with the company's offset */
  data_emissao: string;
  cpf: string | null;
  itens: {
    numero: number;
    codigo: string;
    descricao: string;
    ncm: string;
    cfop: string;
    unidade: string;
    icms_origem: number;
    icms_situacao_tributaria: string;
    quantidade: number;
    valor_unitario: number;
    /** quantity × unit price */
    valor_bruto: number;
    /** the line's share of the tab's discount */
    valor_desconto: number;
    /** the line's share of the service charge */
    valor_outras_despesas: number;
  }[];
  /** tPag code (FORMA_PAGAMENTO_NFCE) and amount; the change is valor_troco */
  pagamentos: { forma: string; valor: number }[];
  valor_troco: number;
}

/** The provider's word on a note. */
export type RespostaNota =
  | {
      situacao: 'autorizada';
      numero: string | null;
      serie: string | null;
      chave: string | null;
      url_consulta: string | null;
      qrcode_url: string | null;
      caminho_xml: string | null;
      codigo: string | null;
      mensagem: string | null;
      /** SEFAZ's authorization protocol (nProt) and its date (dhRecbto), and the note's dhEmi, when the provider says */
      protocolo: string | null;
      protocolo_em: string | null;
      emitida_em: string | null;
    }
  /** SEFAZ (or the provider's validation) refused it: fix the data and send again with the same reference */
  | { situacao: 'rejeitada'; codigo: string | null; mensagem: string }
  | {
      situacao: 'cancelada';
      codigo: string | null;
      mensagem: string | null;
      /** where the provider keeps the cancellation event's XML (and the note's own, when it says) */
      caminho_xml_cancelamento: string | null;
      caminho_xml: string | null;
    }
  /** still being processed by the provider: ask again later */
  | { situacao: 'processando' }
  /** the provider has no note with this reference */
  | { situacao: 'inexistente' };

/**
 * The provider did not answer (timeout, refused or reset connection, 5xx, 429): whether it received the request is
 * unknown. The note stays pendente and the next attempt reads it before sending again.
 */
export class ProvedorIndisponivel extends Error {}

/** Credentials and environment of one company's account at the provider. */
export interface ContaProvedor {
  token: string;
  ambiente: AmbienteFiscal;
}

export interface ProvedorFiscal {
  emitir(conta: ContaProvedor, ref: string, doc: DocumentoNfce): Promise<RespostaNota>;
  consultar(conta: ContaProvedor, ref: string): Promise<RespostaNota>;
  cancelar(conta: ContaProvedor, ref: string, justificativa: string): Promise<RespostaNota>;
  /**
   * A stored XML (the note's or its cancellation's) by the path the provider answered. Throws ProvedorIndisponivel
   * when it cannot be read now (the sweep tries again later).
   */
  baixarXml(conta: ContaProvedor, caminho: string): Promise<string>;
}
