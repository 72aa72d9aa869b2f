import { z } from 'zod';

/** Largest PostgreSQL integer: ids past it can never exist, and would make the query itself fail. */
export const ID_MAXIMO = 2_147_483_647;

/** `:id` route params: a positive integer that fits a PostgreSQL integer, else 400. */
export const IdParam = z.object({
  id: z.coerce
    .number({ message: 'Identificador inválido' })
    .int('Identificador inválido')
    .positive('Identificador inválido')
    .max(ID_MAXIMO, 'Identificador inválido'),
});
