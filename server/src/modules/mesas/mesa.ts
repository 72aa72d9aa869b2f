/**
 * What other modules may do with a table row (the diner's card, the tab operations): read it, lock it in the global
 * lock order (tables before tabs), update it. The table map's own rules live in mesas.service.ts.
 */
export { atualizarMesa, buscarMesa, travarMesa } from './mesas.repo';
export { emitirMesa } from './mesas.events';
