// No imports: the diner's page deep-imports this file alone.

/** Production status of an order item (issue 13): pendente -> em_preparo -> pronto -> entregue. */
export const STATUS_PRODUCAO = ['pendente', 'em_preparo', 'pronto', 'entregue'] as const;
export type StatusProducao = (typeof STATUS_PRODUCAO)[number];

/** Staff-facing labels (kitchen screen, tab screen). */
export const STATUS_PRODUCAO_LABEL: Record<StatusProducao, string> = {
  pendente: 'Pendente',
  em_preparo: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
};

/** What the diner's page shows for each status. */
export const STATUS_PRODUCAO_CLIENTE: Record<StatusProducao, string> = {
  pendente: 'Recebido',
  em_preparo: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
};
