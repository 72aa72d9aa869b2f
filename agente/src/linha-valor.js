// @ts-check
import { COLUNAS_VALOR } from '@comanda/shared/impressao/protocolo';

/**
 * A label on the left, its value right-aligned in the last COLUNAS_VALOR columns ('Subtotal ... R$ 10,00').
 * @param {import('@point-of-sale/receipt-printer-encoder').default} e
 * @param {(texto: string) => string} t text as the printer's page prints it (render.js paraPagina)
 * @param {string} rotulo @param {string} valor @param {number} colunas
 */
export const linhaValor = (e, t, rotulo, valor, colunas) =>
  e.table(
    [
      { width: colunas - COLUNAS_VALOR, align: 'left' },
      { width: COLUNAS_VALOR, align: 'right' },
    ],
    [[t(rotulo), t(valor)]],
  );
