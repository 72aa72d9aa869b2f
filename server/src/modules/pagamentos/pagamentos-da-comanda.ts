/** A tab's payments still standing (not removed), in order: what a fiscal note lists (issue 38). */
export { pagamentosAtivos } from './pagamentos.repo';
