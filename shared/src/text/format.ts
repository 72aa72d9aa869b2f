// built on first use, not when the module loads: a page's first Intl formatter costs tens of milliseconds (the locale
// data), which would lengthen the task that evaluates the chunk (see prepararFormatos)
let brl: Intl.NumberFormat | undefined;

/** BRL in pt-BR format, e.g. "R$ 1.234,50". Accepts numbers or numeric strings. */
export function formatBRL(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(Number.isFinite(n) ? n : 0).replace(/\u00a0/g, ' ');
}

/** Table numbers are shown zero-padded to 2 digits. */
export function padMesa(numero: number | string): string {
  return String(numero).padStart(2, '0');
}

export const FUSO_PADRAO = 'America/Sao_Paulo';

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

/**
 * Builds the money and time formatters ahead of use. The staff entry calls it while its chunks download (the CPU is
 * idle then), so the locale data is not loaded in the middle of the table map's first render (issue 17).
 */
export function prepararFormatos(): void {
  formatBRL(0);
  formatHora(new Date());
}
