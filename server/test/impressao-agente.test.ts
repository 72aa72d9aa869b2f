import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Socket as Conexao } from 'node:net';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as conectar, type Socket } from 'socket.io-client';
import {
  AGENTE_RECUSADO,
  type AgenteCriadoDTO,
  type EstadoImpressaoDTO,
  type ImpressaoDTO,
  type TrabalhoImpressao,
} from '@comanda/shared';
import { json, useTestApp, type Demo } from './helpers';
import { AgenteProcesso, ImpressoraFalsa } from './impressora-falsa';
import { ate } from './processo';

/**
 * The print agent end to end (issue 23): the real agent process (agente/bin) against fake network printers (TCP
 * servers recording bytes), a real app listening on a port, a real database. Each test builds its own stations,
 * products, printers and agent, and removes its printers at the end, so no test prints another's tickets.
 */
const t = useTestApp();
let base = '';
let seq = 0;
const limpar: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
// each test's agents stop and its printers go: an agent prints any job of its company, so none may outlive its test
afterEach(async () => {
  for (const f of limpar.splice(0).reverse()) await f().catch(() => {});
});

async function ok<T = any>(quem: Demo | { authorization: string }, method: string, url: string, payload?: unknown) {
  const res = await t.injectAs(quem, { method: method as 'GET', url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : json<T>(res)) as T;
}

/** A station with its own category and products, a fake printer serving it, and an agent token. */
async function cenario(produtos: string[], tipos = ['producao', 'cancelamento', 'conta', 'caixa']) {
  const n = ++seq;
  const estacao = (await ok('admin', 'POST', '/api/estacoes', { nome: `Cozinha ${n}` })).id as number;
  const categoria = (await ok('admin', 'POST', '/api/categorias', { nome: `Pratos ${n}`, estacao_id: estacao })).id;
  const ids: Record<string, number> = {};
  for (const nome of produtos)
    ids[nome] = (await ok('admin', 'POST', '/api/produtos', { nome, preco: 10, categoria_id: categoria })).id;
  const impressora = await new ImpressoraFalsa().ligar();
  const imp = await ok('gerente', 'POST', '/api/impressoras', {
    nome: `Cozinha ${n}`,
    host: '127.0.0.1',
    porta: impressora.porta,
    largura: 80,
    estacao_ids: [estacao],
    tipos,
  });
  limpar.push(() => impressora.desligar());
  limpar.push(() => ok('admin', 'DELETE', `/api/impressoras/${imp.id}`));
  return { n, estacao, produtos: ids, impressora, impressoraId: imp.id as number };
}

async function novoAgente(servidor = base) {
  const nome = `PC ${++seq}`;
  const criado = await ok<AgenteCriadoDTO>('admin', 'POST', '/api/impressoras/agentes', { nome });
  const agente = await new AgenteProcesso(servidor, criado.token).iniciar();
  limpar.push(() => agente.matar());
  return { ...criado, agente, nome };
}

async function comanda() {
  const mesa = (await ok('admin', 'POST', '/api/mesas', { numero: 500 + ++seq, nome: 'Mesa', capacidade: 4 })).id;
  return (await ok('garcom', 'POST', '/api/vendas', { mesa_id: mesa })) as { id: number; mesa_numero: number };
}
const adicionar = (venda: number, produto: number, observacoes?: string) =>
  ok<{ id: number }>('garcom', 'POST', `/api/vendas/${venda}/itens`, {
    produto_id: produto,
    quantidade: 1,
    observacoes,
  });

const situacoes = async (impressoraId: number) =>
  (
    await t.ctx.db
      .selectFrom('impressoes')
      .select(['id', 'situacao', 'tentativas'])
      .where('impressora_id', '=', impressoraId)
      .orderBy('id')
      .execute()
  ).map((j) => j);
const pedidos = (impressora: ImpressoraFalsa) =>
  impressora.textos().map((txt) => Number(/pedido (\d+)/.exec(txt)?.[1]));
/** The job ids an agent recorded as printed, in its data dir (agente/src/registro.js). */
function registrados(dados: string): Set<number> {
  const arquivo = readdirSync(dados).find((f) => /^impressos-.*\.json$/.test(f));
  return new Set(arquivo ? (JSON.parse(readFileSync(path.join(dados, arquivo), 'utf8')) as number[]) : []);
}
/** The printer's jobs all acknowledged, and their bytes all at the fake printer (the ack may overtake its 'end'). */
const todasImpressas = (c: { impressoraId: number; impressora: ImpressoraFalsa }, n: number) => async () => {
  const js = await situacoes(c.impressoraId);
  return js.length === n && js.every((j) => j.situacao === 'impressa') && c.impressora.recebidos.length === n;
};

/**
 * A network path from an agent to the app. emudecer(): what the agent says is lost and nothing closes, as a PC that
 * lost its power or its Wi-Fi leaves it (the server holds the connection until its ping timeout, socket.io's 25 s +
 * 20 s). cortar(): its connections close (the server sees the agent go), and new ones pass again.
 */
async function caminhoAteOApp() {
  const conexoes = new Set<Conexao>();
  let mudo = false;
  const porta = Number(new URL(base).port);
  const repassar = (de: Conexao, para: Conexao, doAgente: boolean) => {
    conexoes.add(de);
    de.on('data', (d) => {
      if (!(doAgente && mudo)) para.write(d);
    });
    de.on('error', () => {});
  };
  const servidor = createServer((agente) => {
    const app = connect(porta, '127.0.0.1');
    repassar(agente, app, true);
    repassar(app, agente, false);
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
  const cortar = () => {
    for (const s of conexoes) s.destroy();
    conexoes.clear();
    mudo = false;
  };
  limpar.push(async () => {
    cortar();
    servidor.close();
  });
  const url = `http://127.0.0.1:${(servidor.address() as { port: number }).port}`;
  return { url, emudecer: () => (mudo = true), cortar };
}

/** The agent's live socket as the server recorded it (null: not connected). */
const socketDoAgente = async (id: number) =>
  (await t.ctx.db.selectFrom('impressao_agentes').select('socket_id').where('id', '=', id).executeTakeFirst())
    ?.socket_id;

function staffSocket(token: string): Socket {
  const s = conectar(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  limpar.push(async () => s.disconnect());
  return s;
}

describe('print agent', () => {
  it("prints a waiter's add on its station's printer only, with pt-BR accents, and a void as CANCELADO", async () => {
    const cozinha = await cenario(['Pão de queijo', 'Feijoada à moda', 'Açaí']);
    const bar = await cenario(['Caipirinha de limão']);
    const { agente } = await novoAgente();
    const venda = await comanda();
    await adicionar(venda.id, cozinha.produtos['Pão de queijo']!, 'sem sal');
    await adicionar(venda.id, cozinha.produtos['Feijoada à moda']!);
    const acai = await adicionar(venda.id, cozinha.produtos['Açaí']!);
    await ate(todasImpressas(cozinha, 3), 20_000, 'os três tickets', agente);
    await ok('garcom', 'DELETE', `/api/venda-itens/${acai.id}`);
    await ate(todasImpressas(cozinha, 4), 20_000, 'o cancelamento', agente);
    await adicionar(venda.id, bar.produtos['Caipirinha de limão']!);
    await ate(todasImpressas(bar, 1), 20_000, 'o ticket do bar', agente);

    expect(cozinha.impressora.recebidos).toHaveLength(4);
    expect(bar.impressora.recebidos).toHaveLength(1);
    const [pao, feijoada, acaiTicket, cancelado] = cozinha.impressora.textos();
    const mesa = `Mesa ${String(venda.mesa_numero).padStart(2, '0')}`;
    for (const texto of [pao, feijoada, acaiTicket]) {
      expect(texto).toContain(`COZINHA ${cozinha.n}`);
      expect(texto).toContain(mesa);
      expect(texto).toContain('Gabriel Garçom');
      expect(texto).not.toContain('CANCELADO');
    }
    expect(pao).toContain('1x Pão de queijo');
    expect(pao).toContain('OBS: sem sal');
    expect(feijoada).toContain('1x Feijoada à moda');
    expect(acaiTicket).toContain('1x Açaí');
    expect(cancelado).toContain('CANCELADO');
    expect(cancelado).toContain('1x Açaí');
    expect(bar.impressora.textos()[0]).toContain('1x Caipirinha de limão');
    expect(cozinha.impressora.textos().join('')).not.toContain('Caipirinha');
    // ESC/POS: initialised, CP860 selected (ESC t 3), large type (GS ! 0x11), paper cut
    expect(cozinha.impressora.recebidos[0]!.bytes.includes(Buffer.from([0x1b, 0x74, 0x03]))).toBe(true);
    expect(cozinha.impressora.recebidos[0]!.bytes.includes(Buffer.from([0x1d, 0x21, 0x11]))).toBe(true);
  }, 60_000);

  it('prints each ticket once, the one in flight at most twice, when the agent is killed mid-stream and started again', async () => {
    const c = await cenario(['Bife acebolado']);
    const caminho = await caminhoAteOApp();
    const { id, token, nome, agente } = await novoAgente(caminho.url);
    const alertas: string[] = [];
    const staff = staffSocket((await t.loginAs('gerente')).authorization.slice(7));
    staff.on('impressao:alerta', (p: { mensagem: string }) => alertas.push(p.mensagem));
    await new Promise<void>((r) => staff.once('connect', () => r()));
    await ate(() => socketDoAgente(id), 20_000, 'o agente conectado', agente);
    // its acknowledgements are lost: every ticket it prints is sent again to the next agent, which must not print it
    caminho.emudecer();
    const venda = await comanda();
    const total = 30;
    for (let i = 1; i <= total; i++) await adicionar(venda.id, c.produtos['Bife acebolado']!, `pedido ${i}`);
    // it prints a few, then dies mid-stream
    await ate(() => c.impressora.recebidos.length >= 5, 20_000, 'os primeiros tickets', agente);
    await agente.matar();
    caminho.cortar();
    // what it recorded as printed (the first ones: its jobs print in id order) never prints again. The one it was
    // printing may: killed after the printer took its bytes and before its id was written, nothing tells it printed (a
    // raw TCP printer answers nothing), so the next agent prints it again, right after the recorded ones
    const gravados = registrados(agente.dados);
    const feitos = (await situacoes(c.impressoraId)).filter((j) => gravados.has(j.id)).length;
    await ate(() => alertas.includes(`Agente de impressão "${nome}" desconectado`), 5_000, 'o alerta');
    const depois = await new AgenteProcesso(caminho.url, token, agente.dados).iniciar();
    limpar.push(() => depois.matar());
    const umaVez = Array.from({ length: total }, (_, i) => i + 1);
    await ate(
      async () =>
        (await situacoes(c.impressoraId)).every((j) => j.situacao === 'impressa') &&
        umaVez.every((p) => pedidos(c.impressora).includes(p)),
      30_000,
      'todos os tickets',
      depois,
    );

    const emCursoDuasVezes = [...umaVez.slice(0, feitos + 1), ...umaVez.slice(feitos)];
    expect([umaVez, emCursoDuasVezes]).toContainEqual(pedidos(c.impressora));
  }, 90_000);

  it('gives a restarted agent the tickets queued while the server still holds its old, silent connection', async () => {
    const c = await cenario(['Tutu de feijão']);
    const caminho = await caminhoAteOApp();
    const { id, token, agente } = await novoAgente(caminho.url);
    const antigo = await ate(() => socketDoAgente(id), 20_000, 'o agente conectado', agente);
    // its PC loses power: the server hears nothing and keeps the old connection, which must claim no ticket (no one
    // would send it to the new one)
    caminho.emudecer();
    await agente.matar();
    const depois = await new AgenteProcesso(base, token, agente.dados).iniciar();
    limpar.push(() => depois.matar());
    await ate(
      async () => {
        const atual = await socketDoAgente(id);
        return atual != null && atual !== antigo;
      },
      20_000,
      'a reconexão',
      depois,
    );
    const venda = await comanda();
    for (let i = 1; i <= 3; i++) await adicionar(venda.id, c.produtos['Tutu de feijão']!, `pedido ${i}`);
    // well within the old connection's ping timeout: a ticket claimed for it would come only with a later reconnect
    await ate(todasImpressas(c, 3), 20_000, 'os tickets', depois);
    expect(pedidos(c.impressora)).toEqual([1, 2, 3]);
  }, 60_000);

  it('keeps the tickets of a printer that is down and prints them in order when it returns', async () => {
    const c = await cenario(['Moqueca']);
    const { agente } = await novoAgente();
    const venda = await comanda();
    await adicionar(venda.id, c.produtos['Moqueca']!, 'pedido 0');
    await ate(todasImpressas(c, 1), 20_000, 'o primeiro ticket', agente);

    await c.impressora.desligar();
    for (let i = 1; i <= 5; i++) {
      await adicionar(venda.id, c.produtos['Moqueca']!, `pedido ${i}`);
      // tickets keep coming while it is down: each after the agent failed on the printer once more
      const antes = (await situacoes(c.impressoraId)).reduce((n, j) => n + j.tentativas, 0);
      await ate(
        async () => (await situacoes(c.impressoraId)).reduce((n, j) => n + j.tentativas, 0) > antes,
        20_000,
        'uma nova tentativa',
        agente,
      );
    }
    const estado = await ok<EstadoImpressaoDTO>('garcom', 'GET', '/api/impressoes/estado');
    const offline = estado.impressoras.find((i) => i.id === c.impressoraId)!;
    expect(offline).toMatchObject({ online: false, aguardando: 5 });
    expect(offline.erro).toMatch(/127\.0\.0\.1/);

    await c.impressora.ligar();
    await ate(todasImpressas(c, 6), 20_000, 'os tickets guardados', agente);
    expect(pedidos(c.impressora)).toEqual([0, 1, 2, 3, 4, 5]);
    await ate(
      async () =>
        (await ok<EstadoImpressaoDTO>('garcom', 'GET', '/api/impressoes/estado')).impressoras.find(
          (i) => i.id === c.impressoraId,
        )?.online,
      5_000,
      'a impressora online',
    );
  }, 90_000);

  it('disconnects a revoked agent at once, and it does not come back', async () => {
    await cenario(['Escondidinho']);
    const { id, agente } = await novoAgente();
    await ate(
      async () => (await ok('admin', 'GET', '/api/impressoras/agentes')).find((a: any) => a.id === id)?.conectado,
    );
    const inicio = Date.now();
    await ok('admin', 'DELETE', `/api/impressoras/agentes/${id}`);
    expect(await agente.fim).toBe(2);
    expect(Date.now() - inicio).toBeLessThan(5_000);
    expect(agente.saida()).toContain('Token recusado');
    expect((await ok('admin', 'GET', '/api/impressoras/agentes')).some((a: any) => a.id === id)).toBe(false);
  }, 30_000);

  it('sends a job past the age limit to a decision: printed only with "Imprimir mesmo assim"', async () => {
    const c = await cenario(['Rabada']);
    const venda = await comanda();
    await adicionar(venda.id, c.produtos['Rabada']!, 'antigo 1');
    await adicionar(venda.id, c.produtos['Rabada']!, 'antigo 2');
    // written 40 minutes ago while no agent was connected
    await t.ctx.db
      .updateTable('impressoes')
      .set({ criado_em: new Date(Date.now() - 40 * 60_000) })
      .where('impressora_id', '=', c.impressoraId)
      .execute();
    const { agente } = await novoAgente();
    await adicionar(venda.id, c.produtos['Rabada']!, 'novo');
    await ate(() => c.impressora.recebidos.length === 1, 20_000, 'o novo', agente);
    const aguardando = await ok<ImpressaoDTO[]>('gerente', 'GET', '/api/impressoes?situacao=aguardando_decisao');
    const minhas = aguardando.filter((j) => j.impressora_id === c.impressoraId);
    expect(minhas.map((j) => j.resumo)).toEqual([
      `Mesa ${String(venda.mesa_numero).padStart(2, '0')} — Cozinha ${c.n}`,
      `Mesa ${String(venda.mesa_numero).padStart(2, '0')} — Cozinha ${c.n}`,
    ]);
    expect(c.impressora.textos().map((x) => /(antigo \d|novo)/.exec(x)?.[1])).toEqual(['novo']);

    await ok('gerente', 'POST', `/api/impressoes/${minhas[1]!.id}/descartar`);
    expect((await ok<ImpressaoDTO>('gerente', 'POST', `/api/impressoes/${minhas[0]!.id}/imprimir`)).situacao).toBe(
      'pendente',
    );
    await ate(
      async () =>
        (await situacoes(c.impressoraId)).find((j) => j.id === minhas[0]!.id)?.situacao === 'impressa' &&
        c.impressora.recebidos.length === 2,
      20_000,
      'o antigo impresso',
      agente,
    );
    expect(c.impressora.textos().map((x) => /(antigo \d|novo)/.exec(x)?.[1])).toEqual(['novo', 'antigo 1']);
    const descartada = await t.injectAs('gerente', {
      method: 'POST',
      url: `/api/impressoes/${minhas[1]!.id}/imprimir`,
    });
    expect(descartada.statusCode).toBe(409);
  }, 60_000);

  it('lets a job that outlives its validity while the printer is down wait for a person', async () => {
    const c = await cenario(['Baião de dois']);
    await c.impressora.desligar();
    const venda = await comanda();
    await adicionar(venda.id, c.produtos['Baião de dois']!);
    // 29 min 59 s old when the agent gets it: a second of validity left, and the printer is off
    await t.ctx.db
      .updateTable('impressoes')
      .set({ criado_em: new Date(Date.now() - 30 * 60_000 + 1_000) })
      .where('impressora_id', '=', c.impressoraId)
      .execute();
    const { agente } = await novoAgente();
    await ate(
      async () => (await situacoes(c.impressoraId))[0]?.situacao === 'aguardando_decisao',
      20_000,
      'a decisão',
      agente,
    );
    await c.impressora.ligar();
    expect(c.impressora.recebidos).toHaveLength(0);
  }, 60_000);

  it('prints the pre-bill with the PIX QR code and the cash-up on the chosen printer', async () => {
    const c = await cenario(['Picanha'], ['conta', 'caixa']);
    const { agente } = await novoAgente();
    await ok('admin', 'PATCH', '/api/empresa', {
      chave_pix: 'pix@demo.com.br',
      pix_nome_recebedor: 'Restaurante Demo',
      pix_cidade: 'Sao Paulo',
    });
    const venda = await comanda();
    await adicionar(venda.id, c.produtos['Picanha']!);
    const r = await ok('caixa', 'POST', `/api/vendas/${venda.id}/imprimir-conta`, { impressora_id: c.impressoraId });
    expect(r).toEqual({ impressoes: 1 });
    await ok('caixa', 'POST', '/api/caixa/imprimir', { impressora_id: c.impressoraId });
    await ate(todasImpressas(c, 2), 20_000, 'conta e caixa', agente);
    // no production ticket: this printer prints only bills and the cash-up
    const [conta, caixa] = c.impressora.textos();
    expect(conta).toContain('PRÉ-CONTA');
    expect(conta).toContain('1x Picanha');
    expect(conta).toContain('Taxa de serviço');
    expect(conta).toContain('Pague com PIX');
    // the QR code is ESC/POS (GS ( k) with the BR Code "copia e cola" as its data
    expect(c.impressora.recebidos[0]!.bytes.includes(Buffer.from([0x1d, 0x28, 0x6b]))).toBe(true);
    expect(conta).toMatch(/000201.*br\.gov\.bcb\.pix/i);
    expect(caixa).toContain('FECHAMENTO DE CAIXA');
    expect(caixa).toContain('Hoje');
  }, 60_000);

  it("never gives another company's agent a job, and keeps device and staff credentials apart", async () => {
    const c = await cenario(['Galinhada']);
    const { token, agente } = await novoAgente();
    const b = await empresaB();
    const deB = await ok<AgenteCriadoDTO>(b, 'POST', '/api/impressoras/agentes', { nome: 'PC do Bar B' });
    const jobsDeB: TrabalhoImpressao[] = [];
    const socketB = conectar(`${base}/impressao`, {
      auth: { agente: deB.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    limpar.push(async () => socketB.disconnect());
    socketB.on('impressao:job', (j: TrabalhoImpressao) => {
      jobsDeB.push(j);
      socketB.emit('impressao:ok', { id: j.id });
    });
    await new Promise<void>((r, f) => (socketB.once('connect', () => r()), socketB.once('connect_error', f)));

    const venda = await comanda();
    await adicionar(venda.id, c.produtos['Galinhada']!);
    await ate(todasImpressas(c, 1), 20_000, 'o ticket de A', agente);
    // company B's own ticket reaches B's agent: anything of A's would have come before it
    const impressoraB = await ok(b, 'POST', '/api/impressoras', {
      nome: 'Bar B',
      host: '127.0.0.1',
      porta: 9,
      largura: 58,
      estacao_ids: [b.estacao],
      tipos: ['producao'],
    });
    const vendaB = await ok(b, 'POST', '/api/vendas', { mesa_id: b.mesa });
    await ok(b, 'POST', `/api/vendas/${vendaB.id}/itens`, { produto_id: b.produto, quantidade: 1 });
    await ate(() => jobsDeB.length > 0, 10_000, 'o trabalho de B');
    expect(jobsDeB.map((j) => j.impressora.id)).toEqual([impressoraB.id]);

    // the agent token is no staff or diner credential; a staff token opens no agent connection
    expect((await t.app.inject({ url: '/api/mesas', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: `/api/public/comanda/${token}` })).statusCode).toBe(404);
    const recusa = (url: string, auth: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const s = conectar(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
        s.once('connect', () => (s.disconnect(), reject(new Error(`${url} aceitou ${Object.keys(auth)}`))));
        s.once('connect_error', (e) => resolve(e.message));
      });
    const jwt = (await t.loginAs('admin')).authorization.slice(7);
    expect(await recusa(base, { token })).toBe('Não autorizado');
    expect(await recusa(base, { agente: token })).toBe('Não autorizado');
    // the agents' namespace refuses with the shared protocol's code, which the agent turns into its pt-BR message
    expect(await recusa(`${base}/impressao`, { agente: jwt })).toBe(AGENTE_RECUSADO);
    expect(await recusa(`${base}/impressao`, { token: jwt })).toBe(AGENTE_RECUSADO);
  }, 60_000);
});

/** Company B, created as a real one is (platform admin), with a station, a product and a table. */
async function empresaB() {
  const n = ++seq;
  await ok(await t.adminAuth(), 'POST', '/api/admin/empresas', {
    fantasia: `Bar B ${n}`,
    razao_social: '',
    cnpj: '',
    endereco: '',
    telefone: '',
    email: '',
    admin_nome: 'Bia',
    admin_email: `bia${n}@barb.com.br`,
    admin_senha: 'segredo1',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: `bia${n}@barb.com.br`, senha: 'segredo1' },
  });
  const auth = { authorization: `Bearer ${login.json().token}` };
  const estacao = (await ok(auth, 'POST', '/api/estacoes', { nome: 'Bar' })).id;
  const categoria = (await ok(auth, 'POST', '/api/categorias', { nome: 'Bebidas', estacao_id: estacao })).id;
  const produto = (await ok(auth, 'POST', '/api/produtos', { nome: 'Suco', preco: 8, categoria_id: categoria })).id;
  const mesa = (await ok(auth, 'POST', '/api/mesas', { numero: 1, nome: 'Mesa 01', capacidade: 4 })).id;
  return { ...auth, estacao, produto, mesa };
}
