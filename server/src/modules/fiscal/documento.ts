import { DadosFiscais, FORMA_PAGAMENTO_NFCE, ratearNaNota, toCents } from '@comanda/shared';
import type { Tenant } from '../../db/tenant';
import { dadosFiscaisDosProdutos } from '../cardapio/dados-fiscais';
import { buscarVenda, itensDasVendas } from '../comanda/comanda';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { pagamentosAtivos } from '../pagamentos/pagamentos-da-comanda';
import type { ContaFiscal } from './conta';
import type { NotaFiscal } from './fiscal.repo';
import type { DocumentoNfce } from './provedor';

/** The tab's data cannot make a note (a product without fiscal data and no default…): fixed by a person, then resent. */
export class DadosFiscaisIncompletos extends Error {}

/** `agora` as an ISO date-time with the offset of `fuso` (SEFAZ wants the local time with its offset). */
export function isoComFuso(agora: Date, fuso: string): string {
  const partes = Object.fromEntries(
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
      .formatToParts(agora)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    +partes.year!,
    +partes.month! - 1,
    +partes.day!,
    +partes.hour!,
    +partes.minute!,
    +partes.second!,
  );
  const minutos = Math.round((local - Math.floor(agora.getTime() / 1000) * 1000) / 60_000);
  const sinal = minutos < 0 ? '-' : '+';
  const abs = Math.abs(minutos);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${partes.year}-${partes.month}-${partes.day}T${partes.hour}:${partes.minute}:${partes.second}${sinal}${hh}:${mm}`;
}

/**
 * The note of a closed tab, rebuilt from the database on every send (so a resend carries corrected product data):
 * one line per item with its quantity, unit price and gross value; the tab's discount and service charge spread over
 * the lines to the cent; the standing payments (amount received) and the change.
 */
export async function montarDocumento(
  t: Tenant,
  nota: NotaFiscal,
  conta: Pick<ContaFiscal, 'cnpj' | 'inscricao_estadual' | 'regime_tributario' | 'padrao'>,
  agora: Date,
): Promise<DocumentoNfce> {
  const venda = await buscarVenda(t, nota.venda_id);
  if (!venda) throw new DadosFiscaisIncompletos('Comanda não encontrada');
  const [itens, pagamentos, fuso] = await Promise.all([
    itensDasVendas(t, [venda.id]),
    pagamentosAtivos(t, venda.id),
    fusoDaEmpresa(t),
  ]);
  const linhas = itens.filter((i) => i.quantidade > 0 && toCents(i.total) > 0);
  if (linhas.length === 0) throw new DadosFiscaisIncompletos('A comanda não tem itens com valor');
  const produtoIds = [...new Set(linhas.map((i) => i.produto_id).filter((id): id is number => id != null))];
  const proprios = new Map((await dadosFiscaisDosProdutos(t, produtoIds)).map((p) => [p.id, p.fiscal]));
  const simples = conta.regime_tributario !== 3;
  const rateio = ratearNaNota(
    linhas.map((i) => ({ total: toCents(i.total) })),
    toCents(venda.desconto),
    // a delivery's fee (issue 39) and a card's minimum spend (issue 37) go with the service charge in "outras
    // despesas" (vOutro, valid on any NFC-e): the note totals what the customer paid
    toCents(venda.acrescimo) + toCents(venda.taxa_entrega) + toCents(venda.consumacao_minima),
  );
  return {
    emitente: {
      cnpj: conta.cnpj,
      inscricao_estadual: conta.inscricao_estadual,
      regime_tributario: conta.regime_tributario,
    },
    data_emissao: isoComFuso(agora, fuso),
    cpf: nota.cpf,
    itens: linhas.map((i, n) => {
      const proprio = i.produto_id != null ? DadosFiscais.safeParse(proprios.get(i.produto_id)) : null;
      const fiscal = proprio?.success ? proprio.data : conta.padrao;
      if (!fiscal)
        throw new DadosFiscaisIncompletos(
          `"${i.produto_nome}" não tem dados fiscais e a empresa não tem um padrão (Configurações › Fiscal)`,
        );
      // CSOSN (3 digits) in the Simples Nacional, CST (2 digits) in the normal regime: SEFAZ refuses the other one
      if ((fiscal.icms_situacao_tributaria.length === 3) !== simples)
        throw new DadosFiscaisIncompletos(
          `"${i.produto_nome}": a situação tributária ${fiscal.icms_situacao_tributaria} não serve ao regime ` +
            (simples ? 'do Simples Nacional (use um CSOSN, como 102)' : 'normal (use um CST, como 00)'),
        );
      const bruto = toCents(i.total);
      const unitario =
        toCents(i.preco_unitario) * i.quantidade === bruto ? toCents(i.preco_unitario) : bruto / i.quantidade;
      return {
        numero: n + 1,
        codigo: String(i.produto_id ?? `item-${i.id}`),
        descricao: i.produto_nome.slice(0, 120),
        ncm: fiscal.ncm,
        cfop: fiscal.cfop,
        unidade: fiscal.unidade,
        icms_origem: fiscal.icms_origem,
        icms_situacao_tributaria: fiscal.icms_situacao_tributaria,
        quantidade: i.quantidade,
        valor_unitario: unitario,
        valor_bruto: bruto,
        valor_desconto: rateio[n]!.desconto,
        valor_outras_despesas: rateio[n]!.outras,
      };
    }),
    pagamentos: pagamentos.map((p) => ({
      forma: FORMA_PAGAMENTO_NFCE[p.forma],
      valor: Math.max(toCents(p.valor_recebido), toCents(p.valor)),
    })),
    valor_troco: pagamentos.reduce((s, p) => s + toCents(p.troco), 0),
  };
}
