import type { Migration } from 'kysely';
import * as esquemaInicial from './2026_11_22_1200_esquema_inicial';

/** Ordered migrations; the key is the migration's name in kysely_migration. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_1200_esquema_inicial': esquemaInicial,
};
