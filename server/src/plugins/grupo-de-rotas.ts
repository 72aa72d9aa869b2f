import type { AppContext } from '../context';
import type { Guards } from './auth';
import type { AppZod, operacao } from './contratos';

/** What a group of a route file's routes gets, so a module's routes can be split by concern. */
export interface GrupoDeRotas {
  app: AppZod;
  ctx: AppContext;
  guards: Guards;
  doc: ReturnType<typeof operacao>;
}
