// bench:impressao (issue 23): from a waiter's add (the REST request sent) to the last byte of its ticket at a printer,
// through the outbox, the /impressao namespace, the real agent process and TCP. 200 adds, one at a time; p50/p99, and
// the number of tickets printed against the number of jobs created (must be equal). Floors measured in the same run
// (architecture rule 19): an HTTP round trip to /api/health and a bare TCP write of a ticket's size to the printer.
import { connect } from 'node:net';
import os from 'node:os';
import iconv from 'iconv-lite';
import { startApp, loginApi } from './lib/app';
import { AgenteProcesso, ImpressoraFalsa } from '../server/test/impressora-falsa';

const N = Number(process.env.BENCH_TICKETS ?? 200);
const ALVO_P99_MS = 500;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  console.log(
    `CPU: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const app = await startApp();
  const impressora = await new ImpressoraFalsa().ligar();
  let agente: AgenteProcesso | undefined;
  try {
    const { token } = await loginApi(app.baseUrl, 'admin@demo.com.br');
    const api = async <T = any>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${app.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    };
    const estacao = (await api('POST', '/api/estacoes', { nome: 'Cozinha Bench' })).id;
    const categoria = (await api('POST', '/api/categorias', { nome: 'Bench', estacao_id: estacao })).id;
    const produto = (await api('POST', '/api/produtos', { nome: 'Pão de queijo', preco: 5, categoria_id: categoria }))
      .id;
    await api('POST', '/api/impressoras', {
      nome: 'Cozinha',
      host: '127.0.0.1',
      porta: impressora.porta,
      largura: 80,
      estacao_ids: [estacao],
      tipos: ['producao'],
    });
    const criado = await api<{ token: string }>('POST', '/api/impressoras/agentes', { nome: 'Bench' });
    agente = await new AgenteProcesso(app.baseUrl, criado.token).iniciar();
    const mesa = (await api('POST', '/api/mesas', { numero: 900, nome: 'Mesa 900', capacidade: 4 })).id;
    const venda = (await api('POST', '/api/vendas', { mesa_id: mesa })).id;

    // floors
    const http: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await (await fetch(`${app.baseUrl}/api/health`)).arrayBuffer();
      http.push(performance.now() - t0);
    }
    const tcp: number[] = [];
    const bytes = Buffer.alloc(600, 0x41);
    for (let i = 0; i < 50; i++) {
      const chegou = new Promise<number>((r) => (impressora.aoReceber = (x) => r(x.em)));
      const t0 = performance.now();
      const s = connect(impressora.porta, '127.0.0.1', () => s.end(bytes));
      tcp.push((await chegou) - t0);
    }
    impressora.recebidos.length = 0;

    // the adds: each waits for its own ticket at the printer (or 10 s) before the next
    const latencias: number[] = [];
    const esperando = new Map<number, (em: number) => void>();
    impressora.aoReceber = (r) => {
      const n = Number(/bench (\d+)/.exec(iconv.decode(r.bytes, 'cp860'))?.[1]);
      esperando.get(n)?.(r.em);
    };
    for (let i = 1; i <= N; i++) {
      const chegou = new Promise<number | null>((r) => {
        esperando.set(i, r);
        setTimeout(() => r(null), 10_000);
      });
      const t0 = performance.now();
      await api('POST', `/api/vendas/${venda}/itens`, {
        produto_id: produto,
        quantidade: 1,
        observacoes: `bench ${i}`,
      });
      const em = await chegou;
      if (em != null) latencias.push(em - t0);
    }
    // every job acknowledged: nothing left waiting (or wait a little for the last acks)
    let restantes = N;
    for (let i = 0; i < 50 && restantes > 0; i++) {
      restantes = (await api<unknown[]>('GET', '/api/impressoes')).length;
      if (restantes) await new Promise((r) => setTimeout(r, 100));
    }
    const criados = (await api<unknown[]>('GET', '/api/impressoes?situacao=impressa')).length + restantes;
    const impressos = new Set(impressora.recebidos.map((r) => /bench (\d+)/.exec(iconv.decode(r.bytes, 'cp860'))?.[1]))
      .size;
    const duplicados = impressora.recebidos.length - impressos;

    const p50 = pct(latencias, 50);
    const p99 = pct(latencias, 99);
    console.log(`floor HTTP /api/health: p50 ${ms(pct(http, 50))}, p99 ${ms(pct(http, 99))}`);
    console.log(`floor TCP write 600 B to the printer: p50 ${ms(pct(tcp, 50))}, p99 ${ms(pct(tcp, 99))}`);
    console.log(
      `add → last byte at the printer (${latencias.length}/${N}): p50 ${ms(p50)}, p99 ${ms(p99)} (target p99 ≤ ${ALVO_P99_MS} ms)`,
    );
    console.log(`p99 / HTTP floor p99: ${(p99 / pct(http, 99)).toFixed(1)}×`);
    console.log(
      `jobs created ${criados}, tickets printed ${impressos}, printed twice ${duplicados}, still waiting ${restantes}`,
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const falhas = [
      !(p99 <= ALVO_P99_MS) && `p99 ${ms(p99)} > ${ALVO_P99_MS} ms`,
      latencias.length !== N && `${N - latencias.length} tickets not printed within 10 s`,
      criados !== N && `${criados} jobs created for ${N} adds`,
      impressos !== criados && `${impressos} printed for ${criados} created`,
      duplicados > 0 && `${duplicados} printed twice`,
    ].filter(Boolean);
    if (falhas.length) {
      console.error(`FALHOU: ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else console.log('OK');
  } finally {
    await agente?.matar();
    await impressora.desligar();
    await app.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
