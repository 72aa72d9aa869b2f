import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ate,
  bancoPostgres,
  encerrar,
  iniciarServidor,
  PRAZO_PROCESSO,
  login,
  POSTGRES_URL,
  type Servidor,
} from './processo';
import { ProxyTcp } from './proxy-tcp';

// Fault 1: PostgreSQL connections dropped under traffic (pg_terminate_backend), then the database unreachable for a
// while. The real server runs as its own process so "it did not die" is observable; it reaches PostgreSQL through
// a TCP relay that the test can cut.
let banco: Awaited<ReturnType<typeof bancoPostgres>>;
let proxy: ProxyTcp;
let servidor: Servidor;

beforeAll(async () => {
  banco = await bancoPostgres();
  const destino = new URL(POSTGRES_URL);
  proxy = await ProxyTcp.abrir({ host: destino.hostname, port: Number(destino.port || 5432) });
  const viaProxy = new URL(banco.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  servidor = await iniciarServidor({ DATABASE_URL: viaProxy.toString(), LOG_LEVEL: 'error' });
}, PRAZO_PROCESSO);
afterAll(async () => {
  await encerrar(servidor);
  await proxy?.derrubar();
  await banco?.drop();
});

/** A direct connection (not through the relay): to the server's maintenance database or to the test one. */
async function consultar(url: string, query: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(query, params)).rows;
  } finally {
    await c.end();
  }
}

const INDISPONIVEL = { error: 'Serviço indisponível', message: 'Serviço temporariamente indisponível' };

describe('PostgreSQL connections lost under traffic', () => {
  it(
    'never ends the process, answers 503 meanwhile, recovers at once and loses no acknowledged write',
    async () => {
      const token = await login(servidor.url);
      const h = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const api = (caminho: string, init: RequestInit = {}) =>
        fetch(`${servidor.url}${caminho}`, { ...init, headers: h });
      const mesas = (await (await api('/api/mesas')).json()) as { id: number }[];
      const venda = (await (
        await api('/api/vendas', { method: 'POST', body: JSON.stringify({ mesa_id: mesas[0]!.id }) })
      ).json()) as { id: number };
      const produtos = (await (await api('/api/produtos')).json()) as { id: number; nome: string }[];
      const agua = produtos.find((p) => p.nome === 'Água Mineral')!.id;

      const confirmados: number[] = [];
      const inesperados: string[] = [];
      let recusados = 0;
      let parar = false;
      const adicionar = async () => {
        const res = await api(`/api/vendas/${venda.id}/itens`, {
          method: 'POST',
          body: JSON.stringify({ produto_id: agua, quantidade: 1 }),
        });
        const corpo = (await res.json()) as { id: number };
        if (res.status === 201) confirmados.push(corpo.id);
        else if (res.status === 503 && JSON.stringify(corpo) === JSON.stringify(INDISPONIVEL)) recusados++;
        else inesperados.push(`${res.status} ${JSON.stringify(corpo)}`);
        return res.status;
      };
      const trafego = Array.from({ length: 6 }, async () => {
        while (!parar) {
          await adicionar().catch((e) => inesperados.push(String(e)));
        }
      });

      // connections killed in the middle of transactions, three times
      for (let rodada = 0; rodada < 3; rodada++) {
        const antes = confirmados.length;
        await ate(() => confirmados.length >= antes + 15, 20_000, 'escritas confirmadas', servidor);
        await consultar(
          POSTGRES_URL,
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [banco.nome],
        );
      }
      const antes = confirmados.length;
      await ate(() => confirmados.length >= antes + 15, 20_000, 'escritas depois das quedas', servidor);

      // the database unreachable (as during a restart): health says so, requests fail cleanly
      await proxy.derrubar();
      const saude = await ate(
        async () => {
          const res = await fetch(`${servidor.url}/api/health`);
          return res.status === 503 && ((await res.json()) as { db: string });
        },
        15_000,
        'health 503',
        servidor,
      );
      expect(saude).toMatchObject({ db: 'down' });
      expect(await adicionar()).toBe(503);
      expect(servidor.proc.exitCode).toBeNull();

      // back: the first write after the database returns succeeds (the pool opened a new connection)
      await proxy.religar();
      const inicio = Date.now();
      parar = true;
      await Promise.all(trafego);
      expect(await adicionar()).toBe(201);
      const recuperacao = Date.now() - inicio;
      expect((await fetch(`${servidor.url}/api/health`)).status).toBe(200);
      console.log(
        `falha-postgres: ${confirmados.length} escritas confirmadas, ${recusados} respostas 503, 1ª escrita ${recuperacao} ms após o banco voltar`,
      );

      expect(servidor.proc.exitCode).toBeNull();
      expect(inesperados).toEqual([]);
      expect(recusados).toBeGreaterThan(0);
      // every acknowledged write is in the database; extra rows can only come from a 503 whose COMMIT did land
      const linhas = new Set(
        (
          (await consultar(banco.url, 'select id from venda_itens where venda_id = $1', [venda.id])) as { id: number }[]
        ).map((r) => r.id),
      );
      expect(confirmados.filter((id) => !linhas.has(id))).toEqual([]);
      expect(linhas.size - confirmados.length).toBeLessThanOrEqual(recusados);
    },
    PRAZO_PROCESSO,
  );
});
