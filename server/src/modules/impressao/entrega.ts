import { createHash } from 'node:crypto';
import type {
  ConteudoImpressao,
  EstadoImpressaoDTO,
  LarguraPapel,
  PaginaCodigo,
  TipoImpressao,
  TrabalhoImpressao,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import * as agentes from './agentes.repo';
import * as entrega from './entrega.repo';
import { listarImpressoras } from './impressao.repo';

/*
 * What the realtime gateway's print namespace asks of this module (realtime/portas.ts, PortasImpressao): who an agent
 * token is, which jobs an agent gets next, and what the agent reports back.
 */

/** Only the SHA-256 of a device token is stored: a leaked table does not print anyone's tickets. */
export const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function autenticarAgente(ctx: AppContext, token: string) {
  const a = await agentes.agentePorHash(ctx.db, hashDoToken(token));
  return a && { id: a.id, empresaId: a.empresa_id, nome: a.nome };
}

export const conectar = async (ctx: AppContext, empresaId: number, agenteId: number, socketId: string) =>
  Boolean(await agentes.conectarAgente(tenant(ctx.db, empresaId), agenteId, socketId, ctx.relogio.agora()));

/** The agent's name when this socket was its live one and it was not revoked (then its drop raises an alert). */
export async function desconectar(ctx: AppContext, empresaId: number, agenteId: number, socketId: string) {
  const r = await agentes.desconectarAgente(tenant(ctx.db, empresaId), agenteId, socketId, ctx.relogio.agora());
  return r && !r.revogado_em ? r.nome : null;
}

/**
 * The agent's next jobs, in id order: on (re)connect the ones it was sent and never acknowledged, then every job
 * still waiting, claimed for it if `socketId` is its live socket. Jobs past the age limit go to a person's decision
 * instead. `mudou`: a queue changed.
 */
export async function proximos(
  ctx: AppContext,
  empresaId: number,
  agenteId: number,
  socketId: string,
  reenviar: boolean,
): Promise<{ trabalhos: TrabalhoImpressao[]; mudou: boolean }> {
  const t = tenant(ctx.db, empresaId);
  const idadeMax = ctx.config.impressaoIdadeMaxMs;
  // a job's age by the app's clock (server/src/relogio.ts), the one every business rule reads
  const agora = ctx.relogio.agora().getTime();
  const vencidas = await entrega.vencerAntigas(t, new Date(agora - idadeMax));
  const antigas = reenviar ? await entrega.naoConfirmadas(t, agenteId) : [];
  const novas = await entrega.reivindicar(t, agenteId, socketId, new Date(agora));
  const linhas = await entrega.trabalhos(
    t,
    [...antigas, ...novas].map((j) => j.id),
  );
  const trabalhos = linhas.map((l): TrabalhoImpressao => ({
    id: l.id,
    impressora: {
      id: l.impressora_id,
      nome: l.nome,
      host: l.host,
      porta: l.porta,
      largura: l.largura as LarguraPapel,
      pagina_codigo: l.pagina_codigo as PaginaCodigo,
      copias: l.copias,
    },
    criado_em: l.criado_em.toISOString(),
    validade_ms: l.decidida_em ? null : Math.max(0, idadeMax - (agora - l.criado_em.getTime())),
    conteudo: l.payload as ConteudoImpressao,
  }));
  return { trabalhos, mudou: vencidas.length > 0 || novas.length > 0 };
}

/* An agent's report on a job: only the agent it was handed to is heard (entrega.repo.ts). */

export const confirmar = async (ctx: AppContext, empresaId: number, agenteId: number, id: number) =>
  Boolean(await entrega.confirmar(tenant(ctx.db, empresaId), agenteId, id, ctx.relogio.agora()));

export const registrarErro = (ctx: AppContext, empresaId: number, agenteId: number, id: number, erro: string) =>
  entrega.registrarErro(tenant(ctx.db, empresaId), agenteId, id, erro.slice(0, 300));

export const expirar = async (ctx: AppContext, empresaId: number, agenteId: number, id: number) =>
  Boolean(await entrega.expirar(tenant(ctx.db, empresaId), agenteId, id));

export const estadoImpressora = async (
  ctx: AppContext,
  empresaId: number,
  id: number,
  online: boolean,
  erro: string | null,
) =>
  Boolean(
    await entrega.estadoImpressora(
      tenant(ctx.db, empresaId),
      id,
      online,
      erro?.slice(0, 300) ?? null,
      ctx.relogio.agora(),
    ),
  );

/** The picture every screen shows: each agent's connection, each active printer's state and queue. */
export async function estado(ctx: AppContext, empresaId: number): Promise<EstadoImpressaoDTO> {
  const t = tenant(ctx.db, empresaId);
  const [ags, imps] = await Promise.all([agentes.listarAgentes(t), listarImpressoras(t)]);
  return {
    agentes: ags.map((a) => ({
      id: a.id,
      nome: a.nome,
      conectado: a.socket_id != null,
      desde: (a.socket_id != null ? a.conectado_desde : a.desconectado_desde)?.toISOString() ?? null,
    })),
    impressoras: imps
      .filter((i) => i.ativa)
      .map((i) => ({
        id: i.id,
        nome: i.nome,
        online: i.online,
        desde: i.estado_desde?.toISOString() ?? null,
        aguardando: i.aguardando,
        erro: i.erro,
        tipos: i.tipos as TipoImpressao[],
      })),
  };
}
