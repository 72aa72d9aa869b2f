import { FUSO_PADRAO } from '@comanda/shared/text/fuso';

/**
 * A page's first data, asked for by the entry (main.tsx) as the page starts, in parallel with its chunks: the table
 * map's (issue 17) and the diner's bill and menu (issue 22). Otherwise the requests wait for the chunks, React and
 * the first effects, a few round trips later, and the page renders twice. The calls (lib/api-client.ts) take an
 * answer from here instead of asking again, and the map's store starts with the answers already in (lib/mesas-store.ts).
 */
export const CAMINHOS_MAPA = {
  mesas: '/api/mesas',
  vendas: '/api/vendas/ativas',
  resumo: '/api/mesas/status-summary',
  prontos: '/api/cozinha/prontos',
} as const;

/** The production board's state (features/cozinha/api.ts). */
export const CAMINHO_COZINHA = '/api/cozinha';

/** An answer as the staff calls read it. */
export interface Resposta {
  status: number;
  statusText: string;
  texto: string;
}

interface Carga {
  /** the staff token it was asked with; null: a public call */
  token: string | null;
  em: number;
  promessa: Promise<Resposta>;
  pronta?: Resposta;
}

// older than this, an answer is left unused (the page was left open without the map ever asking)
const VALIDADE_MS = 15_000;
const cargas = new Map<string, Carga>();
// settles when the Intl warm-up's formatter is built (or failed); resolved while none was started
let aquecimento: Promise<void> = Promise.resolve();

/** Asks for this GET now; the answer waits here for the call (app/pre-carga-*.ts decide what to ask). */
export function preCarregar(caminho: string, token: string | null) {
  const carga: Carga = {
    token,
    em: Date.now(),
    promessa: fetch(caminho, token ? { headers: { authorization: `Bearer ${token}` } } : undefined).then(async (r) => {
      const resposta = { status: r.status, statusText: r.statusText, texto: await r.text() };
      carga.pronta = resposta;
      return resposta;
    }),
  };
  // a network failure shows when the answer is taken, as the staff call's own failure; unused, it is dropped quietly
  carga.promessa.catch(() => {});
  cargas.set(caminho, carga);
}

function valida(caminho: string, token: string | null): Carga | undefined {
  const c = cargas.get(caminho);
  if (!c) return undefined;
  if (c.token === token && Date.now() - c.em < VALIDADE_MS) return c;
  cargas.delete(caminho);
  return undefined;
}

/** The early answer to this GET with this token (null: public), once; undefined when there is none (then the call asks). */
export function tomarPreCarga(caminho: string, token: string | null): Promise<Resposta> | undefined {
  const c = valida(caminho, token);
  cargas.delete(caminho);
  return c?.promessa;
}

/**
 * The early answers to these GETs with this token (null: public), parsed, when every one of them is already in and
 * succeeded (taken once); otherwise undefined, and they stay for the calls to take.
 */
export function preCargasProntas(caminhos: readonly string[], token: string | null): unknown[] | undefined {
  const prontas = caminhos.map((c) => valida(c, token)?.pronta);
  if (!prontas.every((r) => r && r.status === 200)) return undefined;
  caminhos.forEach((c) => cargas.delete(c));
  return prontas.map((r) => JSON.parse(r!.texto) as unknown);
}

/**
 * Settles once every early request asked so far has its answer (or failed) and the Intl warm-up is done, or after
 * `limiteMs`: a screen whose chunk is evaluated after this starts with its data (its store reads it at evaluation), on
 * a slow phone as on a fast one, and its first render builds its time formatter in a millisecond.
 */
export function preCargasRespondidas(limiteMs: number): Promise<void> {
  const todas = Promise.allSettled([...[...cargas.values()].map((c) => c.promessa), aquecimento]).then(() => undefined);
  return Promise.race([todas, new Promise<void>((r) => setTimeout(r, limiteMs))]);
}

/**
 * A page's first Intl date formatter costs a phone 100–150 ms of main thread (the locale's date patterns and the time
 * zone's rules), and the map's cards, the kitchen's tickets and the diner's bill show times. ICU keeps what it loads
 * for the whole renderer process, so a worker builds one now, on another core, while the page waits for its chunks
 * and data: the formatter the first render builds (shared/text/format.ts) then costs about a millisecond, provided the
 * worker is done first (a formatter built meanwhile waits for ICU and costs most of it: measured 5–12 ms of host time
 * on the diner's page, whose data comes fast), so the entries mount after preCargasRespondidas. Without workers (an
 * old browser, a stricter CSP) it is built on the main thread, in a task of its own. Money needs no warming: formatBRL
 * does not use Intl.
 */
export function aquecerIntl(): void {
  const opcoes = { hour: '2-digit', minute: '2-digit', timeZone: FUSO_PADRAO } as const;
  const codigo = `new Intl.DateTimeFormat('pt-BR', ${JSON.stringify(opcoes)}).format(0); postMessage(0);`;
  aquecimento = new Promise<void>((pronto) => {
    try {
      const url = URL.createObjectURL(new Blob([codigo], { type: 'text/javascript' }));
      const w = new Worker(url);
      w.onmessage = w.onerror = () => {
        w.terminate();
        URL.revokeObjectURL(url);
        pronto();
      };
    } catch {
      setTimeout(() => {
        new Intl.DateTimeFormat('pt-BR', opcoes).format(0);
        pronto();
      });
    }
  });
}
