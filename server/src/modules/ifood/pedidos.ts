import { toCents, type IfoodPedidoDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import type { Tx } from '../../db/transaction';
import { atualizarVenda, inserirItem, recalcularTotais, travarComanda, type AutorItem } from '../comanda/comanda';
import { abrirEntrega } from '../entregas/entregas.service';
import { registrarPagoForaDoCaixa } from '../pagamentos/pagamentos-da-comanda';
import type { PedidoIfood } from './ifood.api';
import * as repo from './ifood.repo';

/*
 * An iFood order becomes a delivery tab (issue 39): iFood's displayId, customer, address and fee, its items at iFood's
 * prices (matched to our products by externalCode = the product's code; one that matches none still goes to
 * production under iFood's name, flagged for the manager), its discount, and its payments: what was paid online in
 * iFood's app as paid by 'iFood' (it shows in the cash-up), what the courier collects (cash with its change) on the
 * delivery. All in one transaction; the kitchen and printers hear the items through the core's hooks.
 */

export const AUTOR_IFOOD = (empresaId: number): AutorItem => ({ empresaId, id: null, nome: 'iFood' });

export const presentPedido = (p: Awaited<ReturnType<typeof repo.pedidoDaVenda>> & object): IfoodPedidoDTO => ({
  venda_id: p.venda_id,
  pedido_id: p.pedido_id,
  display_id: p.display_id,
  situacao: p.situacao,
  cancelamento_falhou: p.cancelamento_falhou,
});

const METODO: Record<string, 'dinheiro' | 'credito' | 'debito' | 'pix' | 'outro'> = {
  CASH: 'dinheiro',
  CREDIT: 'credito',
  DEBIT: 'debito',
  PIX: 'pix',
};

const centavos = (reais: number | undefined | null) => toCents(reais ?? 0);
const digitos = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '').slice(0, 20);
const corta = (v: string | null | undefined, n: number) => (v ?? '').trim().slice(0, n);

type OpcaoCasada = {
  tipo: 'sabor' | 'adicional';
  id: number | null;
  nome: string;
  unitario: number;
  quantidade: number;
};

/** Options matched to the product's flavours and add-ons by code (then by name); the rest stay add-ons by name. */
async function casarOpcoes(t: Tenant, produtoId: number | null, item: PedidoIfood['items'][number]) {
  const opcoes = item.options ?? [];
  const doProduto = produtoId ? await repo.opcoesDoProduto(t, produtoId) : { sabores: [], adicionais: [] };
  const achar = <T extends { codigo: string | null; nome: string }>(
    lista: T[],
    o: { externalCode?: string | null; name: string },
  ) =>
    lista.find((x) => o.externalCode && x.codigo === o.externalCode) ??
    lista.find((x) => x.nome.toLocaleLowerCase('pt-BR') === o.name.toLocaleLowerCase('pt-BR'));
  return opcoes.map((o): OpcaoCasada => {
    const sabor = achar(doProduto.sabores, o);
    const unitario = centavos(o.unitPrice);
    if (sabor) return { tipo: 'sabor', id: sabor.id, nome: o.name, unitario, quantidade: o.quantity };
    const adicional = achar(doProduto.adicionais, o);
    return { tipo: 'adicional', id: adicional?.id ?? null, nome: o.name, unitario, quantidade: o.quantity };
  });
}

/** Adds iFood's items to the locked tab; answers the tab as left and the items that matched no product. */
async function inserirItens(tx: Tx, autor: AutorItem, venda: Venda, pedido: PedidoIfood, agora: Date) {
  const t = tenant(tx.trx, autor.empresaId);
  const semVinculo: { nome: string; codigo: string | null }[] = [];
  let atual = venda;
  for (const item of pedido.items) {
    const codigo = item.externalCode?.trim() || null;
    const produto = codigo ? await repo.produtoPorCodigo(t, codigo) : undefined;
    let estacao = produto ? { id: produto.estacao_id, nome: produto.estacao_nome } : null;
    if (!produto) {
      semVinculo.push({ nome: item.name, codigo });
      // no product of ours: it still goes to production (the first station) under iFood's name
      const primeira = await repo.primeiraEstacao(t);
      estacao = { id: primeira?.id ?? null, nome: primeira?.nome ?? null };
    }
    const opcoes = await casarOpcoes(t, produto?.id ?? null, item);
    const quantidade = Math.max(1, Math.round(item.quantity));
    const total = centavos(item.totalPrice);
    const r = await inserirItem(tx, autor, atual, {
      produto: { id: produto?.id ?? null, nome: item.name, estacao_id: estacao!.id, estacao_nome: estacao!.nome },
      sabores: opcoes
        .filter((o) => o.tipo === 'sabor')
        .map((o) => ({ id: o.id, nome: o.nome, preco_adicional: (o.unitario / 100).toFixed(2) })),
      escolhidos: opcoes
        .filter((o) => o.tipo === 'adicional')
        .map((o) => ({ id: o.id, nome: o.nome, preco: (o.unitario / 100).toFixed(2), quantidade: o.quantidade })),
      preco: { unitario: Math.round(total / quantidade), total },
      quantidade,
      observacoes: item.observations?.trim().slice(0, 300) || null,
      cliente_nome: null,
      agora,
    });
    atual = r.venda;
  }
  return { venda: atual, semVinculo };
}

/**
 * Creates the tab of an iFood order in the caller's transaction. Answers null when this order already has its tab
 * (a repeated PLACED, or another instance got there first).
 */
export async function criarPedido(
  tx: Tx,
  ctx: AppContext,
  empresaId: number,
  pedido: PedidoIfood,
  aceite: 'automatico' | 'manual',
): Promise<IfoodPedidoDTO | null> {
  const t = tenant(tx.trx, empresaId);
  if (await repo.pedidoPorIfood(t, pedido.id)) return null;
  const autor = AUTOR_IFOOD(empresaId);
  const agora = ctx.relogio.agora();
  const end = pedido.delivery?.deliveryAddress;
  const aReceber = pedido.payments.methods.find((m) => !m.prepaid);
  const entregaPor =
    pedido.orderType === 'TAKEOUT' ? 'retirada' : pedido.delivery?.deliveredBy === 'MERCHANT' ? 'proprio' : 'ifood';
  const { venda: aberta } = await abrirEntrega(
    tx,
    autor,
    {
      nome_cliente: corta(pedido.customer?.name, 100) || `iFood ${pedido.displayId}`,
      telefone: digitos(pedido.customer?.phone?.number),
      endereco: {
        logradouro: corta(end?.streetName, 200),
        numero: corta(end?.streetNumber, 20),
        complemento: corta(end?.complement, 200) || null,
        bairro: corta(end?.neighborhood, 100),
        cidade: corta(end?.city, 100),
        referencia: corta(end?.reference, 200) || null,
      },
      taxa_entrega: centavos(pedido.total.deliveryFee) / 100,
      observacoes: [pedido.delivery?.observations, pedido.extraInfo].filter(Boolean).join(' · ').slice(0, 500) || null,
      pagamento: aReceber
        ? {
            forma: METODO[aReceber.method] ?? 'outro',
            troco_para: aReceber.method === 'CASH' && aReceber.cash?.changeFor ? aReceber.cash.changeFor : null,
          }
        : null,
      origem: 'ifood',
      ifood: { pedido_id: pedido.id, display_id: pedido.displayId, merchant_id: pedido.merchant?.id ?? null },
    },
    agora,
  );
  const { venda: travada } = await travarComanda(tx, autor, aberta.id);
  const { venda, semVinculo } = await inserirItens(tx, autor, travada, pedido, agora);
  // iFood's discounts (coupons, benefits) as the tab's discount, so the tab's total is iFood's
  const beneficios = centavos(pedido.total.benefits);
  if (beneficios > 0) {
    await atualizarVenda(t, venda.id, {
      desconto_tipo: 'valor',
      desconto_valor: (beneficios / 100).toFixed(2),
      desconto_motivo: 'Desconto do iFood',
    });
    await recalcularTotais(t, venda.id);
  }
  const pagoOnline = pedido.payments.methods.filter((m) => m.prepaid).reduce((s, m) => s + centavos(m.value), 0);
  if (pagoOnline > 0) await registrarPagoForaDoCaixa(tx, autor, venda.id, 'ifood', pagoOnline);
  const linha = await repo.inserirPedido(t, {
    pedido_id: pedido.id,
    venda_id: venda.id,
    display_id: pedido.displayId,
    entrega_por: entregaPor,
    situacao: aceite === 'automatico' ? 'confirmado' : 'aguardando',
    sem_vinculo: JSON.stringify(semVinculo),
  });
  if (!linha) return null;
  if (aceite === 'automatico') await enfileirarAcao(t, pedido.id, 'confirm', {}, agora);
  const dto = presentPedido(linha);
  tx.emit({
    empresaId,
    nome: 'ifood:alerta',
    payload: {
      tipo: 'novo',
      mensagem: `Novo pedido iFood #${pedido.displayId}`,
      pedido: dto,
    },
  });
  return dto;
}

/** Queues a call on an order (one per order and action). */
export const enfileirarAcao = (t: Tenant, pedidoId: string, acao: string, corpo: object, agora: Date) =>
  repo.enfileirar(t, {
    acao,
    chave: `${pedidoId}:${acao}`,
    corpo: JSON.stringify({ pedido_id: pedidoId, ...corpo }),
    proxima_tentativa_em: agora,
    criado_em: agora,
  });
