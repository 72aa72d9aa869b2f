import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET deve ter pelo menos 32 caracteres').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  // a staff access token lives this long; while the session is in use the client renews it (sliding session)
  JWT_ACCESS_EXPIRES_IN: z.string().default('15m'),
  PLATFORM_ADMIN_PASSWORD: z.string().min(8).optional(),
  // 'base': the demo company with its tables all free and no tabs (browser tests and benchmarks start from it)
  SEED_DEMO: z.enum(['true', 'false', 'base']).optional(),
  REDIS_URL: z.string().optional(),
  REDIS_CHANNEL: z.string().default('comanda-viva'),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Comanda Viva <nao-responda@comandaviva.local>'),
  // product image generation through an OpenAI-compatible images API; without URL and key an offline generator is used
  IMAGE_API_URL: z.union([z.literal(''), z.string().url()]).optional(),
  IMAGE_API_KEY: z.string().optional(),
  IMAGE_API_MODEL: z.string().default('gpt-image-1'),
  IMAGE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(40_000),
  // a print job older than this waits for a person ('Imprimir mesmo assim' / 'Descartar') instead of printing
  IMPRESSAO_IDADE_MAX_MIN: z.coerce.number().positive().default(30),
  // NFC-e (issue 38): the key that encrypts providers' tokens, the provider's base URL, its timeout, the outbox sweep
  FISCAL_CHAVE: z.string().min(32, 'FISCAL_CHAVE deve ter pelo menos 32 caracteres').optional(),
  FOCUSNFE_URL: z.union([z.literal(''), z.string().url()]).optional(),
  FISCAL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  FISCAL_INTERVALO_MS: z.coerce.number().int().min(0).optional(),
  // iFood (issue 39): the Merchant API's base URL, the application's credentials, the polling interval (0 = off)
  IFOOD_API_URL: z.union([z.literal(''), z.string().url()]).optional(),
  IFOOD_CLIENT_ID: z.string().optional(),
  IFOOD_CLIENT_SECRET: z.string().optional(),
  IFOOD_POLL_MS: z.coerce.number().int().min(0).optional(),
  IFOOD_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export interface Config {
  production: boolean;
  /** NODE_ENV=test: test-only routes (the movable clock) are mounted */
  teste: boolean;
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  jwtAccessExpiresIn: string;
  /** JWT_EXPIRES_IN in ms: a staff session not renewed for this long (idle) ends */
  sessaoOciosaMs: number;
  platformAdminPassword: string;
  seedDemo: boolean;
  /** the demo also gets an evening in progress and 30 days of closed tabs (SEED_DEMO unset or 'true') */
  seedDemoNoite: boolean;
  redisUrl?: string;
  /** prefix of the socket.io Redis adapter channels: instances that share it share rooms */
  redisChannel: string;
  publicUrl?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false (default: the socket's peer is the
   * client), true (any), a hop count, or a list of addresses/CIDRs. Rate limits key on the address this yields.
   */
  trustProxy: boolean | number | string[];
  /** Extra origins allowed for sockets besides the server's own. */
  corsOrigins: string[];
  logLevel: string;
  /** e.g. smtp://user:pass@host:587; unset = scheduled reports cannot be e-mailed */
  smtpUrl?: string;
  smtpFrom: string;
  /** Images API for POST /api/produtos/buscar-multiplas-imagens (url is the full endpoint); absent = offline cards. */
  imageApi?: { url: string; key: string; model: string; timeoutMs: number };
  /** IMPRESSAO_IDADE_MAX_MIN in ms: past this age a print job waits for a person's decision */
  impressaoIdadeMaxMs: number;
  /** NFC-e (issue 38), read by modules/fiscal */
  fiscal: {
    /** FISCAL_CHAVE: encrypts the providers' tokens; unset outside production = derived from the JWT secret */
    chave?: string;
    /** FOCUSNFE_URL: unset = the company's environment's own (homologacao or api.focusnfe.com.br) */
    focusnfeUrl?: string;
    timeoutMs: number;
    /** how often the outbox looks for notes to (re)send; 0 = only when this instance closes a tab (the tests') */
    intervaloMs: number;
  };
  /** iFood's Merchant API (issue 39), read by modules/ifood; the tokens are encrypted with the fiscal key */
  ifood: {
    /** IFOOD_API_URL, default https://merchant-api.ifood.com.br */
    url: string;
    clientId: string;
    clientSecret: string;
    /** IFOOD_POLL_MS: how often events are polled (default 30 s; 0 = off, the tests poll by hand) */
    pollMs: number;
    timeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** Only for a first local run; start-up says so while the platform admin still uses it. */
export const SENHA_PADRAO_ADMIN = 'admin123';

/** Reads and checks the environment. Production refuses to start without its secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      'Configuração inválida: ' + parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (production) {
    const missing = [!e.JWT_SECRET && 'JWT_SECRET', !e.PLATFORM_ADMIN_PASSWORD && 'PLATFORM_ADMIN_PASSWORD'].filter(
      Boolean,
    );
    if (missing.length) {
      throw new ConfigError(
        `Em produção (NODE_ENV=production) defina ${missing.join(' e ')} antes de iniciar o servidor.`,
      );
    }
  }
  return {
    production,
    teste: e.NODE_ENV === 'test',
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    jwtAccessExpiresIn: e.JWT_ACCESS_EXPIRES_IN,
    sessaoOciosaMs: duracaoMs(e.JWT_EXPIRES_IN),
    platformAdminPassword: e.PLATFORM_ADMIN_PASSWORD ?? SENHA_PADRAO_ADMIN,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO !== 'false' : !production,
    seedDemoNoite: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    redisUrl: e.REDIS_URL || undefined,
    redisChannel: e.REDIS_CHANNEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM,
    impressaoIdadeMaxMs: e.IMPRESSAO_IDADE_MAX_MIN * 60_000,
    fiscal: {
      chave: e.FISCAL_CHAVE,
      focusnfeUrl: e.FOCUSNFE_URL?.replace(/\/$/, '') || undefined,
      timeoutMs: e.FISCAL_TIMEOUT_MS,
      intervaloMs: e.FISCAL_INTERVALO_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
    },
    ifood: {
      url: e.IFOOD_API_URL?.replace(/\/$/, '') || 'https://merchant-api.ifood.com.br',
      clientId: e.IFOOD_CLIENT_ID ?? '',
      clientSecret: e.IFOOD_CLIENT_SECRET ?? '',
      pollMs: e.IFOOD_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
      timeoutMs: e.IFOOD_TIMEOUT_MS,
    },
    imageApi:
      e.IMAGE_API_URL && e.IMAGE_API_KEY
        ? {
            url: e.IMAGE_API_URL,
            key: e.IMAGE_API_KEY,
            model: e.IMAGE_API_MODEL || 'gpt-image-1',
            timeoutMs: e.IMAGE_API_TIMEOUT_MS,
          }
        : undefined,
  };
}

/** '12h', '15m', '30s', '2d' or plain seconds (the JWT expiresIn forms this project uses), in milliseconds. */
export function duracaoMs(v: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/i.exec(v);
  if (!m) throw new ConfigError(`Duração inválida: ${v} (use por exemplo 12h, 15m ou 3600)`);
  const n = Number(m[1]);
  return n * { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's').toLowerCase() as 'ms']!;
}

/** TRUST_PROXY: unset/false, true, a hop count ('1') or comma-separated addresses/CIDRs ('10.0.0.0/8,127.0.0.1'). */
export function parseTrustProxy(v: string | undefined): boolean | number | string[] {
  const s = (v ?? '').trim();
  if (s === '' || s === 'false') return false;
  if (s === 'true') return true;
  if (/^\d+$/.test(s)) return Number(s);
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Outside production the JWT secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
