import { FUSO_PADRAO } from './fuso';

/**
 * BRL in pt-BR format, e.g. "R$ 1.234,50" (the sign before the symbol: "-R$ 12,50"). Accepts numbers or numeric
 * strings; anything else is R$ 0,00. Written out instead of Intl.NumberFormat: building that costs a phone ~100 ms
 * of main thread on a page's first use (the locale's number data), and every first screen shows money. The output is
 * Intl's, character for character, with plain spaces (format.test.ts compares them).
 */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  const x = Number.isFinite(n) ? n : 0;
  const centavos = String(centavosArredondados(Math.abs(x))).padStart(3, '0');
  const reais = centavos.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  // Intl keeps the sign of -0 and of what rounds to zero (-0.001)
  return `${x < 0 || Object.is(x, -0) ? '-' : ''}R$ ${reais},${centavos.slice(-2)}`;
}

/**
 * The amount in cents, rounded half up as Intl does: on the number's shortest decimal form (0.015 is "0.015", so
 * R$ 0,02, although its binary value is a hair below), not on its exact binary value as toFixed does.
 */
function centavosArredondados(abs: number): bigint {
  const [mantissa, expoente = '0'] = String(abs).split('e') as [string, string?];
  const [inteiros, fracao = ''] = mantissa.split('.') as [string, string?];
  const digitos = inteiros + fracao;
  const virgula = inteiros.length + Number(expoente);
  const parteInteira = virgula <= 0 ? '0' : digitos.slice(0, virgula).padEnd(virgula, '0');
  const casas = (virgula < 0 ? '0'.repeat(-virgula) + digitos : digitos.slice(Math.max(virgula, 0))).padEnd(3, '0');
  return BigInt(parteInteira + casas.slice(0, 2)) + (casas[2]! >= '5' ? BigInt(1) : BigInt(0));
}

/** Table numbers are shown zero-padded to 2 digits. */
export function padMesa(numero: number | string): string {
  return String(numero).padStart(2, '0');
}

/** A table as every screen, ticket and export names it: 'Mesa 07'. */
export const nomeDaMesa = (numero: number | string): string => `Mesa ${padMesa(numero)}`;

/** A card's number as every screen and ticket shows it: 3 digits, 'Cartão 057'. */
export const padCartao = (numero: number | string): string => String(numero).padStart(3, '0');

/** What names a tab: its kind, the table's or card's number, or a counter order's number of the day. */
export interface FonteRotulo {
  tipo?: 'mesa' | 'cartao' | 'balcao' | 'entrega' | string | null;
  mesa_numero?: number | null;
  numero?: number | null;
  nome_cliente?: string | null;
  viagem?: boolean | null;
}

/**
 * The one label of a tab on every screen, ticket and export (issue 37): 'Mesa 07', 'Cartão 057' or
 * 'Balcão #27 — Ana (viagem)', or a delivery's 'Entrega #31 — Ana' (issue 39). A tab with no kind (older payloads) is a table's; a table-less tab with no number is
 * 'Balcão'.
 */
export function rotuloComanda(v: FonteRotulo): string {
  if (v.tipo === 'cartao' && v.numero != null) return `Cartão ${padCartao(v.numero)}`;
  if (v.tipo === 'balcao') {
    const nome = v.nome_cliente?.trim();
    return (
      `Balcão${v.numero != null ? ` #${v.numero}` : ''}` + (nome ? ` — ${nome}` : '') + (v.viagem ? ' (viagem)' : '')
    );
  }
  if (v.tipo === 'entrega') {
    const nome = v.nome_cliente?.trim();
    return `Entrega${v.numero != null ? ` #${v.numero}` : ''}` + (nome ? ` — ${nome}` : '');
  }
  return v.mesa_numero != null ? nomeDaMesa(v.mesa_numero) : 'Balcão';
}

export { FUSO_PADRAO };

type Estilo = 'dataHora' | 'data' | 'hora';
const ESTILOS: Record<Estilo, Intl.DateTimeFormatOptions> = {
  dataHora: { dateStyle: 'short', timeStyle: 'short' },
  data: { dateStyle: 'short' },
  hora: { hour: '2-digit', minute: '2-digit' },
};
// building an Intl.DateTimeFormat costs far more than formatting with one: a map of 50 cards built one per card
const formatadores = new Map<string, Intl.DateTimeFormat>();

function formatar(estilo: Estilo, iso: string | Date | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const chave = `${estilo}|${timeZone}`;
  let f = formatadores.get(chave);
  if (!f) formatadores.set(chave, (f = new Intl.DateTimeFormat('pt-BR', { ...ESTILOS[estilo], timeZone })));
  return f.format(new Date(iso));
}

export const formatDataHora = (iso: string | Date | null | undefined, timeZone = FUSO_PADRAO) =>
  formatar('dataHora', iso, timeZone);

export const formatData = (iso: string | Date | null | undefined, timeZone = FUSO_PADRAO) =>
  formatar('data', iso, timeZone);

export const formatHora = (iso: string | Date | null | undefined, timeZone = FUSO_PADRAO) =>
  formatar('hora', iso, timeZone);
