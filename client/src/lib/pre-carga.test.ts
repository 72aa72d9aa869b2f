import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's Worker, driven by the test: each one built is kept, to answer (or not) when the test says.
class WorkerFalso {
  static criados: WorkerFalso[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  encerrado = false;
  constructor(readonly url: string) {
    WorkerFalso.criados.push(this);
  }
  terminate() {
    this.encerrado = true;
  }
}

// each test gets the module fresh: its early requests and its warm-up are module state
const carregar = () => import('./pre-carga');
const estado = (p: Promise<void>) =>
  Promise.race([p.then(() => 'pronto'), new Promise((r) => setTimeout(r, 20, 'esperando'))]);

beforeEach(() => {
  vi.resetModules();
  WorkerFalso.criados = [];
  vi.stubGlobal('Worker', WorkerFalso);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 200 })));
});
afterEach(() => vi.unstubAllGlobals());

describe('preCargasRespondidas: an entry mounts once its early requests and its Intl warm-up are done', () => {
  it('waits for the worker that builds the formatter, and the worker is let go once it answers', async () => {
    const { aquecerIntl, preCarregar, preCargasRespondidas } = await carregar();
    preCarregar('/api/public/comanda/x', null);
    aquecerIntl();
    const pronto = preCargasRespondidas(5_000);
    // the answer is in, the worker is still building: a first render now would pay the ICU load on the main thread
    expect(await estado(pronto)).toBe('esperando');
    const [w] = WorkerFalso.criados;
    expect(w?.url).toMatch(/^blob:/);
    w!.onmessage!();
    expect(await estado(pronto)).toBe('pronto');
    expect(w!.encerrado).toBe(true);
  });

  it('a worker that fails (a stricter CSP) does not hold the page', async () => {
    const { aquecerIntl, preCargasRespondidas } = await carregar();
    aquecerIntl();
    const pronto = preCargasRespondidas(5_000);
    WorkerFalso.criados[0]!.onerror!();
    expect(await estado(pronto)).toBe('pronto');
  });

  it('a worker that never answers holds the page only until the limit', async () => {
    const { aquecerIntl, preCargasRespondidas } = await carregar();
    aquecerIntl();
    expect(await estado(preCargasRespondidas(5))).toBe('pronto');
  });

  it('without workers the formatter is built in a task of its own, and the page waits for that task', async () => {
    vi.stubGlobal('Worker', undefined);
    const { aquecerIntl, preCargasRespondidas } = await carregar();
    aquecerIntl();
    expect(WorkerFalso.criados).toHaveLength(0);
    expect(await estado(preCargasRespondidas(5_000))).toBe('pronto');
  });

  it('with no warm-up started, only the early requests are waited for', async () => {
    const { preCargasRespondidas } = await carregar();
    expect(await estado(preCargasRespondidas(5_000))).toBe('pronto');
  });
});
