import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CriarLoteInput,
  QrMesaDTO,
  CriarMesaInput,
  EditarMesaInput,
  StatusMesaInput,
  MesaDTO,
  ResumoMesas,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Guards } from '../../plugins/auth';
import { semCorpo, operacao, comZod } from '../../plugins/contratos';
import type { GrupoDeRotas } from '../../plugins/grupo-de-rotas';
import { IdParam } from '../../params';
import { enviarJsonCompactavel } from '../../plugins/compression';
import * as service from './mesas.service';
import * as qrFixo from './qr-fixo';
import { origemDaRequisicao } from '../../origem';

export function mesasRoutes(fastify: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const grupo: GrupoDeRotas = { app: comZod(fastify), ctx, guards, doc: operacao('mesas') };
  rotasDoMapa(grupo);
  rotasDosCartoesQr(grupo);
  rotasDeCadastro(grupo);
  rotasDoAtendimento(grupo);
}

/** The table map and its summary. */
function rotasDoMapa({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_tables') };
  // the cached list is already JSON (and compressed: plugins/compression.ts): a string is sent as is, never
  // serialized again; the schema documents it
  app.get(
    '/api/mesas',
    { ...ver, schema: { ...doc('listarMesas', 'Lista as mesas da empresa'), response: { 200: z.array(MesaDTO) } } },
    async (req, reply) => enviarJsonCompactavel(req, reply, await service.listarJson(ctx, req.staff)),
  );
  app.get(
    '/api/mesas/status-summary',
    {
      ...ver,
      schema: {
        ...doc('resumirMesas', 'Contagem de mesas por situação'),
        response: { 200: ResumoMesas },
      },
    },
    (req) => service.resumo(ctx, req.staff),
  );
}

/** The printed table cards (issue 22). */
function rotasDosCartoesQr({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const editar = { preValidation: guards.staff('edit_tables') };
  // the printed table cards (issue 22); this static path is matched before /api/mesas/:id
  app.get(
    '/api/mesas/qr-fixo.pdf',
    {
      ...editar,
      schema: {
        ...doc('imprimirQrDasMesas', 'PDF A4 com o cartão de QR de cada mesa'),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="qr-das-mesas.pdf"')
        .send(await qrFixo.pdfDosCartoes(ctx, req.staff, origemDaRequisicao(req))),
  );
  app.get(
    '/api/mesas/:id/qr-fixo',
    {
      ...editar,
      schema: {
        ...doc('obterQrFixoMesa', 'Código permanente, link e QR do cartão da mesa'),
        params: IdParam,
        response: { 200: QrMesaDTO },
      },
    },
    (req) => qrFixo.qrFixo(ctx, req.staff, req.params.id, origemDaRequisicao(req)),
  );
  app.post(
    '/api/mesas/:id/qr-fixo/renovar',
    {
      ...editar,
      schema: {
        ...doc('renovarQrFixoMesa', 'Gera um novo código para o cartão da mesa (o antigo deixa de valer)'),
        params: IdParam,
        response: { 200: QrMesaDTO },
      },
    },
    (req) => qrFixo.renovarQrFixo(ctx, req.staff, req.params.id, origemDaRequisicao(req)),
  );
}

/** Creating, editing and removing tables. */
function rotasDeCadastro({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_tables') };
  const editar = { preValidation: guards.staff('edit_tables') };
  app.get(
    '/api/mesas/:id',
    { ...ver, schema: { ...doc('obterMesa', 'Dados de uma mesa'), params: IdParam, response: { 200: MesaDTO } } },
    (req) => service.obter(ctx, req.staff, req.params.id),
  );
  app.post(
    '/api/mesas',
    { ...editar, schema: { ...doc('criarMesa', 'Cria uma mesa'), body: CriarMesaInput, response: { 201: MesaDTO } } },
    async (req, reply) => reply.status(201).send(await service.criar(ctx, req.staff, req.body)),
  );
  app.post(
    '/api/mesas/lote',
    {
      ...editar,
      schema: {
        ...doc('criarMesasEmLote', 'Cria várias mesas numeradas'),
        body: CriarLoteInput,
        response: { 201: z.object({ criadas: z.number(), ignoradas: z.array(z.number()) }) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.criarLote(ctx, req.staff, req.body)),
  );
  app.patch(
    '/api/mesas/:id',
    {
      ...editar,
      schema: {
        ...doc('editarMesa', 'Edita número, nome e capacidade'),
        params: IdParam,
        body: EditarMesaInput,
        response: { 200: MesaDTO },
      },
    },
    (req) => service.editar(ctx, req.staff, req.params.id, req.body),
  );
  app.delete(
    '/api/mesas/:id',
    { ...editar, schema: { ...doc('removerMesa', 'Remove uma mesa'), params: IdParam, response: { 204: semCorpo } } },
    async (req, reply) => {
      await service.remover(ctx, req.staff, req.params.id);
      return reply.status(204).send();
    },
  );
}

/** A table’s state, its waiter call and its QR code. */
function rotasDoAtendimento({ app, ctx, guards, doc }: GrupoDeRotas): void {
  const ver = { preValidation: guards.staff('view_tables') };
  // each move checks its own permission from the shared transition table
  app.patch(
    '/api/mesas/:id/status',
    {
      ...ver,
      schema: {
        ...doc('alterarSituacaoMesa', 'Muda a situação da mesa'),
        params: IdParam,
        body: StatusMesaInput,
        response: { 200: MesaDTO },
      },
    },
    (req) => service.alterarStatus(ctx, req.staff, req.params.id, req.body),
  );

  // the staff side of the diner's link: the table's QR code and answering its waiter call
  app.patch(
    '/api/mesas/:id/cancelar-garcom',
    {
      ...ver,
      schema: {
        ...doc('cancelarChamadoGarcom', 'Encerra o chamado de garçom da mesa'),
        params: IdParam,
        response: { 200: MesaDTO },
      },
    },
    (req) => service.cancelarChamado(ctx, req.staff, req.params.id),
  );
  app.get(
    '/api/mesa/:id/qrcode',
    {
      ...ver,
      schema: {
        ...doc('obterQrCodeComanda', 'QR Code do link da comanda aberta'),
        params: IdParam,
        response: { 200: z.object({ qrCode: z.string(), url: z.string() }) },
      },
    },
    (req) => service.qrCode(ctx, req.staff, req.params.id, origemDaRequisicao(req)),
  );
}
