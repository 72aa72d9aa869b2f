import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { SCREENSHOTS, itensNoPrimeiroCommit, sobrepostos, spinnersAntesDaTela, useE2E } from './harness';

const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });

/** The kitchen profile lands on /cozinha (it sees nothing else); the screen follows one station, remembered per device. */
async function abrirTela(
  estacao: 'Cozinha' | 'Bar' | 'Todas',
  viewport = { width: 1366, height: 768 },
  antes?: (c: BrowserContext) => Promise<void>,
) {
  const { context, page } = await e.newPage(viewport);
  await antes?.(context);
  await page.goto('/login');
  await page.getByLabel('Usuário').fill('cozinha@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/cozinha');
  await page.getByTestId('tela-cozinha').waitFor();
  // audio stays locked (banner shown) until the first tap anywhere on the screen: here, the station filter
  await page.getByTestId('ativar-som').waitFor();
  await page.getByRole('navigation', { name: 'Estação' }).getByRole('button', { name: estacao, exact: true }).click();
  await page.getByTestId('ativar-som').waitFor({ state: 'detached' });
  return { context, page };
}

/** Staff API calls from the test process (the token of a logged-in page). */
async function apiDe(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  return async <T = any>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${e.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
}

/** A manager's API calls, and the id of the product the test orders. */
async function gerenteEProduto(nome: string) {
  const { page: gerente } = await e.newPage();
  await e.login(gerente, 'gerente@demo.com.br');
  const api = await apiDe(gerente);
  const produto = (await api<{ id: number; nome: string }[]>('GET', '/api/produtos')).find((p) => p.nome === nome)!.id;
  return { api, produto };
}

/** Adds through the picker as a waiter does: it opens on its search right after 'Abrir Comanda', a plain product or
 * the last flavour adds at once, and it stays open until 'Concluir'. */
async function adicionarNoPicker(garcom: Page, produto: string, sabor?: string) {
  const busca = garcom.getByTestId('picker-busca');
  if (!(await busca.isVisible())) await garcom.getByRole('button', { name: 'Adicionar Produto' }).click();
  await busca.fill(produto);
  await garcom.getByTestId(`produto-${produto}`).click();
  if (sabor) await garcom.getByTestId(`sabor-${sabor}`).click();
  const adicionado = garcom.getByTestId('picker-contador').getByText('1 item adicionado');
  try {
    await adicionado.waitFor({ timeout: 3000 });
  } catch {
    // a product with optional choices waits for 'Adicionar ao Pedido'
    await garcom.getByRole('button', { name: 'Adicionar ao Pedido' }).click();
    await adicionado.waitFor();
  }
  await garcom.getByRole('button', { name: 'Concluir' }).click();
  await busca.waitFor({ state: 'hidden' }); // the picker has closed, so the next call reopens it
}

const ticketDaMesa = (page: Page, mesa: number) => page.locator(`[data-testid="ticket"][data-mesa="${mesa}"]`);

/** Opens tabs on new tables of its own (numbers from `primeiro`), so tests sharing one database never meet. */
async function abrirMesasNovas(api: Awaited<ReturnType<typeof apiDe>>, primeiro: number, n: number) {
  const vendas: { id: number; numero: number }[] = [];
  for (let numero = primeiro; numero < primeiro + n; numero++) {
    const mesa = await api('POST', '/api/mesas', { numero, nome: `Mesa ${numero}`, capacidade: 4 });
    vendas.push({ id: (await api('POST', '/api/vendas', { mesa_id: mesa.id })).id, numero });
  }
  return vendas;
}
/** Items on the board of the given tables only. */
const itensDasMesas = (page: Page, mesas: number[]) =>
  page.locator(mesas.map((m) => `[data-testid="ticket"][data-mesa="${m}"] [data-testid="ticket-item"]`).join(', '));

describe('kitchen and bar production', () => {
  it('a pizza reaches the kitchen and a caipirinha the bar; the cook bumps, the waiter delivers, the diner follows', async () => {
    const { page: cozinha } = await abrirTela('Cozinha');
    const { page: bar } = await abrirTela('Bar');

    const { page: garcom } = await e.newPage({ width: 390, height: 844 });
    await e.login(garcom, 'garcom@demo.com.br');
    await garcom.getByTestId('mesa-7').click();
    await garcom.getByRole('button', { name: 'Abrir Comanda' }).click();
    await garcom.getByText('Comanda aberta com sucesso!').waitFor();
    const mesaId = Number(new URL(garcom.url()).pathname.split('/')[2]);
    const { url } = await (await apiDe(garcom))<{ url: string }>('GET', `/api/mesa/${mesaId}/qrcode`);
    const { page: diner } = await e.newPage({ width: 390, height: 844 });
    await diner.goto(new URL(url).pathname);
    await diner.getByText('Nenhum item foi pedido ainda').waitFor();

    await adicionarNoPicker(garcom, 'Pizza Broto', 'Calabresa');
    await ticketDaMesa(cozinha, 7).getByText('Pizza Broto').waitFor({ timeout: 1000 });
    await adicionarNoPicker(garcom, 'Caipirinha');
    await ticketDaMesa(bar, 7).getByText('Caipirinha').waitFor({ timeout: 1000 });
    // each station sees only its own items
    expect(await ticketDaMesa(cozinha, 7).getByText('Caipirinha').count()).toBe(0);
    expect(await ticketDaMesa(bar, 7).getByText('Pizza Broto').count()).toBe(0);
    const cartao = ticketDaMesa(cozinha, 7);
    expect(await cartao.getByText('Mesa 07').textContent()).toBe('Mesa 07');
    expect(
      parseFloat(await cartao.getByText('Mesa 07').evaluate((el) => getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(32);
    await cartao.getByText('Gabriel Garçom · Cozinha').waitFor();
    await cartao.getByText('Calabresa', { exact: true }).waitFor();
    await diner.getByTestId('publico-item-status').first().getByText('Recebido').waitFor();

    // one tap on the item: em preparo; the diner sees it
    await cartao.getByTestId('ticket-item').click();
    await cartao.locator('[data-testid="ticket-item"][data-status="em_preparo"]').waitFor();
    await diner.getByText('Em preparo', { exact: true }).waitFor({ timeout: 1000 });

    // the header bumps the ticket: it leaves the board for 'Prontos'; the waiter's phone is told wherever it is
    // the waiter went back to the map (in-app navigation, no reload)
    await garcom.goBack();
    await garcom.getByTestId('mesa-7').waitFor();
    await cartao.getByRole('button', { name: 'Marcar pedido da Mesa 07 como pronto' }).click();
    await cartao.waitFor({ state: 'detached' });
    await cozinha.getByTestId('prontos').getByText('1x Pizza Broto').waitFor();
    await cozinha.getByRole('button', { name: /Desfazer \(\d+ s\)/ }).waitFor();
    // the shell's alert banner (the one listener for calls, bills and ready items)
    const pronto = garcom.getByTestId('alerta').filter({ hasText: 'Mesa 07: 1 item pronto' });
    await pronto.waitFor({ timeout: 1000 });
    await garcom.getByTestId('mesa-7').getByTestId('prontos-badge').getByText('1').waitFor();
    await diner.getByText('Pronto', { exact: true }).waitFor({ timeout: 1000 });
    await garcom.screenshot({ path: `${SCREENSHOTS}/cozinha-garcom-pronto-phone.png` });

    await pronto.getByRole('button', { name: 'Entregue' }).click();
    await garcom.getByText('Mesa 07: 1 item entregue').waitFor();
    await pronto.waitFor({ state: 'detached' });
    await garcom.getByTestId('mesa-7').getByTestId('prontos-badge').waitFor({ state: 'detached' });
    await cozinha.getByTestId('prontos').getByText('1x Pizza Broto').waitFor({ state: 'detached', timeout: 1000 });
    await diner.getByText('Entregue', { exact: true }).waitFor({ timeout: 1000 });
    await diner.screenshot({ path: `${SCREENSHOTS}/cozinha-diner-phone.png`, fullPage: true });

    // the tab screen shows each item's status
    await garcom.getByTestId('mesa-7').click();
    await garcom.getByTestId('item-status').filter({ hasText: 'Entregue · Cozinha' }).waitFor();
    await garcom.getByTestId('item-status').filter({ hasText: 'Pendente · Bar' }).waitFor();
  });

  it('the board at 1920×1080 and on a 10" tablet, with ages, notes and a cancelled item', async () => {
    const { page: gerente } = await e.newPage();
    await e.login(gerente, 'gerente@demo.com.br');
    const api = await apiDe(gerente);
    const mesas = await api<{ id: number; numero: number }[]>('GET', '/api/mesas');
    const produtos = await api<{ id: number; nome: string }[]>('GET', '/api/produtos');
    const pid = (nome: string) => produtos.find((p) => p.nome === nome)!.id;
    const sabores = await api<{ id: number; nome: string }[]>('GET', `/api/produtos/${pid('Pizza Grande')}/sabores`);
    const pedidos: [number, [string, number, unknown?][]][] = [
      [
        1,
        [
          ['Pizza Grande', 1, { sabores: [sabores[0]!.id, sabores[3]!.id], observacoes: 'sem cebola' }],
          ['Calabresa Acebolada', 1],
        ],
      ],
      [
        2,
        [
          ['Isca de Frango', 2],
          ['Petit Gâteau', 1],
        ],
      ],
      [
        3,
        [
          ['Pudim de Leite', 3],
          ['Chope 300 ml', 2],
        ],
      ],
      [4, [['Calabresa Acebolada', 1, { observacoes: 'bem passada' }]]],
    ];
    const itens: number[] = [];
    for (const [numero, lista] of pedidos) {
      const venda = await api('POST', '/api/vendas', { mesa_id: mesas.find((m) => m.numero === numero)!.id });
      for (const [nome, quantidade, extra] of lista)
        itens.push(
          (
            await api('POST', `/api/vendas/${venda.id}/itens`, {
              produto_id: pid(nome),
              quantidade,
              ...(extra as object),
            })
          ).id,
        );
    }
    // table 02: an item the cook started, then removed by the manager with a reason; table 03's chope is ready
    await api('PATCH', `/api/cozinha/itens/${itens[2]}`, { status: 'em_preparo' });
    await api('PATCH', `/api/cozinha/itens/${itens[5]}`, { status: 'pronto' });
    await api('DELETE', `/api/vendas/itens/${itens[2]}?motivo=${encodeURIComponent('cliente desistiu')}`);

    for (const [nome, viewport] of [
      ['tv', { width: 1920, height: 1080 }],
      ['tablet', { width: 1280, height: 800 }],
    ] as const) {
      const { page } = await abrirTela('Todas', viewport);
      await ticketDaMesa(page, 2).locator('[data-status="cancelado"]').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/cozinha-${nome}.png` });
      for (const mesa of [1, 2, 3, 4]) expect(await ticketDaMesa(page, mesa).count()).toBe(1);
      // nothing scrolls inside a card
      const rolando = await page
        .getByTestId('ticket')
        .evaluateAll((cards) => cards.filter((c) => c.scrollHeight > c.clientHeight + 1).length);
      expect(rolando).toBe(0);
      // and no card is cut short by the next one
      expect(await sobrepostos(page, 'ticket')).toBe(0);
    }

    // the kitchen profile sees nothing else: another screen is refused and sends it back to the board
    const { page: cozinha } = await abrirTela('Todas');
    await cozinha.goto('/cardapio');
    await cozinha.getByText('Acesso Restrito').waitFor();
    await cozinha.waitForURL((u) => u.pathname === '/cozinha', { timeout: 5000 });
  });
});

describe('a screen that starts on the board', () => {
  it('draws the board in its first commit: no loading spinner before it', async () => {
    const { page } = await abrirTela('Todas');
    expect(await spinnersAntesDaTela(page, 'tela-cozinha')).toEqual([]);
    await page.getByTestId('ativar-som').waitFor();
  });

  it('draws its tickets in that commit, from the early request; what changed before its socket joined still comes', async () => {
    const { api, produto } = await gerenteEProduto('Calabresa Acebolada');
    const [antes, durante] = await abrirMesasNovas(api, 61, 2);
    await api('POST', `/api/vendas/${antes!.id}/itens`, { produto_id: produto, quantidade: 1 });

    // the board's socket is held back until the test lets it through
    let liberar!: () => void;
    const liberado = new Promise<void>((r) => (liberar = r));
    const { page } = await abrirTela('Todas', undefined, (c) =>
      c.routeWebSocket(/socket\.io/, async (ws) => {
        await liberado;
        ws.connectToServer();
      }),
    );
    const noPrimeiro = await itensNoPrimeiroCommit(page, 'tela-cozinha', '[data-testid=ticket]', 'data-mesa');
    expect(noPrimeiro).toContain(String(antes!.numero));

    // an order while the board has no socket: its event is not heard, the reload on connecting brings it
    await api('POST', `/api/vendas/${durante!.id}/itens`, { produto_id: produto, quantidade: 1 });
    await page.waitForTimeout(300);
    await expect(ticketDaMesa(page, durante!.numero).count()).resolves.toBe(0);
    liberar();
    await ticketDaMesa(page, durante!.numero).waitFor({ timeout: 5000 });
    await expect(ticketDaMesa(page, antes!.numero).count()).resolves.toBe(1);
  });
});

describe('long-running screen', () => {
  it('2,000 ticket events keep the JS heap flat (< 10 MB growth)', async () => {
    const { page } = await abrirTela('Todas');
    const { api, produto } = await gerenteEProduto('Calabresa Acebolada');
    const abertas = await abrirMesasNovas(api, 41, 10);
    const vendas = abertas.map((v) => v.id);
    const numeros = abertas.map((v) => v.numero);

    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    // nothing of these tables left on the board, nor in 'Prontos'
    const vazia = () =>
      itensDasMesas(page, numeros)
        .or(page.locator(numeros.map((m) => `[data-testid="pronto-item"][data-mesa="${m}"]`).join(', ')))
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 });
    // warm-up round so lazy code and caches exist before the baseline
    // one round: 50 items sent (one tab per concurrent request, 10 at a time), seen on the board, bumped, delivered
    const rodada = async (n: number) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += vendas.length) {
        const lote = vendas.slice(0, Math.min(vendas.length, n - i));
        ids.push(
          ...(
            await Promise.all(
              lote.map((v) => api('POST', `/api/vendas/${v}/itens`, { produto_id: produto, quantidade: 1 })),
            )
          ).map((r) => r.id as number),
        );
      }
      await page.waitForFunction(
        ([sel, n]) => document.querySelectorAll(sel as string).length === n,
        [
          numeros.map((m) => `[data-testid="ticket"][data-mesa="${m}"] [data-testid="ticket-item"]`).join(', '),
          n,
        ] as const,
        { timeout: 20_000 },
      );
      await api('POST', '/api/cozinha/tickets/bump', { itens: ids });
      await api('POST', '/api/cozinha/itens/entregar', { itens: ids });
      return ids.length;
    };
    await rodada(50);
    await vazia();
    const antes = await heap();
    let total = 0;
    while (total < 2000) total += await rodada(50);
    await vazia();
    await page.waitForTimeout(500);
    const depois = await heap();
    const crescimentoMb = (depois - antes) / 1024 / 1024;
    console.log(
      `heap da tela de produção: ${(antes / 1048576).toFixed(1)} MB -> ${(depois / 1048576).toFixed(1)} MB após ${total} tickets (${crescimentoMb.toFixed(2)} MB)`,
    );
    expect(crescimentoMb).toBeLessThan(10);
  }, 600_000);

  it('a dropped connection while tickets arrive: no duplicate and no lost ticket', async () => {
    const abertos: WebSocketRoute[] = [];
    const { context, page } = await abrirTela('Cozinha', undefined, (c) => cortavel(c, abertos));

    const { api, produto } = await gerenteEProduto('Isca de Frango');
    const vendas = await abrirMesasNovas(api, 51, 3);

    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      // items 10..19 are sent while the screen is offline: its socket dropped, new connections fail
      if (i === 10) {
        await context.setOffline(true);
        abertos.splice(0).forEach((ws) => void ws.close());
        await page.locator('[data-testid="conexao"][data-estado="reconectando"]').waitFor();
      }
      if (i === 20) await context.setOffline(false);
      ids.push(
        (
          await api('POST', `/api/vendas/${vendas[i % 3]!.id}/itens`, {
            produto_id: produto,
            quantidade: 1,
            observacoes: `n${i}`,
          })
        ).id,
      );
      await page.waitForTimeout(60);
    }
    await page.locator('[data-testid="conexao"][data-estado="conectado"]').waitFor({ timeout: 15_000 });
    const nossos = itensDasMesas(
      page,
      vendas.map((v) => v.numero),
    );
    await nossos.nth(29).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const notas = await nossos.allTextContents();
    expect(notas).toHaveLength(30);
    const vistos = notas.map((t) => /Obs\.: (n\d+)/.exec(t)![1]).sort();
    expect(vistos).toEqual(Array.from({ length: 30 }, (_, i) => `n${i}`).sort());
    for (const v of vendas) expect(await ticketDaMesa(page, v.numero).count()).toBe(1);
  }, 120_000);
});

/** Routes the page's socket through the test, so the test can close it as a network drop would. */
async function cortavel(context: BrowserContext, abertos: WebSocketRoute[]) {
  await context.routeWebSocket(/socket\.io/, (ws) => {
    ws.connectToServer();
    abertos.push(ws);
  });
}
