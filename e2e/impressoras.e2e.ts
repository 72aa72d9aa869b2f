import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { apiOk, CELULAR, SCREENSHOTS, useE2E, vigiarAparicao } from './harness';

// a job older than this when its agent gets it waits for a person (12 s here instead of 30 min); read by the server
const IDADE_MAX_MIN = 5;
const URL_AGUARDANDO = '**/api/impressoes?situacao=aguardando_decisao';
const e = useE2E({ env: () => ({ IMPRESSAO_IDADE_MAX_MIN: String(IDADE_MAX_MIN) }) });
mkdirSync(SCREENSHOTS, { recursive: true });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A network thermal printer as the agent sees it: a TCP server on a free port that keeps every byte it receives. */
async function impressoraFalsa() {
  const recebido: Buffer[] = [];
  const esperas = new Set<() => void>();
  const server: Server = createServer((sock) =>
    sock.on('data', (d) => {
      recebido.push(d);
      esperas.forEach((f) => f());
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const texto = () => Buffer.concat(recebido).toString('latin1');
  return {
    porta: (server.address() as { port: number }).port,
    texto,
    /** resolves once the bytes received so far contain `trecho` (case-insensitive) `vezes` times */
    esperar: (trecho: string, vezes = 1) =>
      new Promise<void>((resolve) => {
        const conferir = () => {
          const n = texto().toLowerCase().split(trecho.toLowerCase()).length - 1;
          if (n >= vezes) {
            esperas.delete(conferir);
            resolve();
          }
        };
        esperas.add(conferir);
        conferir();
      }),
    fechar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let agente: ChildProcess | undefined;
/** The restaurant's computer: a folder outside the repository, where the agent is saved from the browser and runs. */
const pc = mkdtempSync(path.join(tmpdir(), 'cv-agente-pc-'));
const dadosAgente = path.join(pc, 'dados');
afterAll(() => {
  if (agente?.exitCode == null) agente?.kill('SIGKILL');
  rmSync(pc, { recursive: true, force: true });
});

/**
 * The downloaded agent, as the command shown in Settings starts it (`node agente.js --servidor … --token …`), in its
 * folder, with an environment that knows nothing of the repository (no NODE_PATH, nothing but PATH and HOME).
 */
function iniciarAgente(comando: string) {
  const [node, arquivo, ...args] = comando.split(' ');
  expect([node, arquivo]).toEqual(['node', 'agente.js']);
  let saida = '';
  const p = spawn(process.execPath, [arquivo!, ...args, '--dados', dadosAgente], {
    cwd: pc,
    env: { PATH: process.env.PATH ?? '', HOME: pc },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  p.stdout!.on('data', (d) => (saida += d));
  p.stderr!.on('data', (d) => (saida += d));
  p.on('exit', (code) => code && console.warn(`agente saiu com ${code}: ${saida}`));
  return p;
}

/** A page with room for a loaded machine: this test runs five browser contexts, the server and the agent at once. */
async function abrir(viewport?: { width: number; height: number }) {
  const { page } = await e.newPage(viewport);
  page.setDefaultTimeout(30_000);
  return page;
}

async function foto(page: Page, nome: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `impressoras-${nome}.png`), fullPage: true });
}

/** A waiter's add through the picker (it opens by itself right after 'Abrir Comanda'). */
async function pedirPizza(garcom: Page, sabor: string) {
  const busca = garcom.getByTestId('picker-busca');
  if (!(await busca.isVisible())) await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
  await busca.fill('Pizza Broto');
  await garcom.getByTestId('produto-Pizza Broto').click();
  await garcom.getByTestId(`sabor-${sabor}`).click();
  await garcom.getByTestId('picker-contador').getByText('1 item adicionado').waitFor();
  await garcom.getByRole('button', { name: 'Concluir' }).click();
  await busca.waitFor({ state: 'hidden' });
}

async function novaImpressora(gerente: Page, porta: number) {
  await gerente.getByRole('button', { name: 'Nova impressora' }).click();
  const dialogo = gerente.getByRole('dialog', { name: 'Nova impressora' });
  await dialogo.getByLabel('Nome').fill('Cozinha');
  await dialogo.getByLabel('Endereço (IP)').fill('127.0.0.1');
  // 9100 by default; the fake printer listens elsewhere
  expect(await dialogo.getByLabel('Porta').inputValue()).toBe('9100');
  await dialogo.getByLabel('Porta').fill(String(porta));
  await dialogo.getByPlaceholder('Escolha as estações').click();
  await gerente.getByRole('option', { name: 'Cozinha' }).click();
  await dialogo.getByRole('heading', { name: 'Nova impressora' }).click(); // closes the options list
  expect(await dialogo.getByRole('checkbox', { name: 'Pedidos de produção' }).isChecked()).toBe(true);
  await dialogo.getByRole('checkbox', { name: 'Pré-conta' }).check();
  expect(await dialogo.locator('input[value="CP860"]:visible').count()).toBe(1); // the code page's default
  await foto(gerente, 'nova-1280');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await gerente.getByText('Impressora cadastrada!').waitFor();
  await gerente.getByTestId('impressora').getByText('Cozinha', { exact: true }).waitFor();
}

/**
 * 'Conectar agente': the dialog offers agente.js for download, saved into the restaurant's computer's folder, and
 * shows the command once; the command is read from the screen, as a person would copy it.
 */
async function conectarAgente(gerente: Page): Promise<string> {
  // the section offers the download on its own too (a new version of the agent, same token)
  await gerente.getByTestId('agentes').getByRole('button', { name: 'Baixar agente.js' }).waitFor();
  await gerente.getByRole('button', { name: 'Conectar agente' }).click();
  const dialogo = gerente.getByRole('dialog', { name: 'Conectar agente de impressão' });
  await dialogo.getByLabel('Nome do agente').fill('PC Cozinha');
  await dialogo.getByRole('button', { name: 'Gerar comando' }).click();
  const comando = (await dialogo.getByTestId('comando-agente').textContent())!;
  expect(comando).toMatch(new RegExp(`^node agente\\.js --servidor ${e.baseUrl} --token cva_\\S+$`));
  await dialogo.getByText('o token não será mostrado de novo').waitFor();
  await dialogo.getByRole('button', { name: 'Copiar comando' }).waitFor();
  const [download] = await Promise.all([
    gerente.waitForEvent('download'),
    dialogo.getByRole('button', { name: 'Baixar agente.js' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('agente.js');
  await download.saveAs(path.join(pc, 'agente.js'));
  await gerente.getByText('Download concluído!').waitFor();
  await foto(gerente, 'token-1280');
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  return comando.trim();
}

describe('printers and the print agent', () => {
  it('a manager sets up a printer and an agent; a waiter’s order prints; everyone sees the agent drop', async () => {
    const impressora = await impressoraFalsa();
    const gerente = await abrir();
    // the manager's realtime socket, so the story can drop it (on reconnecting, the screen asks for its lists again)
    const socketsDoGerente: WebSocketRoute[] = [];
    await gerente.context().routeWebSocket(/socket\.io/, (ws) => {
      ws.connectToServer();
      socketsDoGerente.push(ws);
    });
    await e.login(gerente, 'gerente@demo.com.br');
    await gerente.goto('/configuracoes?aba=impressoras');
    await gerente.getByText('Nenhuma impressora cadastrada').waitFor();
    await novaImpressora(gerente, impressora.porta);
    const comando = await conectarAgente(gerente);
    // nothing of the repository reaches the folder: no package.json or node_modules on its way up
    expect(path.relative(ROOT, pc).startsWith('..')).toBe(true);
    for (let d = pc; d !== path.dirname(d); d = path.dirname(d))
      expect(existsSync(path.join(d, 'node_modules')) || existsSync(path.join(d, 'package.json')), d).toBe(false);
    const agenteNaLista = gerente.getByTestId('agente').filter({ hasText: 'PC Cozinha' });
    await agenteNaLista.getByTestId('agente-estado').getByText('Desconectado').waitFor();

    agente = iniciarAgente(comando);
    // live: the agent connecting turns the badge without a reload
    await agenteNaLista.getByTestId('agente-estado').getByText('Conectado', { exact: true }).waitFor();
    await foto(gerente, 'config-1280');

    // the waiter's map shows the agent connected; the order goes to the kitchen's printer
    const garcom = await abrir(CELULAR);
    await e.login(garcom, 'garcom@demo.com.br');
    const status = garcom.getByTestId('impressao-status');
    await status.getByText('Agente "PC Cozinha" conectado').waitFor();
    expect(await status.getAttribute('data-estado')).toBe('ok');
    await garcom.getByTestId('mesa-9').click();
    await garcom.getByRole('button', { name: 'Abrir Comanda' }).click();
    await garcom.getByTestId('picker-busca').waitFor();
    await pedirPizza(garcom, 'Calabresa');
    await impressora.esperar('Pizza Broto');
    expect(impressora.texto().toLowerCase()).toContain('mesa 09');
    await garcom.getByRole('button', { name: 'Reimprimir' }).waitFor();
    await garcom.getByRole('button', { name: 'Imprimir na impressora' }).waitFor();
    await foto(garcom, 'comanda-390');
    // the pre-bill on the printer that prints 'Pré-conta' (the browser's print stays beside it)
    await garcom.getByRole('button', { name: 'Imprimir na impressora' }).click();
    await garcom.getByText('Enviado para a impressora').waitFor();
    await impressora.esperar('documento fiscal');

    // the kitchen board: the same indicator, and 'Reimprimir' on the ticket prints it again
    const cozinha = await abrir({ width: 1280, height: 800 });
    await e.login(cozinha, 'gerente@demo.com.br');
    await cozinha.goto('/cozinha');
    await cozinha.getByTestId('impressao-status').getByText('Agente "PC Cozinha" conectado').waitFor();
    await cozinha.getByRole('button', { name: 'Reimprimir pedido da Mesa 09' }).click();
    await impressora.esperar('Pizza Broto', 2);
    await foto(cozinha, 'cozinha-1280');

    // the agent dies: managers get the alert, the map's indicator turns. Killed only once the server has the reprint's
    // acknowledgement: a ticket caught between the paper and its ack would, aged on the agent's return, wait for a
    // person too (a second 'Mesa 09 — Cozinha' below)
    const emCurso = async () =>
      [
        ...(await apiOk(gerente, 'GET', '/api/impressoes?situacao=enviada')),
        ...(await apiOk(gerente, 'GET', '/api/impressoes?situacao=pendente')),
      ].length;
    await expect.poll(emCurso, { timeout: 15_000 }).toBe(0);
    agente.kill('SIGKILL');
    await gerente.getByTestId('alerta').getByText('Agente de impressão "PC Cozinha" desconectado').waitFor();
    await agenteNaLista.getByTestId('agente-estado').getByText('Desconectado').waitFor();
    await garcom.goto('/');
    await status.getByText('Agente "PC Cozinha" desconectado').waitFor();
    expect(await status.getAttribute('data-estado')).toBe('alerta');
    // a waiter does not manage printers: no banner for them
    expect(await garcom.getByTestId('alerta').count()).toBe(0);
    await foto(garcom, 'mapa-390');
    await foto(gerente, 'alerta-1280');

    // an order made while the agent is away and older than the limit when it returns is not printed on its own
    await garcom.getByTestId('mesa-9').click();
    await pedirPizza(garcom, 'Mussarela');
    // the job ages past the limit: the server's clock moves on (a test-only route), no event marks that
    await apiOk(gerente, 'POST', '/api/teste/relogio', { avancar_ms: IDADE_MAX_MIN * 60_000 + 1000 });
    agente = iniciarAgente(comando);
    const aguardando = gerente.getByTestId('impressao-aguardando');
    await aguardando.getByText('Mesa 09 — Cozinha').waitFor();
    await foto(gerente, 'aguardando-1280');
    expect(impressora.texto().toLowerCase()).not.toContain('mussarela');
    // answers out of order: the manager's socket drops and comes back, so the screen asks for the waiting jobs again;
    // that answer, taken while the job still waits, reaches the page only after the decision, and must not bring the
    // decided job back, not even for a moment
    let reter = false;
    const retidas: (() => Promise<void>)[] = [];
    await gerente.route(URL_AGUARDANDO, async (route) => {
      const resposta = await route.fetch();
      if (reter) retidas.push(() => route.fulfill({ response: resposta }));
      else await route.fulfill({ response: resposta });
    });
    reter = true;
    socketsDoGerente.splice(0).forEach((ws) => void ws.close());
    await expect.poll(() => retidas.length, { timeout: 15_000 }).toBeGreaterThan(0);
    reter = false;
    await aguardando.getByRole('button', { name: 'Imprimir mesmo assim' }).click();
    await impressora.esperar('Mussarela');
    await aguardando.waitFor({ state: 'detached' });
    const voltou = await vigiarAparicao(gerente, '[data-testid=aguardando-decisao]');
    for (const soltar of retidas) await soltar();
    await gerente.unrouteAll({ behavior: 'wait' });
    await gerente.waitForTimeout(500); // time for the page to apply the late answer, were it to
    expect(await voltou()).toBeNull();

    // revoking removes it from the list
    await agenteNaLista.getByRole('button', { name: 'Revogar' }).click();
    await gerente.getByRole('dialog', { name: 'Revogar agente' }).getByRole('button', { name: 'Revogar' }).click();
    await gerente.getByText('Agente revogado!').waitFor();
    await agenteNaLista.waitFor({ state: 'detached' });

    // the settings screen on a phone
    const celular = await abrir(CELULAR);
    await e.login(celular, 'gerente@demo.com.br');
    await celular.goto('/configuracoes?aba=impressoras');
    await celular.getByTestId('impressora').waitFor();
    await foto(celular, 'config-390');
    await impressora.fechar();
  }, 480_000);
});
