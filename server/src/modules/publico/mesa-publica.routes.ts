import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdicionarCarrinhoInput,
  AlterarCarrinhoInput,
  CardapioPublicoDTO,
  CarrinhoDTO,
  CarrinhoHeaders,
  CarrinhoLinhaDTO,
  CpfNotaPublicaInput,
  ComandaAbertaPeloClienteDTO,
  CriarPedidoClienteInput,
  MSG_PEDIDOS,
  MesaPublicaDTO,
  PedidoCriadoDTO,
  RemoverCarrinhoQuery,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { aplicarIdempotencia } from '../../plugins/idempotencia';
import { comZod, operacao, queryNoCorpo, semCorpo, type AppZod } from '../../plugins/contratos';
import * as carrinho from '../pedidos-cliente/carrinho.service';
import * as mesaPublica from '../pedidos-cliente/mesa-publica.service';
import * as pedidos from '../pedidos-cliente/pedidos-cliente.service';
import { resolverAlvo, type Referencia } from '../pedidos-cliente/alvo';
import { chamarGarcomPeloCartao, chamarGarcomPeloCodigo } from './publico.service';
import { definirCpfNota } from './cpf-nota.service';
import { etagCasa } from '../cardapio/cardapio.imagem';

/** A malformed code or token is answered like an unknown one (404), not 400: it becomes ''. */
const segredo = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
  .catch('');
const CodigoParam = z.object({ codigo: segredo });
const TokenParam = z.object({ token: segredo });
const linhaId = z.coerce.number().int().positive().catch(0);

/**
 * Per address, per instance (@fastify/rate-limit's memory store): a flood guard for the public reads and cart writes.
 * The order limit the issue states (10 per 10 minutes per table and per address) is counted in the database instead,
 * from the stored orders, so it holds across instances (pedidos-cliente.service exigirDentroDoLimite).
 */
const limite = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * The diner's ordering routes (issue 22), once for the table card's code (/api/public/mesa/:codigo/…), once for a
 * numbered card's code (/api/public/cartao/:codigo/…, issue 37) and once for a tab link's token
 * (/api/public/comanda/:token/…, which resolves to the tab's table or card). No login: the code or token is
 * the capability; every write is rate limited and answers the shared error shape.
 */
export function mesaPublicaRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const r: Rotas = { app: comZod(fastify), ctx, doc: operacao('publico') };
  rotasDeChegada(r);
  for (const via of VIAS) {
    rotasDoCarrinho(r, via);
    rotasDoPedido(r, via);
  }
}

interface Rotas {
  app: AppZod;
  ctx: AppContext;
  doc: ReturnType<typeof operacao>;
}

type Params = { codigo?: string; token?: string };
const porMesa = {
  prefixo: '/api/public/mesa/:codigo',
  params: CodigoParam,
  nome: 'Mesa',
  de: 'pelo QR da mesa',
  ref: (p: Params): Referencia => ({ codigo: p.codigo ?? '' }),
};
// a numbered card (issue 37) is a place like a table: its printed code resolves the same way (never its number)
const porCartao = {
  prefixo: '/api/public/cartao/:codigo',
  params: CodigoParam,
  nome: 'Cartao',
  de: 'pelo QR do cartão',
  ref: (p: Params): Referencia => ({ cartao: p.codigo ?? '' }),
};
const porComanda = {
  prefixo: '/api/public/comanda/:token',
  params: TokenParam,
  nome: 'Comanda',
  de: 'pelo link da comanda',
  ref: (p: Params): Referencia => ({ token: p.token ?? '' }),
};
const VIAS = [porMesa, porCartao, porComanda];
type Via = (typeof VIAS)[number];

/** Arriving by a table card or a numbered card: the place, opening a tab, calling the waiter. */
function rotasDeChegada({ app, ctx, doc }: Rotas): void {
  app.get(
    '/api/public/mesa/:codigo',
    {
      config: limite(120),
      schema: {
        ...doc('obterMesaPublica', 'Mesa pelo código do QR impresso: empresa, comanda aberta e modo de pedidos'),
        params: CodigoParam,
        response: { 200: MesaPublicaDTO },
      },
    },
    (req) => mesaPublica.mesaPublica(ctx, req.params.codigo),
  );
  app.post(
    '/api/public/mesa/:codigo/abrir',
    {
      config: limite(5),
      schema: {
        ...doc('abrirComandaPeloCliente', 'O cliente abre a comanda da mesa (se a empresa permitir)'),
        params: CodigoParam,
        response: { 200: ComandaAbertaPeloClienteDTO },
      },
    },
    (req) => mesaPublica.abrirPeloCliente(ctx, req.params.codigo),
  );
  app.post(
    '/api/public/mesa/:codigo/chamar-garcom',
    {
      config: limite(5),
      schema: {
        ...doc('chamarGarcomPelaMesa', 'O cliente chama o garçom pelo QR da mesa'),
        params: CodigoParam,
        response: { 200: z.object({ message: z.string(), garcom_chamado_em: z.string() }) },
      },
    },
    (req) => chamarGarcomPeloCodigo(ctx, req.params.codigo),
  );

  app.post(
    '/api/public/cartao/:codigo/chamar-garcom',
    {
      config: limite(5),
      schema: {
        ...doc('chamarGarcomPeloCartao', 'O cliente chama o garçom pelo QR do cartão numerado'),
        params: CodigoParam,
        response: { 200: z.object({ message: z.string(), garcom_chamado_em: z.string() }) },
      },
    },
    (req) => chamarGarcomPeloCartao(ctx, req.params.codigo),
  );
}

/** The shared cart of a place (or of a tab link). */
function rotasDoCarrinho({ app, ctx, doc }: Rotas, via: Via): void {
  const ref = via.ref;
  const Linha = via.params.extend({ linhaId });
  app.get(
    `${via.prefixo}/carrinho`,
    {
      config: limite(120),
      schema: {
        ...doc(`verCarrinho${via.nome}`, `Carrinho compartilhado da mesa ${via.de}`),
        params: via.params,
        headers: CarrinhoHeaders,
        response: { 200: CarrinhoDTO },
      },
    },
    (req) => carrinho.verCarrinho(ctx, ref(req.params), req.headers['x-dispositivo']),
  );
  app.post(
    `${via.prefixo}/carrinho`,
    {
      config: limite(60),
      // optional here: the diner's page sends one, kept across a repeated tap after a lost answer
      preValidation: (req, reply) =>
        idempotenciaPublica(ctx, req, reply, ref(req.params as Record<string, string>), false),
      schema: {
        ...doc(`adicionarCarrinho${via.nome}`, `Adiciona um item ao carrinho da mesa ${via.de}`),
        params: via.params,
        body: AdicionarCarrinhoInput,
        response: { 201: CarrinhoLinhaDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await carrinho.adicionar(ctx, ref(req.params), req.body)),
  );
  app.patch(
    `${via.prefixo}/carrinho/:linhaId`,
    {
      config: limite(60),
      schema: {
        ...doc(`alterarCarrinho${via.nome}`, `Altera a quantidade de um item do carrinho ${via.de}`),
        params: Linha,
        body: AlterarCarrinhoInput,
        response: { 200: CarrinhoLinhaDTO },
      },
    },
    (req) => carrinho.alterar(ctx, ref(req.params), req.params.linhaId, req.body),
  );
  app.delete(
    `${via.prefixo}/carrinho/:linhaId`,
    {
      config: limite(60),
      // the phone's secret in the X-Dispositivo header (or, as before, in the query)
      preValidation: async (req) => {
        await queryNoCorpo(req);
        const cabecalho = req.headers['x-dispositivo'];
        if (typeof cabecalho === 'string') req.body = { dispositivo: cabecalho, ...(req.body as object) };
      },
      schema: {
        ...doc(`removerCarrinho${via.nome}`, `Remove um item do carrinho ${via.de}`),
        params: Linha,
        body: RemoverCarrinhoQuery,
        response: { 204: semCorpo },
      },
    },
    async (req, reply) => {
      await carrinho.remover(ctx, ref(req.params), req.params.linhaId, req.body.dispositivo);
      return reply.status(204).send();
    },
  );
}

/** The menu the diner orders from, sending the cart as an order, and the CPF for the NFC-e. */
function rotasDoPedido({ app, ctx, doc }: Rotas, via: Via): void {
  const ref = via.ref;
  app.get(
    `${via.prefixo}/cardapio`,
    {
      config: limite(120),
      schema: {
        ...doc(`obterCardapio${via.nome}`, `Cardápio para o cliente ${via.de} (ETag; 304 se não mudou)`),
        params: via.params,
        response: { 200: CardapioPublicoDTO, 304: semCorpo },
      },
    },
    async (req, reply) => {
      const { etag, cardapio } = await mesaPublica.cardapioDaMesa(ctx, ref(req.params));
      // no-cache: the phone keeps its copy but asks each time, and gets a 304 while the menu is unchanged
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (etagCasa(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return cardapio;
    },
  );
  app.post(
    `${via.prefixo}/pedidos`,
    {
      config: limite(30),
      preValidation: (req, reply) => idempotenciaPublica(ctx, req, reply, ref(req.params as Record<string, string>)),
      schema: {
        ...doc(`criarPedido${via.nome}`, `O cliente envia um pedido ${via.de} (Idempotency-Key obrigatória)`),
        params: via.params,
        body: CriarPedidoClienteInput,
        response: { 201: PedidoCriadoDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await pedidos.criarPedido(ctx, ref(req.params), req.body, req.ip)),
  );
  app.post(
    `${via.prefixo}/cpf`,
    {
      config: limite(10),
      schema: {
        ...doc(`cpfNaNota${via.nome}`, `O cliente informa o CPF para a NFC-e ${via.de} (null retira)`),
        params: via.params,
        body: CpfNotaPublicaInput,
        response: { 200: z.object({ message: z.string(), cpf_nota: z.string().nullable() }) },
      },
    },
    (req) => definirCpfNota(ctx, ref(req.params), req.body.cpf),
  );
}

/**
 * A diner's order must carry an Idempotency-Key (`obrigatoria`; a cart add may): a double tap or a retry then stores it
 * once. The key is kept per company (the code or token names it) under the pseudo-user 0, through the staff writes'
 * own plugin.
 */
async function idempotenciaPublica(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  ref: Referencia,
  obrigatoria = true,
) {
  if (req.headers['idempotency-key'] === undefined) {
    if (obrigatoria) throw badRequest(MSG_PEDIDOS.chaveObrigatoria);
    return;
  }
  const { empresaId } = await resolverAlvo(ctx.db, ref);
  return aplicarIdempotencia(ctx, req, reply, { empresaId, id: 0 });
}
