import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AtualizarCategoriaInput,
  BuscarImagensInput,
  CriarCategoriaInput,
  EditarProdutoInput,
  AtivoProdutoInput,
  ListarProdutosQuery,
  ProdutoInput,
  BuscarImagensResposta,
  CategoriaDTO,
  GrupoAdicionaisEquipeDTO,
  ProdutoDetalheDTO,
  ProdutoDTO,
  SaborDTO,
  EsgotadoInput,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao, documentarComo, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import { etagCasa, etagImagem } from './cardapio.imagem';
import * as service from './cardapio.service';

/** Room for a 2 MB image in base64 and then some, so oversized uploads get our pt-BR 400 instead of a bare 413. */
const COM_IMAGEM = { bodyLimit: 8 * 1024 * 1024 };

export function cardapioRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('cardapio') };
  rotasDeCategorias(grupo);
  rotasDeLeituraDeProdutos(grupo);
  rotasDeEdicaoDeProdutos(grupo);
  rotasDeImagens(grupo);
}

/** The menu’s categories. */
function rotasDeCategorias({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_menu') };
  const editar = { preValidation: guards.staff('edit_menu') };
  app.get(
    '/api/categorias',
    {
      ...ver,
      schema: {
        ...doc('listarCategorias', 'Lista as categorias do cardápio'),
        response: { 200: z.array(CategoriaDTO) },
      },
    },
    (req) => service.listarCategorias(ctx, req.staff),
  );
  app.post(
    '/api/categorias',
    {
      ...editar,
      schema: {
        ...doc('criarCategoria', 'Cria uma categoria'),
        body: CriarCategoriaInput,
        response: { 201: CategoriaDTO },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarCategoria(ctx, req.staff, req.body)),
  );
  app.patch(
    '/api/categorias/:id',
    {
      ...editar,
      schema: {
        ...doc('editarCategoria', 'Edita uma categoria'),
        params: IdParam,
        body: AtualizarCategoriaInput,
        response: { 200: CategoriaDTO },
      },
    },
    (req) => service.atualizarCategoria(ctx, req.staff, req.params.id, req.body),
  );
  app.delete(
    '/api/categorias/:id',
    {
      ...editar,
      schema: {
        ...doc('removerCategoria', 'Remove uma categoria sem produtos'),
        params: IdParam,
        response: { 204: semCorpo },
      },
    },
    async (req, reply) => {
      await service.removerCategoria(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** Reading products, with their flavours and add-ons. */
function rotasDeLeituraDeProdutos({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_menu') };
  app.get(
    '/api/produtos',
    {
      // the kitchen lists the products too, to mark them sold out
      preValidation: guards.staff(['view_menu', 'mark_sold_out']),
      schema: {
        ...doc('listarProdutos', 'Lista os produtos'),
        querystring: ListarProdutosQuery,
        response: { 200: z.array(ProdutoDTO) },
      },
    },
    (req) => service.listarProdutos(ctx, req.staff, req.query),
  );
  app.get(
    '/api/produtos/:id',
    {
      ...ver,
      schema: {
        ...doc('obterProduto', 'Produto com sabores e adicionais'),
        params: IdParam,
        response: { 200: ProdutoDetalheDTO },
      },
    },
    (req) => service.obterProduto(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/produtos/:id/sabores',
    {
      ...ver,
      schema: {
        ...doc('listarSabores', 'Sabores de um produto'),
        params: IdParam,
        querystring: ListarProdutosQuery,
        response: { 200: z.array(SaborDTO) },
      },
    },
    (req) => service.listarSabores(ctx, req.staff, req.params.id, req.query.include_inactive),
  );
  app.get(
    '/api/produtos/:id/adicionais',
    {
      ...ver,
      schema: {
        ...doc('listarAdicionais', 'Grupos de adicionais de um produto'),
        params: IdParam,
        response: { 200: z.array(GrupoAdicionaisEquipeDTO) },
      },
    },
    (req) => service.listarGruposAdicionais(ctx, req.staff, req.params.id),
  );
}

/** Creating, editing, selling out and removing products. */
function rotasDeEdicaoDeProdutos({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const editar = { preValidation: guards.staff('edit_menu') };
  app.post(
    '/api/produtos',
    {
      ...editar,
      ...COM_IMAGEM,
      schema: { ...doc('criarProduto', 'Cria um produto'), body: ProdutoInput, response: { 201: ProdutoDetalheDTO } },
    },
    async (req, reply) => reply.status(201).send(await service.criarProduto(ctx, req.staff, req.body)),
  );
  // the full form, or only {ativo} (reactivate / deactivate)
  app.patch(
    '/api/produtos/:id',
    {
      ...editar,
      ...COM_IMAGEM,
      schema: {
        ...doc('editarProduto', 'Edita ou ativa/desativa um produto'),
        params: IdParam,
        body: documentarComo(EditarProdutoInput, z.union([AtivoProdutoInput, ProdutoInput])),
        response: { 200: ProdutoDetalheDTO },
      },
    },
    (req) =>
      'nome' in req.body
        ? service.atualizarProduto(ctx, req.staff, req.params.id, req.body)
        : service.alterarAtivo(ctx, req.staff, req.params.id, req.body.ativo),
  );
  app.patch(
    '/api/produtos/:id/esgotado',
    {
      preValidation: guards.staff('mark_sold_out'),
      schema: {
        ...doc('alterarEsgotado', 'Marca ou desmarca o produto como esgotado'),
        params: IdParam,
        body: EsgotadoInput,
        response: { 200: ProdutoDTO },
      },
    },
    (req) => service.alterarEsgotado(ctx, req.staff, req.params.id, req.body.esgotado),
  );
  app.delete(
    '/api/produtos/:id',
    {
      ...editar,
      schema: { ...doc('removerProduto', 'Remove um produto'), params: IdParam, response: { 204: semCorpo } },
    },
    async (req, reply) => {
      await service.removerProduto(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** Product images: the stored picture and the image search. */
function rotasDeImagens({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const editar = { preValidation: guards.staff('edit_menu') };
  // Public, like the images of any menu: <img> tags send no bearer token. Scoped by id only; the URL carries the
  // version (?v=), so that URL never changes content and may be cached for a year.
  app.get(
    '/api/produtos/:id/imagem',
    {
      schema: {
        ...doc('obterImagemProduto', 'Imagem do produto'),
        params: IdParam,
        querystring: z.object({ v: z.unknown().optional().describe('versão da imagem') }),
        produces: ['image/*'],
      },
    },
    async (req, reply) => {
      const imagem = await service.imagemDoProduto(ctx, req.params.id);
      const etag = etagImagem(req.params.id, imagem.versao);
      const versionada = String(req.query.v) === String(imagem.versao);
      reply.header('etag', etag);
      // an unversioned or stale URL must be revalidated, or browsers would keep an old image under it for a year
      reply.header('cache-control', versionada ? 'public, max-age=31536000, immutable' : 'public, no-cache');
      if (etagCasa(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(imagem.mime).send(imagem.bytes);
    },
  );

  // generation is slow and may cost money: a per-client brake
  app.post(
    '/api/produtos/buscar-multiplas-imagens',
    {
      ...editar,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...doc('buscarImagensProduto', 'Sugere imagens para um produto'),
        body: BuscarImagensInput,
        response: { 200: BuscarImagensResposta },
      },
    },
    (req) => service.buscarImagens(ctx, req.body),
  );
}
