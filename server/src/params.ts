import { z } from 'zod';

/** `:id` route params: a positive integer, else 400. */
export const IdParam = z.object({ id: z.coerce.number({ message: 'Identificador inválido' }).int('Identificador inválido').positive('Identificador inválido') });

export const idDe = (params: unknown) => IdParam.parse(params).id;
