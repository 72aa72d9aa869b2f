import { cnpjValido } from './cnpj';

/** PIX key types (DICT): CPF, CNPJ, e-mail, phone (+55…) and random key (EVP, a UUID). */
export type TipoChavePix = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

export const TIPO_CHAVE_PIX_LABEL: Record<TipoChavePix, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
};

export function cpfValido(v: string): boolean {
  const d = v.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1+$/.test(d)) return false;
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += Number(d[i]) * (n + 1 - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === Number(d[9]) && dv(10) === Number(d[10]);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recognises and normalises a PIX key as the DICT stores it: CPF/CNPJ digits only, e-mail lower case,
 * phone +55DDNNNNNNNNN (a phone must be typed with +55, or 11 digits would be ambiguous with a CPF), EVP lower case.
 */
export function normalizarChavePix(entrada: string): { tipo: TipoChavePix; chave: string } | null {
  const v = entrada.trim();
  if (!v) return null;
  if (UUID.test(v)) return { tipo: 'aleatoria', chave: v.toLowerCase() };
  if (v.includes('@')) return EMAIL.test(v) && v.length <= 77 ? { tipo: 'email', chave: v.toLowerCase() } : null;
  if (v.startsWith('+')) {
    const d = v.replace(/\D/g, '');
    return /^55\d{10,11}$/.test(d) ? { tipo: 'telefone', chave: `+${d}` } : null;
  }
  if (!/^[\d.\-/\s]+$/.test(v)) return null;
  const d = v.replace(/\D/g, '');
  if (d.length === 11) return cpfValido(d) ? { tipo: 'cpf', chave: d } : null;
  if (d.length === 14) return cnpjValido(d) ? { tipo: 'cnpj', chave: d } : null;
  return null;
}
