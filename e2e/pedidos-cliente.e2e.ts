import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, useE2E } from './harness';

/**
 * Issue 22, the diner's side: two phones on one table's printed card share the cart live, one sends, staff approve
 * or refuse, the kitchen starts the item, and every status reaches the phones by the socket.
 */
const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });
const TOQUE = { hasTouch: true, isMobile: true };
const DESKTOP = { width: 1280, height: 800 };
/** a change must arrive by the socket: well within the page's 30 s polling (a loaded CI machine needs a margin) */
const AO_VIVO = { timeout: 5000 };
/** each test walks a whole flow on two or three pages, with axe runs: minutes on a loaded machine */
const FLUXO_MS = 300_000;

/** A phone (or a desktop) on the diner's page; the first load may be slow on a loaded machine. */
async function cliente(viewport = CELULAR, extra = {}) {
  const { page } = await e.newPage(viewport, { ...(viewport === CELULAR && TOQUE), ...extra });
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

/** Opens a card link and waits for the menu's categories (the page's data arrive after its scripts). */
async function abrir(page: Page, caminho: string) {
  await page.goto(caminho);
  await page.getByTestId('categoria-Pizzas').waitFor({ timeout: 30_000 });
}

const MESA_LIVRE = 9;
type Api = <T = any>(method: string, url: string, body?: unknown) => Promise<T>;
let gerente: Api;
let cozinha: Api;
let cartaoLivre = '';
/** the next new table's number (the demo has 1–12): each test orders at a table of its own */
let proximaMesa = 40;

/** A staff member's API (a token from the login route): the 2xx answer's JSON, anything else fails the test. */
async function apiComo(email: string): Promise<Api> {
  const res = await fetch(`${e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: email, senha: 'demo123' }),
  });
  const { token } = (await res.json()) as { token: string };
  return async (method, url, body) => {
    const r = await fetch(`${e.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
    return (r.status === 204 ? undefined : await r.json()) as never;
  };
}

const cartaoDaMesa = async (id: number) =>
  new URL((await gerente<{ url: string }>('GET', `/api/mesas/${id}/qr-fixo`)).url).pathname;

beforeAll(async () => {
  gerente = await apiComo('gerente@demo.com.br');
  cozinha = await apiComo('cozinha@demo.com.br');
  const mesas = await gerente<{ id: number; numero: number }[]>('GET', '/api/mesas');
  cartaoLivre = await cartaoDaMesa(mesas.find((m) => m.numero === MESA_LIVRE)!.id);
});

/**
 * A new table with a tab opened by staff (orders from its phones wait for a waiter's approval, the default mode): the
 * tests run in any order, and a table's cart and orders would carry over from one test to the next.
 */
async function mesaComComanda(): Promise<{ numero: number; cartao: string; codigo: string }> {
  const numero = proximaMesa++;
  const mesa = await gerente<{ id: number }>('POST', '/api/mesas', { numero, nome: `Mesa ${numero}`, capacidade: 4 });
  await gerente('POST', '/api/vendas', { mesa_id: mesa.id });
  const { url, codigo } = await gerente<{ url: string; codigo: string }>('GET', `/api/mesas/${mesa.id}/qr-fixo`);
  return { numero, cartao: new URL(url).pathname, codigo };
}

/** Every tap the diner makes on the ordering path goes through here, so the test can count them. */
function contador() {
  let toques = 0;
  return {
    tocar: async (alvo: Locator) => {
      toques += 1;
      await alvo.tap();
    },
    /** a nervous double tap: two clicks before the page can re-render */
    tocarDuasVezes: async (alvo: Locator) => {
      toques += 1;
      await alvo.evaluate((b: HTMLElement) => {
        b.click();
        b.click();
      });
    },
    get toques() {
      return toques;
    },
  };
}

/** Transitions (a sheet sliding in) over, the endless spinners aside: colours and screenshots are then final. */
const parada = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

async function foto(page: Page, nome: string, fullPage = false) {
  await parada(page);
  await page.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-${nome}.png`, fullPage });
}

async function violacoes(page: Page, tela: string): Promise<string[]> {
  await parada(page);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return r.violations.map(
    (v) => `${tela}: ${v.id} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

/** The orders of table `numero` waiting for a waiter. */
async function pedidosPendentes(numero: number) {
  const pedidos = await gerente<
    {
      id: number;
      mesa_numero: number;
      cliente_nome: string;
      itens: { id: number; nome: string; cliente_nome: string; venda_item_id: number | null }[];
    }[]
  >('GET', '/api/pedidos-cliente?situacao=pendente');
  return pedidos.filter((p) => p.mesa_numero === numero);
}

const situacoes = (page: Page) => page.getByTestId('pedido-item').getByTestId('pedido-situacao');

describe('diners ordering from the table card', () => {
  it(
    'two phones share the cart live; a plain item is sent in 4 taps; approval and kitchen status arrive live',
    async () => {
      const { numero, cartao } = await mesaComComanda();
      const ana = await cliente();
      const bruno = await cliente();
      await abrir(ana, cartao);
      await abrir(bruno, cartao);
      expect(await ana.getByTestId('publico-mesa').textContent()).toBe(`Mesa ${numero}`);

      // 'Seu nome', once per phone
      await ana.getByTestId('quem-pede').getByRole('button', { name: 'Informar nome' }).tap();
      await ana.getByLabel('Como podemos chamar você?').fill('Ana');
      await ana.getByRole('button', { name: 'Continuar' }).tap();
      await ana.getByTestId('quem-pede').getByText('Ana').waitFor();

      // from the open menu: category, 'Adicionar', the cart, 'Enviar pedido'
      const t = contador();
      await t.tocar(ana.getByTestId('categoria-Cervejas'));
      await t.tocar(ana.getByTestId('produto-Chope 300 ml').getByRole('button', { name: /^Adicionar/ }));
      await ana.getByTestId('carrinho-barra').waitFor();

      // the other phone at the table sees Ana's line live, with her name, before anything is sent
      await bruno.getByTestId('carrinho-barra').waitFor(AO_VIVO);
      await bruno.getByTestId('carrinho-barra').tap();
      const pessoaNoBruno = bruno.getByTestId('carrinho').getByTestId('carrinho-pessoa');
      await pessoaNoBruno.getByText('Ana').waitFor();
      expect(await pessoaNoBruno.getByTestId('carrinho-linha').textContent()).toContain('1x Chope 300 ml');
      // not his line: no quantity buttons
      expect(await pessoaNoBruno.getByRole('button', { name: /Chope/ }).count()).toBe(0);
      await foto(bruno, 'carrinho-390');

      await t.tocar(ana.getByTestId('carrinho-barra'));
      const enviar = ana.getByTestId('carrinho').getByRole('button', { name: 'Enviar pedido' });
      await foto(ana, 'carrinho-ana-390');
      // a double tap stores one order (the button is disabled while sending, and a send in flight blocks another)
      await t.tocarDuasVezes(enviar);
      expect(t.toques).toBeLessThanOrEqual(4);
      await ana.getByTestId('carrinho').waitFor({ state: 'detached' });
      await ana.getByTestId('pedidos-mesa').waitFor();
      expect(await situacoes(ana).allTextContents()).toEqual(['Aguardando garçom']);
      await bruno.getByTestId('carrinho').getByText('O carrinho está vazio.').waitFor(AO_VIVO);
      await situacoes(bruno).getByText('Aguardando garçom').waitFor(AO_VIVO);
      const pendentes = await pedidosPendentes(numero);
      expect(pendentes.map((p) => [p.cliente_nome, p.itens.map((i) => i.nome)])).toEqual([['Ana', ['Chope 300 ml']]]);

      // a waiter approves; the kitchen starts it: each status shows on both phones without a reload
      const aprovado = await gerente<{ itens: { venda_item_id: number | null }[] }>(
        'POST',
        `/api/pedidos-cliente/${pendentes[0]!.id}/aprovar`,
        {},
      );
      await situacoes(ana).getByText('Enviado', { exact: true }).waitFor(AO_VIVO);
      await situacoes(bruno).getByText('Enviado', { exact: true }).waitFor(AO_VIVO);
      // Chope goes to the bar's station: it is a production item like a waiter's
      await cozinha('PATCH', `/api/cozinha/itens/${aprovado.itens[0]!.venda_item_id}`, { status: 'em_preparo' });
      await situacoes(ana).getByText('Em preparo').waitFor(AO_VIVO);
      await ana.getByTestId('publico-item').getByText('1x Chope 300 ml').waitFor();
      await foto(ana, 'status-390', true);

      // a half-and-half pizza through the configurator (its chunk loads on this first opening)
      await ana.getByTestId('categoria-Pizzas').tap();
      await ana
        .getByTestId('produto-Pizza Grande')
        .getByRole('button', { name: /^Escolher/ })
        .tap();
      const conf = ana.getByTestId('configurador');
      await conf.getByTestId('sabor-Calabresa').tap();
      await conf.getByTestId('sabor-Margherita').tap();
      // the larger flavour's price (the product's rule, the waiter's picker's function)
      expect(await conf.getByTestId('configurador-total').textContent()).toBe('R$ 54,90');
      await conf.getByTestId('adicional-Catupiry').tap();
      expect(await conf.getByTestId('configurador-total').textContent()).toBe('R$ 66,90');
      await conf.getByLabel('Observações').fill('Bem assada');
      await foto(ana, 'configurador-390');
      await conf.getByRole('button', { name: /^Adicionar/ }).tap();
      await conf.waitFor({ state: 'detached' });
      await ana.getByTestId('carrinho-barra').tap();
      const linha = ana.getByTestId('carrinho').getByTestId('carrinho-linha');
      expect(await linha.textContent()).toContain('Calabresa / Margherita');
      expect(await linha.textContent()).toContain('R$ 66,90');
      await ana.getByTestId('carrinho').getByRole('button', { name: 'Enviar pedido' }).tap();
      await ana.getByTestId('carrinho').waitFor({ state: 'detached' });

      // refused with a reason: 'Recusado: motivo' on the phone
      const pizza = (await pedidosPendentes(numero)).find((p) => p.itens.some((i) => i.nome === 'Pizza Grande'))!;
      await gerente('POST', `/api/pedidos-cliente/${pizza.id}/recusar`, { motivo: 'Forno desligado' });
      await situacoes(ana).getByText('Recusado: Forno desligado').waitFor(AO_VIVO);
      await situacoes(bruno).getByText('Recusado: Forno desligado').waitFor(AO_VIVO);

      // the bill per person: Ana's approved chope with its share of the service charge
      await ana.getByTestId('conta-por-pessoa').getByRole('button', { name: 'Ver por pessoa' }).tap();
      const pessoas = ana.getByTestId('conta-por-pessoa').getByTestId('pessoa');
      expect(await pessoas.count()).toBe(1);
      expect(await pessoas.first().textContent()).toContain('Ana');
      expect(await pessoas.first().textContent()).toContain('1x Chope 300 ml');
      expect(await pessoas.first().getByTestId('pessoa-total').textContent()).toBe(
        await ana.getByTestId('publico-total').textContent(),
      );
    },
    FLUXO_MS,
  );

  it(
    'a phone changes only its own lines; "Enviar só os meus" leaves the others in the cart',
    async () => {
      const { numero, cartao } = await mesaComComanda();
      const ana = await cliente();
      const bruno = await cliente();
      for (const [p, nome] of [
        [ana, 'Carla'],
        [bruno, 'Bruno'],
      ] as const) {
        await abrir(p, cartao);
        await p.getByTestId('categoria-Sobremesas').tap();
        await p
          .getByTestId('produto-Pudim de Leite')
          .getByRole('button', { name: /^Adicionar/ })
          .tap();
        await p.getByLabel('Como podemos chamar você?').fill(nome);
        await p.getByRole('button', { name: 'Continuar' }).tap();
        await p.getByTestId('carrinho-barra').waitFor();
      }
      await ana.getByTestId('carrinho-barra').getByText('2', { exact: true }).waitFor(AO_VIVO);
      await ana.getByTestId('carrinho-barra').tap();
      const carrinho = ana.getByTestId('carrinho');
      await carrinho.getByText('Bruno').waitFor();
      await carrinho.getByRole('button', { name: 'Mais Pudim de Leite' }).tap();
      await carrinho.getByText('2x Pudim de Leite').waitFor();
      await bruno.getByTestId('carrinho-barra').getByText('3', { exact: true }).waitFor(AO_VIVO);
      expect(await carrinho.getByRole('button', { name: /Pudim de Leite/ }).count()).toBe(2); // her − and +
      await foto(ana, 'carrinho-duas-pessoas-390');
      expect(await violacoes(ana, 'carrinho 390')).toEqual([]);
      await carrinho.getByRole('button', { name: 'Enviar só os meus' }).tap();
      await carrinho.waitFor({ state: 'detached' });
      // Bruno's line stays in the table's cart
      await ana.getByTestId('carrinho-barra').getByText('1', { exact: true }).waitFor(AO_VIVO);
      await bruno.getByTestId('carrinho-barra').getByText('1', { exact: true }).waitFor(AO_VIVO);
      const pendentes = await pedidosPendentes(numero);
      const carla = pendentes.find((p) => p.cliente_nome === 'Carla')!;
      expect(carla.itens.map((i) => [i.nome, i.cliente_nome])).toEqual([['Pudim de Leite', 'Carla']]);
    },
    FLUXO_MS,
  );

  it(
    'a free table: the menu to browse and the waiter call, no cart; axe clean; 390 and 1280 px',
    async () => {
      const page = await cliente();
      await abrir(page, cartaoLivre);
      expect(await page.getByRole('button', { name: /^Adicionar/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Abrir comanda' }).count()).toBe(0); // abrir_pelo_cliente off
      expect(await page.getByTestId('carrinho-barra').count()).toBe(0);
      await foto(page, 'mesa-livre-390', true);
      const achados = await violacoes(page, 'mesa livre 390');
      await page.getByRole('button', { name: 'Chamar garçom' }).tap();
      await page.getByRole('button', { name: 'Garçom chamado' }).waitFor();

      // a table with a tab and one order from a phone, so the dark page below has the orders' list too
      const { cartao, codigo } = await mesaComComanda();
      const chope = (await gerente<{ id: number; nome: string }[]>('GET', '/api/produtos')).find(
        (p) => p.nome === 'Chope 300 ml',
      )!;
      const pedido = await fetch(`${e.baseUrl}/api/public/mesa/${codigo}/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          cliente_nome: 'Eva',
          itens: [{ produto_id: chope.id, quantidade: 1, sabores: [], adicionais: [], observacao: null }],
        }),
      });
      expect(pedido.status).toBe(201);
      const grande = await cliente(DESKTOP);
      await abrir(grande, cartao);
      await grande.getByTestId('categoria-Pizzas').click();
      await foto(grande, 'cardapio-1280', true);
      achados.push(...(await violacoes(grande, 'cardápio 1280')));
      await grande
        .getByTestId('produto-Pizza Grande')
        .getByRole('button', { name: /^Escolher/ })
        .click();
      await grande.getByLabel('Como podemos chamar você?').fill('Diego');
      await grande.getByRole('button', { name: 'Continuar' }).click();
      await grande.getByTestId('configurador').getByTestId('sabor-Calabresa').waitFor();
      await foto(grande, 'configurador-1280');
      achados.push(...(await violacoes(grande, 'configurador 1280')));
      // the diner's page follows the phone's dark theme
      const escuro = await cliente(CELULAR, { colorScheme: 'dark' });
      await abrir(escuro, cartao);
      await escuro.getByTestId('pedidos-mesa').waitFor();
      achados.push(...(await violacoes(escuro, 'cardápio escuro 390')));
      expect(achados).toEqual([]);
    },
    FLUXO_MS,
  );
});
