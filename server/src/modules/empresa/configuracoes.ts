import type { Empresa } from '../../db/tables';
import type { Tenant } from '../../db/tenant';

/**
 * The one read of a company's settings (issue 36): every module asks here, naming the columns it needs, instead of
 * writing its own query on `empresas` (a table keyed by `id`, not `empresa_id`).
 */
export async function configuracoesDaEmpresa<K extends keyof Empresa>(
  t: Tenant,
  ...campos: K[]
): Promise<Pick<Empresa, K>> {
  const linha = await t.db
    .selectFrom('empresas')
    .select(campos as (keyof Empresa)[])
    .where('id', '=', t.empresaId)
    .executeTakeFirstOrThrow();
  return linha as Pick<Empresa, K>;
}

/** The company's time zone: reports, lists and tickets count its days in it. */
export const fusoDaEmpresa = async (t: Tenant) => (await configuracoesDaEmpresa(t, 'fuso_horario')).fuso_horario;

/** What a PIX charge needs of the company: its key and the receiver's name and city. */
export const RECEBEDOR_PIX = ['chave_pix', 'pix_nome_recebedor', 'pix_cidade', 'fantasia'] as const;
