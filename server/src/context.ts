import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/tables';
import type { DatabaseKind } from './db/database';
import type { EventBus } from './realtime/bus';
import type { Tokens } from './sessoes/tokens';
import type { SessoesEmCache } from './sessoes/sessoes-cache';
import type { CachePorEmpresa } from './cache/por-empresa';
import type { Relogio } from './relogio';
import type { JsonCompactavel } from './plugins/compression';
import type { CardapioComEtag, MenuDoProduto } from './cache/entradas';

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
  /** staff sessions checked recently, dropped on every revocation (sessoes/sessoes-cache.ts) */
  sessoes: SessoesEmCache;
  /** each company's table list as the JSON GET /api/mesas sends, dropped by every table event (cache/invalidacao.ts) */
  mesas: CachePorEmpresa<JsonCompactavel>;
  /** each product's menu entry as item pricing reads it, by product id, dropped by every menu or station change */
  cardapio: CachePorEmpresa<MenuDoProduto | null>;
  /** each company's diner menu with its ETag (issue 22), dropped with `cardapio` */
  cardapioPublico: CachePorEmpresa<CardapioComEtag>;
  /** set once socket.io is attached */
  realtime?: {
    socketCount(): number;
    /** 'degraded' while the Redis that links the instances is unreachable (this instance's sockets still get events) */
    estado(): 'ok' | 'degraded';
  };
}
