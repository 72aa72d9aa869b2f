import type { AppContext } from '../../context';
import { tenant, type Tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { conflict } from '../../errors';
import { chaveFiscal, cifrar, decifrar } from '../fiscal/segredo';
import { IfoodNaoAutorizado, IfoodRecusou, criarIfoodApi, type IfoodApi, type TokenIfood } from './ifood.api';
import * as repo from './ifood.repo';

/*
 * The company's iFood tokens (architecture rule 22): encrypted at rest with the fiscal key (segredo.ts, AES-256-GCM,
 * the company's id as associated data), refreshed a few minutes before they expire and again on a 401, never answered
 * or logged. A refresh holds the link's row lock, so two instances never refresh at once; the second one reads the
 * token the first one wrote.
 */

/** Refresh this long before iFood's expiry. */
const ANTECEDENCIA_MS = 5 * 60_000;

export const MSG_NAO_VINCULADA = 'A loja não está vinculada ao iFood';
export const MSG_RECONECTAR = 'O iFood recusou o acesso: vincule a loja de novo';

/** iFood's API for this app (the base URL and the application's credentials from the environment). */
export const apiDe = (ctx: AppContext): IfoodApi => criarIfoodApi(ctx.config.ifood);

export const chaveDe = (ctx: AppContext) => chaveFiscal(ctx.config);

export const cifrarToken = (ctx: AppContext, empresaId: number, valor: string) =>
  cifrar(chaveDe(ctx), empresaId, valor);

export const abrirToken = (ctx: AppContext, empresaId: number, cifrado: string | null) =>
  cifrado ? decifrar(chaveDe(ctx), empresaId, cifrado) : null;

/** The encrypted columns of a token iFood just gave. */
export function colunasDoToken(ctx: AppContext, empresaId: number, tk: TokenIfood, agora: Date) {
  return {
    access_token_cifrado: cifrarToken(ctx, empresaId, tk.accessToken),
    refresh_token_cifrado: tk.refreshToken ? cifrarToken(ctx, empresaId, tk.refreshToken) : null,
    token_expira_em: new Date(agora.getTime() + tk.expiresIn * 1000),
  };
}

/** A new access token from the refresh token, under the row lock; answers the one another instance wrote meanwhile. */
async function renovar(ctx: AppContext, empresaId: number, usado: string | null): Promise<string> {
  const resultado = await withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
    const t = tenant(trx, empresaId);
    const cfg = await repo.travarConfig(t);
    if (!cfg?.access_token_cifrado) throw conflict(MSG_NAO_VINCULADA);
    const atual = abrirToken(ctx, empresaId, cfg.access_token_cifrado);
    const agora = ctx.relogio.agora();
    const valido = cfg.token_expira_em && cfg.token_expira_em.getTime() - ANTECEDENCIA_MS > agora.getTime();
    if (atual && atual !== usado && valido) return { token: atual };
    const refresh = abrirToken(ctx, empresaId, cfg.refresh_token_cifrado);
    if (!refresh) {
      await repo.atualizarConfig(t, { access_token_cifrado: null, ultimo_erro: MSG_RECONECTAR });
      return { erro: MSG_RECONECTAR };
    }
    try {
      const tk = await apiDe(ctx).tokenPorRefresh(refresh);
      await repo.atualizarConfig(t, { ...colunasDoToken(ctx, empresaId, tk, agora), ultimo_erro: null });
      return { token: tk.accessToken };
    } catch (e) {
      if (!(e instanceof IfoodRecusou || e instanceof IfoodNaoAutorizado)) throw e;
      // the refresh token is no longer accepted: the owner links the store again
      await repo.atualizarConfig(t, { access_token_cifrado: null, ultimo_erro: MSG_RECONECTAR });
      return { erro: MSG_RECONECTAR };
    }
  });
  if ('erro' in resultado) throw conflict(resultado.erro!);
  return resultado.token!;
}

/**
 * Calls iFood with the company's access token: refreshed first when it is about to expire, and once more when iFood
 * answers 401. `fn` gets the token and the link (merchant id).
 */
export async function comToken<T>(
  ctx: AppContext,
  empresaId: number,
  fn: (token: string, cfg: repo.IfoodConfig) => Promise<T>,
): Promise<T> {
  const t: Tenant = tenant(ctx.db, empresaId);
  const cfg = await repo.lerConfig(t);
  if (!cfg?.access_token_cifrado) throw conflict(MSG_NAO_VINCULADA);
  let token = abrirToken(ctx, empresaId, cfg.access_token_cifrado);
  const agora = ctx.relogio.agora();
  if (!token || !cfg.token_expira_em || cfg.token_expira_em.getTime() - ANTECEDENCIA_MS <= agora.getTime())
    token = await renovar(ctx, empresaId, token);
  try {
    return await fn(token, cfg);
  } catch (e) {
    if (!(e instanceof IfoodNaoAutorizado)) throw e;
    return fn(await renovar(ctx, empresaId, token), cfg);
  }
}
