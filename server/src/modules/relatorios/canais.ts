import { CANAIS_VENDA, CANAL_VENDA_LABEL, money, type VendasPorCanal } from '@comanda/shared';

/** Every channel (CANAIS_VENDA, issue 39) with its closed tabs and total; a channel with none shows zeros. */
export const porCanal = (linhas: { chave: string; quantidade: number; valor: string | number }[]): VendasPorCanal[] =>
  CANAIS_VENDA.map((canal) => {
    const r = linhas.find((l) => l.chave === canal);
    return { canal, label: CANAL_VENDA_LABEL[canal], quantidade: r?.quantidade ?? 0, valor: money(r?.valor ?? 0) };
  });
