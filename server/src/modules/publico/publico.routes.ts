import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PixQuery, ComandaPublica, NotaPublicaDTO, PixDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import { operacao } from '../../plugins/contratos';
import * as service from './publico.service';
import { mesaPublicaRoutes } from './mesa-publica.routes';

/** A malformed token is answered like an unknown one (404 "Comanda não encontrada"), not 400: it becomes ''. */
const TokenParam = z.object({
  token: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .catch(''),
});
const Aviso = z.object({ message: z.string() });
const limite = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function publicoRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const doc = operacao('publico');
  // Public calls: no login, only the unguessable token of an open tab.
  app.get(
    '/api/public/comanda/:token',
    {
      config: limite(120),
      schema: {
        ...doc('obterComandaPublica', 'Conta da mesa para o cliente (link do QR)'),
        params: TokenParam,
        response: { 200: ComandaPublica },
      },
    },
    (req) => service.comandaPorToken(ctx, req.params.token),
  );
  app.post(
    '/api/public/chamar-garcom/:token',
    {
      config: limite(5),
      schema: {
        ...doc('chamarGarcom', 'O cliente chama o garçom'),
        params: TokenParam,
        response: { 200: Aviso.extend({ garcom_chamado_em: z.string() }) },
      },
    },
    (req) => service.chamarGarcom(ctx, req.params.token),
  );

  // asking for the bill alerts the staff like a waiter call: same rate limit
  app.post(
    '/api/public/pedir-conta/:token',
    {
      config: limite(5),
      schema: { ...doc('pedirContaPublica', 'O cliente pede a conta'), params: TokenParam, response: { 200: Aviso } },
    },
    (req) => service.pedirConta(ctx, req.params.token),
  );
  app.get(
    '/api/public/comanda/:token/pix',
    {
      config: limite(30),
      schema: {
        ...doc('obterPixPublico', 'PIX da conta para o cliente'),
        params: TokenParam,
        querystring: PixQuery,
        response: { 200: PixDTO },
      },
    },
    (req) => service.pixPublico(ctx, req.params.token, req.query.valor),
  );
  // the receipt: a closed tab's note by its dead token, for some hours after the close (issue 38)
  app.get(
    '/api/public/comanda/:token/nota',
    {
      config: limite(60),
      schema: {
        ...doc('obterNotaPublica', 'A NFC-e da conta encerrada, para o cliente (link da comanda)'),
        params: TokenParam,
        response: { 200: NotaPublicaDTO },
      },
    },
    (req) => service.notaPorToken(ctx, req.params.token),
  );
  mesaPublicaRoutes(fastify, ctx);
}
