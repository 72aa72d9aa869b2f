import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AbrirVendaInput,
  AdicionarItemInput,
  AtualizarVendaInput,
  CancelarItemInput,
  FecharContaInput,
  JuntarComandasInput,
  MoverComandaInput,
  ReduzirItemInput,
  TransferirItensInput,
  FechamentoDTO,
  ItemDTO,
  ItemProducaoDTO,
  VendaDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { queryNoCorpo, operacao, caminhos, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import * as service from './vendas.service';
import * as pagamentos from '../pagamentos/pagamentos.service';
import { reduzirItem, removerItem } from './vendas.cancelamentos';
import * as operacoes from '../mesas/operacoes';
import * as cartoes from '../cartoes/cartoes.service';

export function vendasRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('vendas') };
  rotasDeConsulta(grupo);
  rotasDaComanda(grupo);
  rotasDeItens(grupo);
  rotasDeOperacoes(grupo);
}

/** The open tabs, the most ordered products and a table’s tab. */
function rotasDeConsulta({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_tables') };
  const criar = { preValidation: guards.staff('create_sales') };

  app.get(
    '/api/vendas/ativas',
    {
      ...ver,
      schema: {
        ...doc('listarVendasAtivas', 'Comandas abertas com mesa e cliente'),
        response: { 200: z.array(VendaDTO) },
      },
    },
    (req) => service.ativas(ctx, req.staff),
  );
  app.get(
    '/api/vendas/mais-pedidos',
    {
      ...criar,
      schema: {
        ...doc('listarMaisPedidos', 'Produtos mais pedidos nos últimos 7 dias'),
        response: { 200: z.object({ produto_ids: z.array(z.number()) }) },
      },
    },
    (req) => service.maisPedidos(ctx, req.staff),
  );
  for (const [url, legado] of caminhos('/api/mesas/:id/venda', '/api/vendas/mesa/:id'))
    app.get(
      url,
      {
        ...ver,
        schema: {
          ...doc('obterVendaDaMesa', 'Comanda aberta de uma mesa'),
          ...legado,
          params: IdParam,
          response: { 200: VendaDTO },
        },
      },
      (req) => service.daMesa(ctx, req.staff, req.params.id),
    );
}

/** Opening a tab of any kind, reading, renaming or cancelling it, and closing it. */
function rotasDaComanda({ app, ctx, guards, doc }: GrupoDeRotas): void {
  // counter orders and deliveries (issues 37, 39): the cashier opens them and adds their items; the service checks the kind
  const criarOuBalcao = { preValidation: guards.staff(['create_sales', 'use_counter', 'manage_deliveries']) };
  const ver = { preValidation: guards.staff('view_tables') };
  app.post(
    '/api/vendas',
    {
      ...criarOuBalcao,
      schema: {
        ...doc('abrirVenda', 'Abre uma comanda: na mesa, no balcão, num cartão ou uma entrega'),
        body: AbrirVendaInput,
        response: { 201: VendaDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.abrir(ctx, req.staff, req.body)),
  );
  app.get(
    '/api/vendas/:id',
    {
      ...ver,
      schema: { ...doc('obterVenda', 'Uma comanda de qualquer tipo'), params: IdParam, response: { 200: VendaDTO } },
    },
    (req) => service.porId(ctx, req.staff, req.params.id),
  );
  // renaming needs create_sales, cancelling needs manage_sales: the service checks which one applies
  app.patch(
    '/api/vendas/:id',
    {
      ...ver,
      schema: {
        ...doc('atualizarVenda', 'Altera o cliente ou cancela a comanda'),
        params: IdParam,
        body: AtualizarVendaInput,
        response: { 200: VendaDTO },
      },
    },
    (req) => service.atualizar(ctx, req.staff, req.params.id, req.body),
  );
  // closing settles the bill first (issue 14): see pagamentos.service
  app.post(
    '/api/vendas/:id/fechar',
    {
      preValidation: guards.staff('close_sales'),
      schema: {
        ...doc('fecharVenda', 'Fecha a conta da comanda'),
        params: IdParam,
        body: FecharContaInput,
        response: { 200: FechamentoDTO },
      },
    },
    (req) => pagamentos.fechar(ctx, req.staff, req.params.id, req.body),
  );
}

/** A tab’s items: listing, adding and voiding them. */
function rotasDeItens({ app, ctx, guards, doc }: GrupoDeRotas): void {
  // counter orders and deliveries (issues 37, 39): the cashier opens them and adds their items; the service checks the kind
  const criarOuBalcao = { preValidation: guards.staff(['create_sales', 'use_counter', 'manage_deliveries']) };
  const ver = { preValidation: guards.staff('view_tables') };
  const criar = { preValidation: guards.staff('create_sales') };
  app.get(
    '/api/vendas/:id/itens',
    {
      ...ver,
      schema: { ...doc('listarItens', 'Itens da comanda'), params: IdParam, response: { 200: z.array(ItemDTO) } },
    },
    (req) => service.itens(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/vendas/:id/cancelados',
    {
      ...ver,
      schema: {
        ...doc('listarItensCancelados', 'Itens cancelados depois de entrar em produção'),
        params: IdParam,
        response: { 200: z.array(ItemProducaoDTO) },
      },
    },
    (req) => service.cancelados(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/vendas/:id/itens',
    {
      ...criarOuBalcao,
      schema: {
        ...doc('adicionarItem', 'Adiciona um item à comanda'),
        params: IdParam,
        body: AdicionarItemInput,
        response: { 201: ItemDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.adicionarItem(ctx, req.staff, req.params.id, req.body)),
  );
  // voids (issue 15): the reason may come in the body or as ?motivo= (browsers' DELETE without a body)
  for (const [url, legado] of caminhos('/api/venda-itens/:id', '/api/vendas/itens/:id')) {
    app.delete(
      url,
      {
        preValidation: [criar.preValidation, queryNoCorpo],
        schema: {
          ...doc('removerItem', 'Remove (cancela) um item'),
          ...legado,
          params: IdParam,
          body: CancelarItemInput,
          response: { 200: VendaDTO },
        },
      },
      (req) => removerItem(ctx, req.staff, req.params.id, req.body, req.ip),
    );
    app.patch(
      url,
      {
        ...criar,
        schema: {
          ...doc('reduzirItem', 'Reduz a quantidade de um item'),
          ...legado,
          params: IdParam,
          body: ReduzirItemInput,
          response: { 200: VendaDTO },
        },
      },
      (req) => reduzirItem(ctx, req.staff, req.params.id, req.body, req.ip),
    );
  }
}

/** Moving items and tabs: transfer, move and merge. */
function rotasDeOperacoes({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const transferir = { preValidation: guards.staff('transfer_items') };
  app.post(
    '/api/vendas/:id/transferir',
    {
      ...transferir,
      schema: {
        ...doc('transferirItens', 'Transfere itens para outra mesa'),
        params: IdParam,
        body: TransferirItensInput,
        response: { 200: z.object({ origem: VendaDTO, destino: VendaDTO }) },
      },
    },
    (req) => operacoes.transferir(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/mover',
    {
      ...transferir,
      schema: {
        ...doc('moverVenda', 'Move a comanda para outra mesa, ou a de um cartão para outro cartão'),
        params: IdParam,
        body: MoverComandaInput,
        response: { 200: VendaDTO },
      },
    },
    // a table's tab to a free table; a card's tab (a lost card, issue 37) to a free card
    (req) =>
      'cartao_destino' in req.body
        ? cartoes.moverParaCartao(ctx, req.staff, req.params.id, req.body.cartao_destino)
        : operacoes.mover(ctx, req.staff, req.params.id, req.body),
  );
  app.post(
    '/api/vendas/:id/juntar',
    {
      ...transferir,
      schema: {
        ...doc('juntarVendas', 'Junta outra comanda nesta'),
        params: IdParam,
        body: JuntarComandasInput,
        response: { 200: VendaDTO },
      },
    },
    (req) => operacoes.juntar(ctx, req.staff, req.params.id, req.body),
  );
}
