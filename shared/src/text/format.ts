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

export const FUSO_PADRAO = 'America/Sao_Paulo';

export function formatDataHora(iso: string | Date | null | undefined, timeZone = FUSO_PADRAO): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatData(iso: string | Date | null | undefined, timeZone = FUSO_PADRAO): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatHora(iso: string | Date | null | undefined, timeZone = FUSO_PADRAO): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}
