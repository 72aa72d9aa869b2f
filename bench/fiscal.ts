// bench:fiscal (issue 38): what emitting an NFC-e adds to closing a tab. The close writes the note to the outbox in
// its own transaction and answers; the note is sent after the commit. So the close must not wait on the provider:
// the added latency of a close with emission over one without it is compared with the provider's own response time
// measured in the same run (architecture rule 19), against the local fake of Focus NFe answering after SEFAZ_MS.
// Each close waits for its note to be authorized before the next one (the sender never overlaps the next close).
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { FocusNfeFalso } from '../server/test/focusnfe-falso';
import { startApp, loginApi } from './lib/app';

const N = Number(process.env.BENCH_FECHAMENTOS ?? 100);
/** the fake's SEFAZ time (a real NFC-e authorization takes 0.5–3 s) */
const SEFAZ_MS = Number(process.env.BENCH_SEFAZ_MS ?? 100);
/** target: closing with emission adds at most this fraction of one provider response */
const ALVO_RAZAO = 0.1;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const carga = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log(`CPU: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}; load average ${carga()}`);
  const focus = await new FocusNfeFalso().ligar();
  focus.latenciaMs = SEFAZ_MS;
  process.env.FOCUSNFE_URL = focus.url;
  process.env.FISCAL_CHAVE ??= randomBytes(32).toString('hex');
  const app = await startApp();
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
    const config = (ativo: boolean) =>
      api('PUT', '/api/fiscal/config', {
        ativo,
        provedor: 'focusnfe',
        ambiente: 'homologacao',
        token: focus.token,
        cnpj: '11.222.333/0001-81',
        inscricao_estadual: '123456789',
        regime_tributario: 1,
        emissao: 'automatica',
        padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
      });
    const produto = (await api<{ id: number; nome: string }[]>('GET', '/api/produtos')).find(
      (p) => p.nome === 'Água Mineral',
    )!.id;
    const mesa = (await api('POST', '/api/mesas', { numero: 901, nome: 'Mesa 901', capacidade: 4 })).id;

    /** Opens a tab with two items and pays it (not timed), then times the close alone. */
    async function fechar(): Promise<{ ms: number; vendaId: number }> {
      const venda = (await api('POST', '/api/vendas', { mesa_id: mesa })).id;
      await api('POST', `/api/vendas/${venda}/itens`, { produto_id: produto, quantidade: 2 });
      const { total } = await api<{ total: number }>('GET', `/api/vendas/${venda}`);
      await api('POST', `/api/vendas/${venda}/pagamentos`, { forma: 'dinheiro', valor: total, valor_recebido: total });
      const t0 = performance.now();
      await api('POST', `/api/vendas/${venda}/fechar`, {});
      return { ms: performance.now() - t0, vendaId: venda };
    }
    async function autorizada(vendaId: number, desde: number): Promise<number | null> {
      for (;;) {
        const res = await fetch(`${app.baseUrl}/api/vendas/${vendaId}/nfce`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.ok && ((await res.json()) as { situacao: string }).situacao === 'autorizada')
          return performance.now() - desde;
        if (performance.now() - desde > 10_000) return null;
        await new Promise((r) => setTimeout(r, 2));
      }
    }

    // warm-up of both paths (JIT, prepared statements)
    await config(false);
    for (let i = 0; i < 10; i++) await fechar();
    // the floor: the provider's own response time, a POST straight to the fake (same payload size as the app's)
    const direto: number[] = [];
    const corpo = JSON.stringify({ cnpj_emitente: '11222333000181', items: [{ numero_item: '1' }] });
    const auth = 'Basic ' + Buffer.from(`${focus.token}:`).toString('base64');
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await (
        await fetch(`${focus.url}/v2/nfce?ref=piso-${i}`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: corpo,
        })
      ).arrayBuffer();
      direto.push(performance.now() - t0);
    }

    // interleaved rounds, so a change in the machine's load falls on both alike
    const sem: number[] = [];
    const com: number[] = [];
    const emissao: number[] = [];
    let perdidas = 0;
    for (let r = 0; r < N / 10; r++) {
      await config(false);
      for (let i = 0; i < 10; i++) sem.push((await fechar()).ms);
      await config(true);
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        const f = await fechar();
        com.push(f.ms);
        const fim = await autorizada(f.vendaId, t0);
        if (fim == null) perdidas++;
        else emissao.push(fim);
      }
    }
    const duplicadas = [...focus.notas.values()].filter((n) => n.autorizacoes > 1).length;

    const piso = pct(direto, 50);
    const acrescimo = pct(com, 50) - pct(sem, 50);
    const razao = acrescimo / piso;
    console.log(
      `provider's own response (POST to the fake, SEFAZ ${SEFAZ_MS} ms): p50 ${ms(piso)}, p99 ${ms(pct(direto, 99))}`,
    );
    console.log(`close without emission (${sem.length}): p50 ${ms(pct(sem, 50))}, p99 ${ms(pct(sem, 99))}`);
    console.log(`close with emission    (${com.length}): p50 ${ms(pct(com, 50))}, p99 ${ms(pct(com, 99))}`);
    console.log(
      `added latency of the close: p50 ${ms(acrescimo)} = ${razao.toFixed(3)} × the provider's response (target ≤ ${ALVO_RAZAO})`,
    );
    console.log(
      `close sent → note authorized: p50 ${ms(pct(emissao, 50))}, p99 ${ms(pct(emissao, 99))} ` +
        `(${(pct(emissao, 50) / piso).toFixed(2)} × the provider's response; includes the close itself and 2 ms polling)`,
    );
    console.log(`notes not authorized within 10 s: ${perdidas}; authorized twice: ${duplicadas}`);
    console.log(`load average after: ${carga()}`);
    const falhas = [
      !(razao <= ALVO_RAZAO) && `added ${ms(acrescimo)} > ${ALVO_RAZAO} × ${ms(piso)}`,
      perdidas > 0 && `${perdidas} notes not authorized`,
      duplicadas > 0 && `${duplicadas} notes authorized twice`,
    ].filter(Boolean);
    if (falhas.length) {
      console.error(`FALHOU: ${falhas.join('; ')}`);
      process.exitCode = 1;
    } else console.log('OK');
  } finally {
    await app.stop();
    await focus.desligar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
