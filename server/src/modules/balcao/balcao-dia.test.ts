import { describe, expect, it } from 'vitest';
import type { VendaDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

/*
 * The counter's numbering restarts each day in the company's time zone (America/Sao_Paulo, UTC-3, for the demo). A
 * file of its own: it moves this app's clock forward by most of a day.
 */
const t = useTestApp();

const MIN = 60_000;

/** Milliseconds from the app's now until the next hh:mm:00 on the clock of São Paulo (UTC-3 all year). */
function ateAHoraLocal(agora: Date, hora: number, minuto: number): number {
  const local = new Date(agora.getTime() - 3 * 60 * MIN);
  const alvo = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hora, minuto);
  let ms = alvo - local.getTime();
  if (ms <= 0) ms += 24 * 60 * MIN;
  return ms;
}

async function avancar(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: ms } });
  expect(res.statusCode).toBe(200);
  t.esquecerLogins(); // the sessions' tokens age with the app's clock
}

const abrir = async () =>
  json<VendaDTO>(await t.injectAs('caixa', { method: 'POST', url: '/api/vendas', payload: { tipo: 'balcao' } })).numero;

describe("the counter's numbering of the day", () => {
  it("goes on past UTC midnight and restarts at 1 at the company's midnight", async () => {
    await avancar(ateAHoraLocal(t.ctx.relogio.agora(), 20, 59)); // 23:59 UTC
    const primeiro = (await abrir())!;
    await avancar(2 * MIN); // 00:01 UTC of the next day, still 21:01 in São Paulo
    expect(await abrir()).toBe(primeiro + 1);
    await avancar(ateAHoraLocal(t.ctx.relogio.agora(), 23, 59));
    expect(await abrir()).toBe(primeiro + 2);
    await avancar(2 * MIN); // 00:01 in São Paulo: a new day
    expect(await abrir()).toBe(1);
    expect(await abrir()).toBe(2);
  });
});
