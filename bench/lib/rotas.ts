// The route sets the benches load, each prepared as a user would reach it (signed in where needed).
import type { BrowserContext, Page } from 'playwright-core';
import { codigoDaMesa, comandaDeExemplo, loginApi } from './app';

export interface Rota {
  nome: string;
  /** Prepares the context (session in localStorage) and returns the path to open. */
  preparar(baseUrl: string, ctx: BrowserContext): Promise<string>;
  /** Resolves when the route's first screen is on screen. */
  pronta(page: Page): Promise<unknown>;
  mobile: boolean;
}

export async function sessaoStaff(baseUrl: string, ctx: BrowserContext, usuario: string) {
  const res = await loginApi(baseUrl, usuario);
  await ctx.addInitScript((r) => {
    localStorage.setItem('userToken', r.token);
    localStorage.setItem('userData', JSON.stringify(r.user));
    localStorage.setItem('empresaData', JSON.stringify(r.empresa));
  }, res);
  return res;
}

/** Injects a staff session into a page's origin (for Lighthouse, which has no init scripts). */
export async function tokenStaff(baseUrl: string, usuario: string) {
  return loginApi(baseUrl, usuario);
}

export async function sessaoAdmin(baseUrl: string, ctx: BrowserContext) {
  const r = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-admin-123' }),
  });
  if (!r.ok) throw new Error(`admin login: ${r.status}`);
  const res = (await r.json()) as { token: string; user: unknown };
  await ctx.addInitScript((x) => {
    localStorage.setItem('adminToken', x.token);
    localStorage.setItem('adminUser', JSON.stringify(x.user));
  }, res);
}

export const ROTAS: Rota[] = [
  {
    nome: 'diner /comanda/:token',
    mobile: true,
    preparar: (baseUrl) => comandaDeExemplo(baseUrl),
    pronta: (page) => page.getByTestId('publico-total').waitFor(),
  },
  {
    // the printed table card's page (issue 22): the menu and the table's cart; the configurator loads when opened
    nome: 'menu /m/:codigo',
    mobile: true,
    preparar: async (baseUrl) => `/m/${await codigoDaMesa(baseUrl, 2)}`,
    pronta: (page) => page.getByTestId('cardapio').getByRole('list').waitFor(),
  },
  {
    nome: 'login /login',
    mobile: true,
    preparar: async () => '/login',
    pronta: (page) => page.getByRole('button', { name: 'Entrar' }).waitFor(),
  },
  {
    nome: 'staff map / (GARCOM)',
    mobile: true,
    preparar: async (baseUrl, ctx) => (await sessaoStaff(baseUrl, ctx, 'garcom@demo.com.br'), '/'),
    pronta: (page) => page.getByTestId('mesa-1').waitFor(),
  },
  {
    nome: 'admin /admin/dashboard',
    mobile: false,
    preparar: async (baseUrl, ctx) => (await sessaoAdmin(baseUrl, ctx), '/admin/dashboard'),
    pronta: (page) => page.getByRole('cell', { name: 'Restaurante Demo' }).first().waitFor(),
  },
];
