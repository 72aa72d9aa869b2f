/** CNPJ: digits only, 14 long, not all equal, both check digits right. */
const digitos = (s: string) => s.replace(/\D/g, '');

function digitoVerificador(d: string, n: number): number {
  let soma = 0;
  let peso = n - 7;
  for (let i = 0; i < n; i++) {
    soma += Number(d[i]) * peso--;
    if (peso < 2) peso = 9;
  }
  const r = soma % 11;
  return r < 2 ? 0 : 11 - r;
}

export function cnpjValido(v: string): boolean {
  const d = digitos(v);
  if (d.length !== 14 || /^(\d)\1+$/.test(d)) return false;
  return digitoVerificador(d, 12) === Number(d[12]) && digitoVerificador(d, 13) === Number(d[13]);
}

export const somenteDigitosCnpj = (v: string) => digitos(v).slice(0, 14);

/** 00.000.000/0000-00 (partial input is formatted as far as it goes). */
export function formatarCnpj(v: string | null | undefined): string {
  return somenteDigitosCnpj(v ?? '')
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
}
