import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/tables';
import type { DatabaseKind } from './db/database';
import type { EventBus } from './realtime/bus';
import type { Tokens } from './modules/auth/tokens';
import type { SessoesEmCache } from './modules/auth/sessoes-cache';
import type { CachePorEmpresa } from './cache/por-empresa';
import type { MenuDoProduto } from './modules/vendas/vendas.repo';
import type { Relogio } from './relogio';
import type { JsonCompactavel } from './plugins/compression';
import type { CardapioComEtag } from './modules/pedidos-cliente/mesa-publica.service';

/** What every service needs, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  bus: EventBus;
  /** the time business rules read (relogio.ts) */
  relogio: Relogio;
  /** signs and checks JWTs (@fastify/jwt, injected so services need no Fastify instance) */
  tokens: Tokens;
  /** staff sessions checked recently, dropped on every revocation (modules/auth/sessoes-cache.ts) */
  sessoes: SessoesEmCache;
  /** each company's table list as the JSON GET /api/mesas sends, dropped by every table event (cache/invalidacao.ts) */
  mesas: CachePorEmpresa<JsonCompactavel>;
  /** each product's menu entry as item pricing reads it, by product id, dropped by every menu or station change */
  cardapio: CachePorEmpresa<MenuDoProduto>;
  /** each company's diner menu with its ETag (issue 22), dropped with `cardapio` */
  cardapioPublico: CachePorEmpresa<CardapioComEtag>;
  /** set once socket.io is attached */
  realtime?: {
    socketCount(): number;
    /** 'degraded' while the Redis that links the instances is unreachable (this instance's sockets still get events) */
    estado(): 'ok' | 'degraded';
  };
}

/** The verified staff session: the tenant comes from here, never from the body. */
export interface StaffSession {
  id: number;
  empresaId: number;
  nome: string;
  perfil: string;
  /** the token this request came with: logout revokes it */
  /** the token (jti) and its sliding session (sid; absent on tokens issued before sessions slid) */
  sessao?: { jti: string; exp: number; iat: number; sid?: string };
}

export interface AdminSession {
  id: number;
  nome: string;
  username: string;
}
