import type { FastifyInstance } from 'fastify';
import { AtivoProdutoInput, AtualizarCategoriaInput, BuscarImagensInput, CriarCategoriaInput, ListarProdutosQuery, ProdutoInput, ehSoAtivo } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { idDe } from '../../params';
import { etagCasa, etagImagem } from './cardapio.imagem';
import * as service from './cardapio.service';

/** Room for a 2 MB image in base64 and then some, so oversized uploads get our pt-BR 400 instead of a bare 413. */
const COM_IMAGEM = { bodyLimit: 8 * 1024 * 1024 };

export function cardapioRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const ver = { preHandler: guards.staff('view_menu') };
  const editar = { preHandler: guards.staff('edit_menu') };

  app.get('/api/categorias', ver, (req) => service.listarCategorias(ctx, req.staff));
  app.post('/api/categorias', editar, async (req, reply) =>
    reply.status(201).send(await service.criarCategoria(ctx, req.staff, CriarCategoriaInput.parse(req.body))),
  );
  app.patch('/api/categorias/:id', editar, (req) => service.atualizarCategoria(ctx, req.staff, idDe(req.params), AtualizarCategoriaInput.parse(req.body)));
  app.delete('/api/categorias/:id', editar, async (req, reply) => {
    await service.removerCategoria(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });

  app.get('/api/produtos', ver, (req) => service.listarProdutos(ctx, req.staff, ListarProdutosQuery.parse(req.query)));
  app.get('/api/produtos/:id', ver, (req) => service.obterProduto(ctx, req.staff, idDe(req.params)));
  app.get('/api/produtos/:id/sabores', ver, (req) =>
    service.listarSabores(ctx, req.staff, idDe(req.params), ListarProdutosQuery.parse(req.query).include_inactive),
  );
  app.get('/api/produtos/:id/adicionais', ver, (req) => service.listarGruposAdicionais(ctx, req.staff, idDe(req.params)));

  app.post('/api/produtos', { ...editar, ...COM_IMAGEM }, async (req, reply) =>
    reply.status(201).send(await service.criarProduto(ctx, req.staff, ProdutoInput.parse(req.body))),
  );
  // the full form, or only {ativo} (reactivate / deactivate)
  app.patch('/api/produtos/:id', { ...editar, ...COM_IMAGEM }, (req) =>
    ehSoAtivo(req.body)
      ? service.alterarAtivo(ctx, req.staff, idDe(req.params), AtivoProdutoInput.parse(req.body).ativo)
      : service.atualizarProduto(ctx, req.staff, idDe(req.params), ProdutoInput.parse(req.body)),
  );
  app.delete('/api/produtos/:id', editar, async (req, reply) => {
    await service.removerProduto(ctx, req.staff, idDe(req.params));
    return reply.status(204).send();
  });

  // Public, like the images of any menu: <img> tags send no bearer token. Scoped by id only; the URL carries the
  // version (?v=), so that URL never changes content and may be cached for a year.
  app.get('/api/produtos/:id/imagem', async (req, reply) => {
    const imagem = await service.imagemDoProduto(ctx, idDe(req.params));
    const etag = etagImagem(idDe(req.params), imagem.versao);
    const versionada = String((req.query as { v?: string }).v) === String(imagem.versao);
    reply.header('etag', etag);
    // an unversioned or stale URL must be revalidated, or browsers would keep an old image under it for a year
    reply.header('cache-control', versionada ? 'public, max-age=31536000, immutable' : 'public, no-cache');
    if (etagCasa(req.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(imagem.mime).send(imagem.bytes);
  });

  // generation is slow and may cost money: a per-client brake
  app.post('/api/produtos/buscar-multiplas-imagens', { ...editar, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, (req) =>
    service.buscarImagens(ctx, BuscarImagensInput.parse(req.body)),
  );
}
