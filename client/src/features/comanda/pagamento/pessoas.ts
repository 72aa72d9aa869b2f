import { SEM_NOME_PESSOA, type ItemDTO, type PorPessoaDTO } from '@comanda/shared';

export type PessoaConta = PorPessoaDTO['pessoas'][number];

/** How a name is compared (the server's rule: trimmed, case-insensitive); '' is the table's share. */
export const chavePessoa = (nome: string | null | undefined) => nome?.trim().toLocaleLowerCase('pt-BR') ?? '';

export const nomePessoa = (p: PessoaConta) => p.cliente_nome ?? SEM_NOME_PESSOA;

/** Each person of the server's split with their own items (the pre-bill 'por pessoa'). */
export function itensPorPessoa(pessoas: PessoaConta[], itens: ItemDTO[]) {
  return pessoas.map((p) => ({
    pessoa: p,
    itens: itens.filter((i) => chavePessoa(i.cliente_nome) === chavePessoa(p.cliente_nome)),
  }));
}
