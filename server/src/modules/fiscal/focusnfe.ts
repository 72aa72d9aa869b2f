import type { AmbienteFiscal } from '@comanda/shared';
import {
  ProvedorIndisponivel,
  type ContaProvedor,
  type DocumentoNfce,
  type ProvedorFiscal,
  type RespostaNota,
} from './provedor';

/*
 * The Focus NFe adapter (https://focusnfe.com.br/doc/#nfce): POST /v2/nfce?ref=REF emits synchronously, GET
 * /v2/nfce/REF reads, DELETE /v2/nfce/REF {justificativa} cancels; HTTP Basic with the company's token as the user.
 * Its base URL comes from FOCUSNFE_URL, else the company's environment's own. POST and GET ask `completa=1`: the answer
 * then also carries SEFAZ's protocol (protocolo_nota_fiscal) and the note as sent, which the DANFE NFC-e prints.
 */

export const URL_FOCUSNFE: Record<AmbienteFiscal, string> = {
  homologacao: 'https://homologacao.focusnfe.com.br',
  producao: 'https://api.focusnfe.com.br',
};

/** SEFAZ refuses a homologation note whose first item does not say so. */
export const DESCRICAO_HOMOLOGACAO = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

const reais = (centavos: number) => (centavos / 100).toFixed(2);
/** A unit price that a quantity does not divide into whole cents keeps its decimals (vUnCom takes up to 10). */
const unitario = (centavos: number) => (Number.isInteger(centavos) ? reais(centavos) : (centavos / 100).toFixed(10));

/** The note in Focus NFe's field names (its NFC-e reference, version 4.00). */
export function corpoFocus(doc: DocumentoNfce, ambiente: AmbienteFiscal): Record<string, unknown> {
  return {
    natureza_operacao: 'VENDA AO CONSUMIDOR',
    data_emissao: doc.data_emissao,
    presenca_comprador: '1',
    modalidade_frete: '9',
    local_destino: '1',
    cnpj_emitente: doc.emitente.cnpj,
    inscricao_estadual_emitente: doc.emitente.inscricao_estadual,
    indicador_inscricao_estadual_destinatario: '9',
    ...(doc.cpf ? { cpf_destinatario: doc.cpf } : {}),
    items: doc.itens.map((i) => ({
      numero_item: String(i.numero),
      codigo_produto: i.codigo,
      descricao: ambiente === 'homologacao' && i.numero === 1 ? DESCRICAO_HOMOLOGACAO : i.descricao,
      codigo_ncm: i.ncm,
      cfop: i.cfop,
      unidade_comercial: i.unidade,
      unidade_tributavel: i.unidade,
      quantidade_comercial: String(i.quantidade),
      quantidade_tributavel: String(i.quantidade),
      valor_unitario_comercial: unitario(i.valor_unitario),
      valor_unitario_tributavel: unitario(i.valor_unitario),
      valor_bruto: reais(i.valor_bruto),
      ...(i.valor_desconto ? { valor_desconto: reais(i.valor_desconto) } : {}),
      ...(i.valor_outras_despesas ? { valor_outras_despesas: reais(i.valor_outras_despesas) } : {}),
      icms_origem: String(i.icms_origem),
      icms_situacao_tributaria: i.icms_situacao_tributaria,
    })),
    formas_pagamento: doc.pagamentos.map((p) => ({ forma_pagamento: p.forma, valor_pagamento: reais(p.valor) })),
    ...(doc.valor_troco ? { valor_troco: reais(doc.valor_troco) } : {}),
  };
}

type CorpoFocus = {
  status?: string;
  status_sefaz?: string;
  mensagem_sefaz?: string;
  numero?: string | number;
  serie?: string | number;
  chave_nfe?: string;
  qrcode_url?: string;
  url_consulta_nf?: string;
  caminho_xml_nota_fiscal?: string;
  caminho_xml_cancelamento?: string;
  codigo?: string;
  mensagem?: string;
  /** with completa=1: SEFAZ's protocol of the note ("os dados completos do protocolo devolvido pela SEFAZ") */
  protocolo_nota_fiscal?: { numero_protocolo?: string; protocolo?: string; data_recebimento?: string };
  /** with completa=1: the note as sent ("da mesma forma que constam no XML da nota") */
  requisicao_nota_fiscal?: { data_emissao?: string };
};

const texto = (v: unknown) => (v == null || v === '' ? null : String(v).slice(0, 500));
/** A date the provider answered, only if it reads as one (it is stored as a timestamp). */
const data = (v: unknown) => {
  const t = texto(v);
  return t && !Number.isNaN(Date.parse(t)) ? t : null;
};

/** A note's answer (POST, GET or DELETE with status) as the module's RespostaNota. */
export function lerNota(c: CorpoFocus): RespostaNota {
  switch (c.status) {
    case 'autorizado':
      return {
        situacao: 'autorizada',
        numero: texto(c.numero),
        serie: texto(c.serie),
        chave: texto(c.chave_nfe),
        url_consulta: texto(c.url_consulta_nf),
        qrcode_url: texto(c.qrcode_url),
        caminho_xml: texto(c.caminho_xml_nota_fiscal),
        codigo: texto(c.status_sefaz),
        mensagem: texto(c.mensagem_sefaz),
        protocolo: texto(c.protocolo_nota_fiscal?.numero_protocolo ?? c.protocolo_nota_fiscal?.protocolo),
        protocolo_em: data(c.protocolo_nota_fiscal?.data_recebimento),
        emitida_em: data(c.requisicao_nota_fiscal?.data_emissao),
      };
    case 'cancelado':
      return {
        situacao: 'cancelada',
        codigo: texto(c.status_sefaz),
        mensagem: texto(c.mensagem_sefaz),
        caminho_xml_cancelamento: texto(c.caminho_xml_cancelamento),
        caminho_xml: texto(c.caminho_xml_nota_fiscal),
      };
    case 'erro_autorizacao':
    case 'denegado':
    case 'erro_cancelamento':
      return {
        situacao: 'rejeitada',
        codigo: texto(c.status_sefaz),
        mensagem: (c.status === 'denegado' ? 'Denegada: ' : '') + (texto(c.mensagem_sefaz) ?? 'Rejeitada pela SEFAZ'),
      };
    case 'processando_autorizacao':
      return { situacao: 'processando' };
    default:
      return { situacao: 'processando' };
  }
}

/** The provider's own refusals (4xx with {codigo, mensagem}) that mean "this reference is already being handled". */
const JA_EXISTE = /already|processad|autorizad|em_processamento/i;

/** 4xx without a note's status: the provider refused the request itself. */
function recusa(status: number, c: CorpoFocus): RespostaNota {
  if (status === 401 || status === 403)
    return { situacao: 'rejeitada', codigo: texto(c.codigo), mensagem: 'Token recusado pelo provedor fiscal' };
  if (c.codigo && JA_EXISTE.test(c.codigo)) return { situacao: 'processando' };
  return {
    situacao: 'rejeitada',
    codigo: texto(c.codigo),
    mensagem: texto(c.mensagem) ?? `Recusada pelo provedor fiscal (HTTP ${status})`,
  };
}

export function criarFocusNfe(opts: { url?: string; timeoutMs: number }): ProvedorFiscal {
  async function pedir(
    conta: ContaProvedor,
    metodo: 'GET' | 'POST' | 'DELETE',
    caminho: string,
    corpo?: unknown,
  ): Promise<{ status: number; texto: string }> {
    const base = opts.url ?? URL_FOCUSNFE[conta.ambiente];
    // a timer of our own, held until the body is read (AbortSignal.timeout's timer may go with a collected signal)
    const controle = new AbortController();
    const prazo = setTimeout(() => controle.abort(), opts.timeoutMs);
    let res: Response;
    let texto = '';
    try {
      res = await fetch(base + caminho, {
        method: metodo,
        headers: {
          authorization: 'Basic ' + Buffer.from(`${conta.token}:`).toString('base64'),
          ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
        signal: controle.signal,
      });
      texto = await res.text();
    } catch {
      // the request may or may not have reached the provider; never quote the request (its header holds the token)
      throw new ProvedorIndisponivel(
        `Provedor fiscal indisponível (${controle.signal.aborted ? 'tempo esgotado' : 'sem conexão'})`,
      );
    } finally {
      clearTimeout(prazo);
    }
    if (res.status >= 500 || res.status === 429)
      throw new ProvedorIndisponivel(`Provedor fiscal indisponível (HTTP ${res.status})`);
    return { status: res.status, texto };
  }

  async function chamar(
    conta: ContaProvedor,
    metodo: 'GET' | 'POST' | 'DELETE',
    caminho: string,
    corpo?: unknown,
  ): Promise<{ status: number; corpo: CorpoFocus }> {
    const { status, texto } = await pedir(conta, metodo, caminho, corpo);
    let json: CorpoFocus = {};
    try {
      json = texto ? (JSON.parse(texto) as CorpoFocus) : {};
    } catch {
      throw new ProvedorIndisponivel(`Provedor fiscal respondeu algo ilegível (HTTP ${status})`);
    }
    return { status, corpo: json };
  }

  const ref = (r: string) => encodeURIComponent(r);

  return {
    async emitir(conta, r, doc) {
      const { status, corpo } = await chamar(
        conta,
        'POST',
        `/v2/nfce?ref=${ref(r)}&completa=1`,
        corpoFocus(doc, conta.ambiente),
      );
      return status < 300 || corpo.status ? lerNota(corpo) : recusa(status, corpo);
    },
    async consultar(conta, r) {
      const { status, corpo } = await chamar(conta, 'GET', `/v2/nfce/${ref(r)}?completa=1`);
      if (status === 404) return { situacao: 'inexistente' };
      return status < 300 || corpo.status ? lerNota(corpo) : recusa(status, corpo);
    },
    async cancelar(conta, r, justificativa) {
      const { status, corpo } = await chamar(conta, 'DELETE', `/v2/nfce/${ref(r)}`, { justificativa });
      return status < 300 || corpo.status ? lerNota(corpo) : recusa(status, corpo);
    },
    // "caminho_xml_nota_fiscal: o caminho para montar a URL para download do XML" (GET on the same host)
    async baixarXml(conta, caminho) {
      // only a path on the provider's own host: the token must never go anywhere else
      if (!/^\/(?!\/)[^\s?#]*$/.test(caminho)) throw new ProvedorIndisponivel('Caminho de XML inválido');
      const { status, texto } = await pedir(conta, 'GET', caminho);
      if (status >= 300 || !texto.trimStart().startsWith('<'))
        throw new ProvedorIndisponivel(`XML da nota indisponível (HTTP ${status})`);
      return texto;
    },
  };
}
