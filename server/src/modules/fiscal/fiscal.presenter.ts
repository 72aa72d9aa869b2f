import {
  PRAZO_CANCELAMENTO_NFCE_MS,
  money,
  type DadosFiscaisDTO,
  type FiscalConfigDTO,
  type NotaFiscalDTO,
  type NotaPublicaDTO,
} from '@comanda/shared';
import type { FiscalConfigTable } from '../../db/tables';
import type { Selectable } from 'kysely';
import type { NotaFiscal } from './fiscal.repo';

/** The settings as GET answers them: the token never, only whether one is stored. */
export function presentConfig(c: Selectable<FiscalConfigTable> | undefined): FiscalConfigDTO {
  return {
    ativo: c?.ativo ?? false,
    provedor: 'focusnfe',
    ambiente: c?.ambiente ?? 'homologacao',
    token_configurado: Boolean(c?.token_cifrado),
    cnpj: c?.cnpj ?? null,
    inscricao_estadual: c?.inscricao_estadual ?? null,
    regime_tributario: c?.regime_tributario ?? 1,
    emissao: c?.emissao ?? 'automatica',
    padrao: (c?.padrao as DadosFiscaisDTO | null) ?? null,
  };
}

export function presentNota(n: NotaFiscal, mesaNumero: number | null): NotaFiscalDTO {
  return {
    id: n.id,
    venda_id: n.venda_id,
    mesa_numero: mesaNumero,
    situacao: n.situacao,
    ref: n.ref,
    numero: n.numero,
    serie: n.serie,
    chave: n.chave,
    url_consulta: n.url_consulta,
    qrcode_url: n.qrcode_url,
    codigo_sefaz: n.codigo_sefaz,
    mensagem: n.mensagem,
    cpf: n.cpf,
    valor_total: money(n.valor_total),
    tentativas: n.tentativas,
    ambiente: n.ambiente,
    criado_em: n.criado_em.toISOString(),
    autorizada_em: n.autorizada_em?.toISOString() ?? null,
    cancelada_em: n.cancelada_em?.toISOString() ?? null,
    cancelavel_ate:
      n.situacao === 'autorizada' && n.autorizada_em
        ? new Date(n.autorizada_em.getTime() + PRAZO_CANCELAMENTO_NFCE_MS).toISOString()
        : null,
    xml_guardado: n.xml_proxima_em == null && (n.situacao === 'autorizada' || n.situacao === 'cancelada'),
  };
}

/** A closed tab's note for its diner's receipt: nothing of the company's account, the CPF or the tab's money. */
export function presentNotaPublica(n: NotaFiscal): NotaPublicaDTO {
  return {
    situacao: n.situacao,
    numero: n.numero,
    serie: n.serie,
    chave: n.chave,
    url_consulta: n.url_consulta,
    qrcode_url: n.qrcode_url,
    autorizada_em: n.autorizada_em?.toISOString() ?? null,
    ambiente: n.ambiente,
  };
}
