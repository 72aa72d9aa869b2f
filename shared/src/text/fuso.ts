/** The time zone times are shown in unless the company sets its own. A module of its own: the client's entry warms
 * this zone's Intl data (client/src/lib/pre-carga.ts) without evaluating the formatters. */
export const FUSO_PADRAO = 'America/Sao_Paulo';
