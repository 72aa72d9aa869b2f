/** A tab's diner orders and their lines, as the diner's bill (publico) shows them. */
export { itensDosPedidos, pedidosDaVenda } from './pedidos-cliente.repo';
