import { SEM_NOME_PESSOA, chavePessoa, type ItemDTO, type PorPessoaDTO } from '@comanda/shared';

export type PessoaConta = PorPessoaDTO['pessoas'][number];

export const nomePessoa = (p: PessoaConta) => p.cliente_nome ?? SEM_NOME_PESSOA;

/** Each person of the server's split with their own items (the pre-bill 'por pessoa'). */
export function itensPorPessoa(pessoas: PessoaConta[], itens: ItemDTO[]) {
  return pessoas.map((p) => ({
    pessoa: p,
    itens: itens.filter((i) => chavePessoa(i.cliente_nome) === chavePessoa(p.cliente_nome)),
  }));
}
