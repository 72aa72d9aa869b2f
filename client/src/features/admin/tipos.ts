/** What the credentials box shows after a company is created (request and response shapes live in shared). */
export interface Credenciais {
  empresa: string;
  nome: string;
  email: string;
  senha: string;
}
