import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/*
 * A local iFood Merchant API for tests, written from iFood's public developer documentation
 * (developer.ifood.com.br: Autenticação — distributed application's userCode and authorization_code/refresh_token
 * grants; Eventos — GET /events/v1.0/events:polling with x-polling-merchants answering 200 with the events not yet
 * acknowledged or 204, POST /events/v1.0/events/acknowledgment; Order — GET /order/v1.0/orders/{id} (404 for a while
 * after PLACED), POST /confirm, /startPreparation, /readyToPickup, /dispatch, GET /cancellationReasons, POST
 * /requestCancellation {reason, cancellationCode}; Catalog v2 — catalogs, categories?include_items=true, PATCH
 * items/status {itemId, status}). Events come back until acknowledged, and may repeat.
 *
 * Programmable faults: `atrasarMs` (each answer late by this much: the client times out), `perderRespostas` (processes
 * the next N requests, then drops the connection), `falhas5xx` (next N requests answer 503), `pedido404` (the order's
 * details answer 404 this many times), `expirarTokens()` (every access token answers 401), `desligar()`/`ligar()`.
 */

export interface AcaoRecebida {
  pedidoId: string;
  acao: string;
  corpo: unknown;
}

export class IfoodFalso {
  clientId = 'cliente-comanda-viva';
  clientSecret = 'segredo-do-app-ifood';
  merchants = [{ id: 'loja-1', name: 'Pizzaria Teste' }];
  /** access tokens' lifetime in seconds */
  validadeS = 21600;
  porta = 0;
  readonly requisicoes: { metodo: string; caminho: string; auth: string | null; corpo: unknown }[] = [];
  readonly acoes: AcaoRecebida[] = [];
  readonly eventos: { evento: Record<string, unknown>; ack: boolean }[] = [];
  readonly pedidos = new Map<string, Record<string, unknown>>();
  /** items' status in the catalog, by externalCode */
  readonly catalogo = new Map<string, { id: string; status: string }>();
  pedido404 = new Map<string, number>();
  atrasarMs = 0;
  perderRespostas = 0;
  falhas5xx = 0;
  /** an answer to requestCancellation: the cancellation event iFood sends next */
  cancelamentoAceito = true;
  /** polls in flight per merchant, and the most seen at once */
  /** when a poll's answer first carried each event (ms since the epoch) */
  readonly entreguesEm = new Map<string, number>();
  pollsEmCurso = 0;
  maxPollsSimultaneos = 0;
  atrasoPollingMs = 0;
  private readonly codigos = new Map<string, { verificador: string; autorizacao: string | null }>();
  private readonly tokens = new Set<string>();
  private readonly refreshes = new Set<string>();
  private servidor?: Server;
  private readonly abertas = new Set<Socket>();

  get url() {
    return `http://127.0.0.1:${this.porta}`;
  }

  /** Every token this fake ever issued (none may appear in an answer or a log). */
  readonly emitidos: string[] = [];

  async ligar(): Promise<this> {
    const servidor = createServer((req, res) => void this.atender(req, res));
    servidor.on('connection', (s) => {
      this.abertas.add(s);
      s.on('close', () => this.abertas.delete(s));
    });
    await new Promise<void>((r) => servidor.listen(this.porta, '127.0.0.1', () => r()));
    this.porta = (servidor.address() as { port: number }).port;
    this.servidor = servidor;
    return this;
  }

  async desligar(): Promise<void> {
    const s = this.servidor;
    this.servidor = undefined;
    if (!s) return;
    for (const c of this.abertas) c.destroy();
    await new Promise<void>((r) => s.close(() => r()));
  }

  /** The owner approves the user code in iFood's portal: answers the authorization code shown to them. */
  autorizar(userCode: string): string {
    const c = this.codigos.get(userCode);
    if (!c) throw new Error('userCode desconhecido');
    c.autorizacao = `AUTH-${userCode}`;
    return c.autorizacao;
  }

  /** Every access token stops working (401) until refreshed. */
  expirarTokens() {
    this.tokens.clear();
  }

  /** A customer places an order: its details, and the PLACED event. */
  novoPedido(pedido: Record<string, unknown>, merchantId = this.merchants[0]!.id) {
    const id = (pedido.id as string) ?? randomUUID();
    this.pedidos.set(id, { ...pedido, id, merchant: { id: merchantId, name: 'Loja' } });
    return { id, evento: this.evento(id, 'PLC', 'PLACED', merchantId) };
  }

  evento(orderId: string, code: string, fullCode: string, merchantId = this.merchants[0]!.id, meta?: object) {
    const evento = {
      id: randomUUID(),
      code,
      fullCode,
      orderId,
      merchantId,
      createdAt: new Date().toISOString(),
      ...(meta ? { metadata: meta } : {}),
    };
    this.eventos.push({ evento, ack: false });
    return evento;
  }

  /** Sends an event again, as iFood may (same id). */
  repetir(eventoId: string) {
    const e = this.eventos.find((x) => x.evento.id === eventoId);
    if (e) this.eventos.push({ evento: e.evento, ack: false });
  }

  acoesDe(pedidoId: string) {
    return this.acoes.filter((a) => a.pedidoId === pedidoId).map((a) => a.acao);
  }

  private async atender(req: IncomingMessage, res: ServerResponse) {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const texto = Buffer.concat(partes).toString('utf8');
    let corpo: unknown = null;
    if (req.headers['content-type']?.includes('x-www-form-urlencoded'))
      corpo = Object.fromEntries(new URLSearchParams(texto));
    else
      try {
        corpo = texto ? JSON.parse(texto) : null;
      } catch {
        corpo = texto;
      }
    const url = new URL(req.url ?? '/', 'http://x');
    const auth = req.headers.authorization ?? null;
    this.requisicoes.push({ metodo: req.method ?? '', caminho: url.pathname + url.search, auth, corpo });
    const perder = this.perderRespostas > 0;
    if (perder) this.perderRespostas--;
    const responder = async (status: number, json?: unknown) => {
      if (this.atrasarMs) await new Promise((r) => setTimeout(r, this.atrasarMs));
      if (perder) return void req.socket.destroy();
      if (json === undefined) return void res.writeHead(status).end();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (this.falhas5xx > 0) {
      this.falhas5xx--;
      return responder(503, { message: 'Service Unavailable' });
    }
    const p = url.pathname;
    if (req.method === 'POST' && p === '/authentication/v1.0/oauth/userCode') {
      const f = corpo as Record<string, string>;
      if (f.clientId !== this.clientId) return responder(400, { error: { message: 'invalid clientId' } });
      const userCode = `U${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const verificador = randomUUID() + randomUUID();
      this.codigos.set(userCode, { verificador, autorizacao: null });
      return responder(200, {
        userCode,
        authorizationCodeVerifier: verificador,
        verificationUrl: 'https://portal.ifood.com.br/apps/code',
        verificationUrlComplete: `https://portal.ifood.com.br/apps/code?c=${userCode}`,
        expiresIn: 600,
      });
    }
    if (req.method === 'POST' && p === '/authentication/v1.0/oauth/token') {
      const f = corpo as Record<string, string>;
      if (f.clientId !== this.clientId || f.clientSecret !== this.clientSecret)
        return responder(401, { error: { message: 'invalid client' } });
      if (f.grantType === 'authorization_code') {
        const c = [...this.codigos.values()].find((x) => x.autorizacao && x.autorizacao === f.authorizationCode);
        if (!c || c.verificador !== f.authorizationCodeVerifier)
          return responder(400, { error: { message: 'Invalid authorization code' } });
        return responder(200, this.emitir());
      }
      if (f.grantType === 'refresh_token') {
        if (!this.refreshes.has(f.refreshToken ?? '')) return responder(400, { error: { message: 'invalid refresh' } });
        return responder(200, this.emitir());
      }
      return responder(400, { error: { message: 'invalid grantType' } });
    }
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!this.tokens.has(token)) return responder(401, { message: 'token expired' });

    if (req.method === 'GET' && p === '/merchant/v1.0/merchants') return responder(200, this.merchants);
    if (req.method === 'GET' && p === '/events/v1.0/events:polling') {
      const lojas = String(req.headers['x-polling-merchants'] ?? '').split(',');
      this.pollsEmCurso++;
      this.maxPollsSimultaneos = Math.max(this.maxPollsSimultaneos, this.pollsEmCurso);
      if (this.atrasoPollingMs) await new Promise((r) => setTimeout(r, this.atrasoPollingMs));
      this.pollsEmCurso--;
      const lista = this.eventos
        .filter((e) => !e.ack && lojas.includes(e.evento.merchantId as string))
        .map((e) => e.evento);
      if (!lista.length) return responder(204);
      await responder(200, lista);
      for (const e of lista)
        if (!this.entreguesEm.has(e.id as string)) this.entreguesEm.set(e.id as string, Date.now());
      return;
    }
    if (req.method === 'POST' && p === '/events/v1.0/events/acknowledgment') {
      const ids = new Set(((corpo as { id: string }[]) ?? []).map((x) => x.id));
      for (const e of this.eventos) if (ids.has(e.evento.id as string)) e.ack = true;
      return responder(202);
    }
    const m = /^\/order\/v1\.0\/orders\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(p);
    if (m) {
      const id = decodeURIComponent(m[1]!);
      const pedido = this.pedidos.get(id);
      if (!m[2] && req.method === 'GET') {
        const faltam = this.pedido404.get(id) ?? 0;
        if (!pedido || faltam > 0) {
          if (faltam > 0) this.pedido404.set(id, faltam - 1);
          return responder(404, { message: 'Order not found' });
        }
        return responder(200, pedido);
      }
      if (!pedido) return responder(404, { message: 'Order not found' });
      if (req.method === 'GET' && m[2] === 'cancellationReasons')
        return responder(200, [
          { cancelCodeId: '501', description: 'Problemas de sistema' },
          { cancelCodeId: '503', description: 'Item indisponível' },
        ]);
      if (req.method === 'POST' && ['confirm', 'startPreparation', 'readyToPickup', 'dispatch'].includes(m[2]!)) {
        this.acoes.push({ pedidoId: id, acao: m[2]!, corpo });
        if (m[2] === 'confirm') this.evento(id, 'CFM', 'CONFIRMED');
        return responder(202);
      }
      if (req.method === 'POST' && m[2] === 'requestCancellation') {
        const c = corpo as { reason?: string; cancellationCode?: string } | null;
        if (!c?.cancellationCode) return responder(400, { message: 'cancellationCode is required' });
        this.acoes.push({ pedidoId: id, acao: 'requestCancellation', corpo });
        this.evento(id, 'CAR', 'CANCELLATION_REQUESTED');
        if (this.cancelamentoAceito) this.evento(id, 'CAN', 'CANCELLED');
        else this.evento(id, 'CARF', 'CANCELLATION_REQUEST_FAILED');
        return responder(202);
      }
    }
    const c = /^\/catalog\/v2\.0\/merchants\/([^/]+)\/(.+)$/.exec(p);
    if (c) {
      if (req.method === 'GET' && c[2] === 'catalogs')
        return responder(200, [{ catalogId: 'cat-1', context: ['DEFAULT'], status: 'AVAILABLE' }]);
      if (req.method === 'GET' && c[2] === 'catalogs/cat-1/categories')
        return responder(200, [
          {
            id: 'cg-1',
            name: 'Cardápio',
            status: 'AVAILABLE',
            items: [...this.catalogo.entries()].map(([externalCode, i]) => ({ ...i, externalCode })),
          },
        ]);
      if (req.method === 'PATCH' && c[2] === 'items/status') {
        const b = corpo as { itemId: string; status: string };
        const achado = [...this.catalogo.values()].find((i) => i.id === b.itemId);
        if (!achado) return responder(404, { message: 'Item not found' });
        achado.status = b.status;
        return responder(200, { itemId: b.itemId, status: b.status });
      }
    }
    return responder(404, { message: 'Not found' });
  }

  private emitir() {
    const accessToken = `at-${randomUUID()}`;
    const refreshToken = `rt-${randomUUID()}`;
    this.tokens.add(accessToken);
    this.refreshes.add(refreshToken);
    this.emitidos.push(accessToken, refreshToken);
    return { accessToken, refreshToken, type: 'bearer', expiresIn: this.validadeS };
  }
}
