import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

/**
 * Issue 22, the diner's side: two phones on one table's printed card share the cart live, one sends, staff approve
 * or refuse, the kitchen starts the item, and every status reaches the phones by the socket.
 */
const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });
const TOQUE = { hasTouch: true, isMobile: true };
const DESKTOP = { width: 1280, height: 800 };
/** a status must arrive by the socket, well within the page's 30 s polling */
const AO_VIVO = { timeout: 2000 };

const MESA_COM_COMANDA = 5;
const MESA_LIVRE = 9;
let gerente: Page;
let cozinha: Page;
let cartaoComComanda = '';
let cartaoLivre = '';

const cartaoDaMesa = async (id: number) =>
  new URL(((await apiOk(gerente, 'GET', `/api/mesas/${id}/qr-fixo`)) as { url: string }).url).pathname;

beforeAll(async () => {
  ({ page: gerente } = await e.newPage());
  await e.login(gerente, 'gerente@demo.com.br');
  ({ page: cozinha } = await e.newPage());
  await e.login(cozinha, 'cozinha@demo.com.br').catch(() => {}); // the kitchen lands on /cozinha, not /
  const mesas = (await apiOk(gerente, 'GET', '/api/mesas')) as { id: number; numero: number }[];
  const idDe = (n: number) => mesas.find((m) => m.numero === n)!.id;
  // a tab opened by staff: orders from its phones wait for a waiter's approval (the default mode)
  await apiOk(gerente, 'POST', '/api/vendas', { mesa_id: idDe(MESA_COM_COMANDA) });
  cartaoComComanda = await cartaoDaMesa(idDe(MESA_COM_COMANDA));
  cartaoLivre = await cartaoDaMesa(idDe(MESA_LIVRE));
});

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

async function violacoes(page: Page, tela: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return r.violations.map(
    (v) => `${tela}: ${v.id} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
}

async function pedidosPendentes() {
  return (await apiOk(gerente, 'GET', '/api/pedidos-cliente?situacao=pendente')) as {
    id: number;
    cliente_nome: string;
    itens: { id: number; nome: string; cliente_nome: string; venda_item_id: number | null }[];
  }[];
}

const situacoes = (page: Page) => page.getByTestId('pedido-item').getByTestId('pedido-situacao');

describe('diners ordering from the table card', () => {
  it('two phones share the cart live; a plain item is sent in 4 taps; approval and kitchen status arrive live', async () => {
    const { page: ana } = await e.newPage(CELULAR, TOQUE);
    const { page: bruno } = await e.newPage(CELULAR, TOQUE);
    await ana.goto(cartaoComComanda);
    await bruno.goto(cartaoComComanda);
    await ana.getByTestId('categoria-Cervejas').waitFor();
    expect(await ana.getByTestId('publico-mesa').textContent()).toBe(`Mesa 0${MESA_COM_COMANDA}`);

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
    await bruno.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-carrinho-390.png` });

    await t.tocar(ana.getByTestId('carrinho-barra'));
    const enviar = ana.getByTestId('carrinho').getByRole('button', { name: 'Enviar pedido' });
    await ana.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-carrinho-ana-390.png` });
    // a double tap stores one order (the button is disabled while sending, and a send in flight blocks another)
    await t.tocarDuasVezes(enviar);
    expect(t.toques).toBeLessThanOrEqual(4);
    await ana.getByTestId('carrinho').waitFor({ state: 'detached' });
    await ana.getByTestId('pedidos-mesa').waitFor();
    expect(await situacoes(ana).allTextContents()).toEqual(['Aguardando garçom']);
    await bruno.getByTestId('carrinho').getByText('O carrinho está vazio.').waitFor(AO_VIVO);
    await situacoes(bruno).getByText('Aguardando garçom').waitFor(AO_VIVO);
    const pendentes = await pedidosPendentes();
    expect(pendentes.map((p) => [p.cliente_nome, p.itens.map((i) => i.nome)])).toEqual([['Ana', ['Chope 300 ml']]]);

    // a waiter approves; the kitchen starts it: each status shows on both phones without a reload
    const aprovado = (await apiOk(gerente, 'POST', `/api/pedidos-cliente/${pendentes[0]!.id}/aprovar`, {})) as {
      itens: { venda_item_id: number | null }[];
    };
    await situacoes(ana).getByText('Enviado', { exact: true }).waitFor(AO_VIVO);
    await situacoes(bruno).getByText('Enviado', { exact: true }).waitFor(AO_VIVO);
    // Chope goes to the bar's station: it is a production item like a waiter's
    await apiOk(cozinha, 'PATCH', `/api/cozinha/itens/${aprovado.itens[0]!.venda_item_id}`, { status: 'em_preparo' });
    await situacoes(ana).getByText('Em preparo').waitFor(AO_VIVO);
    await ana.getByTestId('publico-item').getByText('1x Chope 300 ml').waitFor();
    await ana.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-status-390.png`, fullPage: true });

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
    await ana.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-configurador-390.png` });
    await conf.getByRole('button', { name: /^Adicionar/ }).tap();
    await conf.waitFor({ state: 'detached' });
    await ana.getByTestId('carrinho-barra').tap();
    const linha = ana.getByTestId('carrinho').getByTestId('carrinho-linha');
    expect(await linha.textContent()).toContain('Calabresa / Margherita');
    expect(await linha.textContent()).toContain('R$ 66,90');
    await ana.getByTestId('carrinho').getByRole('button', { name: 'Enviar pedido' }).tap();
    await ana.getByTestId('carrinho').waitFor({ state: 'detached' });

    // refused with a reason: 'Recusado: motivo' on the phone
    const pizza = (await pedidosPendentes()).find((p) => p.itens.some((i) => i.nome === 'Pizza Grande'))!;
    await apiOk(gerente, 'POST', `/api/pedidos-cliente/${pizza.id}/recusar`, { motivo: 'Forno desligado' });
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
  });

  it('a phone changes only its own lines; "Enviar só os meus" leaves the others in the cart', async () => {
    const { page: ana } = await e.newPage(CELULAR, TOQUE);
    const { page: bruno } = await e.newPage(CELULAR, TOQUE);
    for (const [p, nome] of [
      [ana, 'Carla'],
      [bruno, 'Bruno'],
    ] as const) {
      await p.goto(cartaoComComanda);
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
    await ana.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-carrinho-duas-pessoas-390.png` });
    expect(await violacoes(ana, 'carrinho 390')).toEqual([]);
    await carrinho.getByRole('button', { name: 'Enviar só os meus' }).tap();
    await carrinho.waitFor({ state: 'detached' });
    // Bruno's line stays in the table's cart
    await ana.getByTestId('carrinho-barra').getByText('1', { exact: true }).waitFor(AO_VIVO);
    await bruno.getByTestId('carrinho-barra').getByText('1', { exact: true }).waitFor(AO_VIVO);
    const pendentes = await pedidosPendentes();
    const carla = pendentes.find((p) => p.cliente_nome === 'Carla')!;
    expect(carla.itens.map((i) => [i.nome, i.cliente_nome])).toEqual([['Pudim de Leite', 'Carla']]);
  });

  it('a free table: the menu to browse and the waiter call, no cart; axe clean; 390 and 1280 px', async () => {
    const { page } = await e.newPage(CELULAR, TOQUE);
    await page.goto(cartaoLivre);
    await page.getByTestId('categoria-Pizzas').waitFor();
    expect(await page.getByRole('button', { name: /^Adicionar/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Abrir comanda' }).count()).toBe(0); // abrir_pelo_cliente off
    expect(await page.getByTestId('carrinho-barra').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-mesa-livre-390.png`, fullPage: true });
    const achados = await violacoes(page, 'mesa livre 390');
    await page.getByRole('button', { name: 'Chamar garçom' }).tap();
    await page.getByRole('button', { name: 'Garçom chamado' }).waitFor();

    const { page: grande } = await e.newPage(DESKTOP);
    await grande.goto(cartaoComComanda);
    await grande.getByTestId('categoria-Pizzas').click();
    await grande.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-cardapio-1280.png`, fullPage: true });
    achados.push(...(await violacoes(grande, 'cardápio 1280')));
    await grande
      .getByTestId('produto-Pizza Grande')
      .getByRole('button', { name: /^Escolher/ })
      .click();
    await grande.getByLabel('Como podemos chamar você?').fill('Diego');
    await grande.getByRole('button', { name: 'Continuar' }).click();
    await grande.getByTestId('configurador').getByTestId('sabor-Calabresa').waitFor();
    await grande.screenshot({ path: `${SCREENSHOTS}/pedidos-cliente-configurador-1280.png` });
    achados.push(...(await violacoes(grande, 'configurador 1280')));
    expect(achados).toEqual([]);
  });
});
