import { existsSync } from 'node:fs';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { familiaIcone, type FamiliaIcone } from '@comanda/shared';
import type { GeradorImagens, PedidoImagens } from './contrato';
import { ILUSTRACOES, PALETAS } from './ilustracoes';

/**
 * Built-in image "search" for installs without an images API: 4 illustrated cards per product (gradient background,
 * a vector food illustration chosen by the shared keyword families, the product name), built as SVG and rasterised
 * to PNG by resvg (prebuilt binaries from npm, no system libraries). Deterministic: same product, same 4 cards.
 */

export const LARGURA = 600;
export const ALTURA = 450;
const VARIANTES = 4;

/** A bold sans font from the system. Without one resvg draws no text: the cards still differ by colour and layout. */
const FONTES: { arquivo: string; familia: string }[] = [
  { arquivo: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', familia: 'DejaVu Sans' },
  { arquivo: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf', familia: 'Liberation Sans' },
  { arquivo: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf', familia: 'Noto Sans' },
  { arquivo: '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf', familia: 'DejaVu Sans' },
];

function opcoesDeFonte(): { familia: string; opcoes: ResvgRenderOptions } {
  const fonte = FONTES.find((f) => existsSync(f.arquivo));
  if (fonte) {
    return {
      familia: fonte.familia,
      opcoes: { font: { fontFiles: [fonte.arquivo], loadSystemFonts: false, defaultFontFamily: fonte.familia } },
    };
  }
  return { familia: 'sans-serif', opcoes: { font: { loadSystemFonts: true } } };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Approximate advance of a bold sans glyph, in em (resvg has no text metrics API; measured on DejaVu Sans Bold). */
function larguraEm(texto: string): number {
  let w = 0;
  for (const ch of texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    if (/[iljtfr.,:;'!|\s]/.test(ch)) w += 0.36;
    else if (/[MWmw@]/.test(ch)) w += 0.95;
    else if (/[A-Z0-9]/.test(ch)) w += 0.74;
    else w += 0.62;
  }
  return w;
}

/** Greedy word wrap into at most maxLinhas lines; what does not fit is cut and ends in '…'. */
function quebrarLinhas(
  texto: string,
  tamanho: number,
  larguraMax: number,
  maxLinhas: number,
): { linhas: string[]; coube: boolean } {
  const cabe = (s: string) => larguraEm(s) * tamanho <= larguraMax;
  const linhas: string[] = [];
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    const ultima = linhas[linhas.length - 1];
    if (ultima !== undefined && cabe(`${ultima} ${palavra}`)) linhas[linhas.length - 1] = `${ultima} ${palavra}`;
    else linhas.push(palavra);
  }
  if (linhas.length <= maxLinhas && linhas.every(cabe)) return { linhas, coube: true };
  const cortar = (l: string) => {
    let s = l;
    while (s.length > 1 && !cabe(`${s}…`)) s = s.slice(0, -1);
    return `${s.trimEnd()}…`;
  };
  const visiveis = linhas.slice(0, maxLinhas);
  const sobrou = linhas.length > maxLinhas;
  return {
    linhas: visiveis.map((l, i) => (!cabe(l) || (sobrou && i === visiveis.length - 1) ? cortar(l) : l)),
    coube: false,
  };
}

/** The largest size (of a few) at which the name fits in maxLinhas lines. */
function ajustarNome(
  nome: string,
  larguraMax: number,
  tamanhos: number[],
  maxLinhas: number,
): { linhas: string[]; tamanho: number } {
  for (const tamanho of tamanhos) {
    const r = quebrarLinhas(nome, tamanho, larguraMax, maxLinhas);
    if (r.coube) return { linhas: r.linhas, tamanho };
  }
  const tamanho = tamanhos[tamanhos.length - 1]!;
  return { linhas: quebrarLinhas(nome, tamanho, larguraMax, maxLinhas).linhas, tamanho };
}

interface Texto {
  x: number;
  y: number;
  ancora: 'start' | 'middle';
  cor: string;
  larguraMax: number;
  tamanhos: number[];
  maxLinhas: number;
  sombra: boolean;
}

/** The name (bottom line at y, earlier lines above it) and, below it, one line of description. */
function blocoDeTexto(familia: string, nome: string, descricao: string | null | undefined, t: Texto): string {
  const { linhas, tamanho } = ajustarNome(nome, t.larguraMax, t.tamanhos, t.maxLinhas);
  const entre = Math.round(tamanho * 1.12);
  const topo = t.y - (linhas.length - 1) * entre;
  const tspans = linhas.map((l, i) => `<tspan x="${t.x}" y="${topo + i * entre}">${esc(l)}</tspan>`).join('');
  const estilo = `font-family="${familia}" font-weight="bold" font-size="${tamanho}" text-anchor="${t.ancora}"`;
  const sombra = t.sombra
    ? `<text ${estilo} fill="#000000" fill-opacity="0.28" transform="translate(2 3)">${tspans}</text>`
    : '';
  let sub = '';
  if (descricao) {
    const linha = quebrarLinhas(descricao, 20, t.larguraMax, 1).linhas[0] ?? '';
    sub = `<text x="${t.x}" y="${t.y + 34}" font-family="${familia}" font-size="20" text-anchor="${t.ancora}" fill="${t.cor}" fill-opacity="0.85">${esc(linha)}</text>`;
  }
  return `${sombra}<text ${estilo} fill="${t.cor}">${tspans}</text>${sub}`;
}

const ilustracao = (f: FamiliaIcone, cx: number, cy: number, escala: number) =>
  `<g transform="translate(${cx - 100 * escala} ${cy - 100 * escala}) scale(${escala})">${ILUSTRACOES[f]}</g>`;

/** One card as SVG. The 4 variants differ in background, layout and decoration, so they never look alike. */
export function montarCartaoSvg(pedido: PedidoImagens, variante: number, fonte = 'DejaVu Sans'): string {
  const familia = familiaIcone(pedido.nome, pedido.descricao, pedido.categoria_nome);
  const [a, b] = PALETAS[familia];
  const W = LARGURA;
  const H = ALTURA;
  const luz = `<radialGradient id="luz"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.45"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`;
  let corpo: string;
  switch (variante % VARIANTES) {
    case 0: // vibrant diagonal gradient, centred illustration, name on a dark band
      corpo = `
        <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>${luz}</defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>
        <circle cx="${W - 40}" cy="30" r="150" fill="#FFFFFF" fill-opacity="0.08"/>
        <circle cx="30" cy="${H - 40}" r="120" fill="#FFFFFF" fill-opacity="0.07"/>
        <circle cx="${W / 2}" cy="165" r="150" fill="url(#luz)"/>
        ${ilustracao(familia, W / 2, 165, 1.2)}
        <rect y="${H - 150}" width="${W}" height="150" fill="#000000" fill-opacity="0.24"/>
        ${blocoDeTexto(fonte, pedido.nome, pedido.descricao, { x: W / 2, y: H - 62, ancora: 'middle', cor: '#FFFFFF', larguraMax: W - 60, tamanhos: [44, 38, 32, 28, 24], maxLinhas: 2, sombra: true })}`;
      break;
    case 1: // dark, elegant: illustration on a coloured disc at the left, name at the right
      corpo = `
        <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2B2420"/><stop offset="1" stop-color="#15110F"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>
        <circle cx="175" cy="${H / 2}" r="138" fill="${a}"/>
        <circle cx="175" cy="${H / 2}" r="138" fill="none" stroke="${b}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>
        ${ilustracao(familia, 175, H / 2, 1.05)}
        <rect x="340" y="${H / 2 + 28}" width="70" height="6" rx="3" fill="${b}"/>
        ${blocoDeTexto(fonte, pedido.nome, null, { x: 340, y: H / 2 + 2, ancora: 'start', cor: '#FFFFFF', larguraMax: W - 360, tamanhos: [40, 34, 30, 26], maxLinhas: 3, sombra: false })}`;
      break;
    case 2: // light and airy: cream background with soft colour blobs, dark name
      corpo = `
        <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF9F0"/><stop offset="1" stop-color="#FCE9D2"/></linearGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>
        <circle cx="${W - 70}" cy="70" r="130" fill="${a}" fill-opacity="0.16"/>
        <circle cx="70" cy="${H - 30}" r="150" fill="${b}" fill-opacity="0.28"/>
        <circle cx="${W / 2}" cy="158" r="118" fill="${a}"/>
        ${ilustracao(familia, W / 2, 158, 1.0)}
        ${blocoDeTexto(fonte, pedido.nome, pedido.descricao, { x: W / 2, y: H - 78, ancora: 'middle', cor: '#3B2A20', larguraMax: W - 70, tamanhos: [44, 38, 32, 28, 24], maxLinhas: 2, sombra: false })}`;
      break;
    default: {
      // reversed gradient with a dot pattern, name at the left, big illustration at the right
      let pontos = '';
      for (let y = 20; y < H; y += 36)
        for (let x = 20 + ((y / 36) % 2) * 18; x < W; x += 36) pontos += `<circle cx="${x}" cy="${y}" r="3"/>`;
      corpo = `
        <defs><linearGradient id="bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>${luz}</defs>
        <rect width="${W}" height="${H}" fill="url(#bg)"/>
        <g fill="#FFFFFF" fill-opacity="0.13">${pontos}</g>
        <circle cx="${W - 160}" cy="${H / 2}" r="170" fill="url(#luz)"/>
        ${ilustracao(familia, W - 160, H / 2, 1.3)}
        ${blocoDeTexto(fonte, pedido.nome, null, { x: 36, y: H / 2 + 10, ancora: 'start', cor: '#FFFFFF', larguraMax: 260, tamanhos: [40, 34, 30, 26], maxLinhas: 3, sombra: true })}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${corpo}</svg>`;
}

export class GeradorOffline implements GeradorImagens {
  private fonte?: ReturnType<typeof opcoesDeFonte>;

  async gerar(pedido: PedidoImagens): Promise<string[]> {
    this.fonte ??= opcoesDeFonte();
    const { familia, opcoes } = this.fonte;
    // the native rasteriser loads on the first generation, not at start-up (issue 24: cold start)
    const { renderAsync } = await import('@resvg/resvg-js');
    // renderAsync rasterises on libuv's thread pool, off the event loop
    const pngs = await Promise.all(
      Array.from({ length: VARIANTES }, (_, v) =>
        renderAsync(montarCartaoSvg(pedido, v, familia), opcoes).then((r) => r.asPng()),
      ),
    );
    return pngs.map((png) => `data:image/png;base64,${png.toString('base64')}`);
  }
}
