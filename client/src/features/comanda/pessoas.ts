import { chavePessoa, type ItemDTO, type PedidoClienteDTO } from '@comanda/shared';

/**
 * The names already on a table's tab: its items' and its diners' orders' (the phones ask 'Seu nome'), once each
 * (trimmed, compared case-insensitively, first spelling kept) in order of appearance. 'Para quem?' offers them.
 */
export function nomesDaComanda(itens: ItemDTO[], pedidos: PedidoClienteDTO[]): string[] {
  const vistos = new Map<string, string>();
  const candidatos = [
    ...itens.map((i) => i.cliente_nome),
    ...pedidos.flatMap((p) => [p.cliente_nome, ...p.itens.map((i) => i.cliente_nome)]),
  ];
  for (const n of candidatos) {
    const nome = n?.trim();
    if (nome && !vistos.has(chavePessoa(nome))) vistos.set(chavePessoa(nome), nome);
  }
  return [...vistos.values()];
}
