import pg from 'pg';

const INT8 = 20;

/**
 * How values come back, on PostgreSQL and on PGlite alike: counts are int8 and always fit in a JS number here;
 * numeric stays a string (pg's default), so money never passes through floats.
 */
export const TIPOS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
