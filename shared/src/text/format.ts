import { FUSO_PADRAO } from './fuso';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** BRL in pt-BR format, e.g. "R$ 1.234,50". Accepts numbers or numeric strings. */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return brl.format(Number.isFinite(n) ? n : 0).replace(/\u00a0/g, ' ');
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
