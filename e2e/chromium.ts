import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`), or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(p))
    throw new Error(
      `Chromium não encontrado em ${p}: instale com "apt-get install -y chromium" ou defina CHROMIUM_PATH.`,
    );
  return p;
}

/** The flags every headless Chromium of the tests and benches starts with. */
export const FLAGS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156's headless mode builds the browser's own WebUI for every window (the omnibox popup and its AI-mode
 * twin, each a renderer): measured, ~1.1 CPU-second per browser context, six times what the page itself used, on a
 * 2-core machine where that CPU belongs to the app, the server and the test. Nothing here uses them.
 */
const SEM_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DESLIGAR = '--disable-features=';

/**
 * `flags` with these features added to their --disable-features list. Chromium reads only the last --disable-features
 * on its command line, so a launcher's own list (`padrao`, e.g. Playwright's or chrome-launcher's) is merged, not
 * shadowed.
 */
export function desligarRecursos(flags: string[], recursos = SEM_WEBUI, padrao: string[] = []): string[] {
  const antes = [...padrao, ...flags].filter((f) => f.startsWith(DESLIGAR));
  const lista = new Set([...antes.flatMap((f) => f.slice(DESLIGAR.length).split(',')), ...recursos]);
  return [...flags.filter((f) => !f.startsWith(DESLIGAR)), DESLIGAR + [...lista].filter(Boolean).join(',')];
}

/**
 * Playwright's own --disable-features (its defaults change between releases), read from a browser it launched: once
 * per run (e2e/global-setup.ts) or per bench.
 */
export async function padraoDoPlaywright(): Promise<string[]> {
  const b = await chromium.launch({ executablePath: chromiumPath(), args: [...FLAGS_CHROMIUM, '--enable-automation'] });
  try {
    const cdp = await b.newBrowserCDPSession();
    const { arguments: linha } = await cdp.send('Browser.getBrowserCommandLine');
    return linha.filter((f) => f.startsWith(DESLIGAR));
  } finally {
    await b.close();
  }
}

/** Launch options for Playwright: our flags plus `extras`, without the browser's WebUI, Playwright's list kept. */
export function opcoesChromium(padrao: string[], extras: string[] = []): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: desligarRecursos([...FLAGS_CHROMIUM, ...extras], SEM_WEBUI, padrao),
    ignoreDefaultArgs: padrao,
  };
}
