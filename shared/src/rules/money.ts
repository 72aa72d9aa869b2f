/** Money is integer cents in code; the database keeps numeric(12,2) and JSON carries numbers with 2 decimals. */
export type Cents = number;

/** Parses a money value (number or numeric string as pg returns it) into integer cents. */
export function toCents(value: number | string | null | undefined): Cents {
  if (value == null || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
}

export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** A money value as the database returns it (numeric string) or a client sends it -> a number with 2 decimals. */
export const money = (value: number | string | null | undefined): number => fromCents(toCents(value));

/** Integer division rounded half-up (used for averages of prices). */
export function divideHalfUp(total: Cents, by: number): Cents {
  return Math.floor((total * 2 + by) / (2 * by));
}

/** Largest amount a numeric(12,2) column holds, in cents (9.999.999.999,99). */
export const VALOR_MAXIMO: Cents = 999_999_999_999;

/** True when an amount cannot be stored: checked before writing so an overflow is a clear 400, not a failed INSERT. */
export const excedeValorMaximo = (...valores: Cents[]) =>
  valores.some((c) => !Number.isSafeInteger(c) || Math.abs(c) > VALOR_MAXIMO);
