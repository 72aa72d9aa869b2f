/** What the fiscal module reads of the menu (issue 38): each product's own NCM, CFOP, ICMS and unit. */
export { dadosFiscaisDosProdutos } from './cardapio.repo';
