import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AtualizarEmpresaInput, cnpjValido, normalizarChavePix, somenteDigitosCnpj, toCents, fromCents, type EmpresaConfigDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Empresa } from '../../db/tables';
import { badRequest, conflict } from '../../errors';
import type { Guards } from '../../plugins/auth';

const present = (e: Empresa): EmpresaConfigDTO => ({
  id: e.id, fantasia: e.fantasia, razao_social: e.razao_social, cnpj: e.cnpj, endereco: e.endereco, telefone: e.telefone, email: e.email, fuso_horario: e.fuso_horario,
  taxa_servico_percentual: fromCents(toCents(e.taxa_servico_percentual)), chave_pix: e.chave_pix, pix_nome_recebedor: e.pix_nome_recebedor, pix_cidade: e.pix_cidade,
  alerta_amarelo_min: e.alerta_amarelo_min, alerta_vermelho_min: e.alerta_vermelho_min,
});

async function fusoConhecidoPeloBanco(ctx: AppContext, fuso: string): Promise<boolean> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_timezone_names WHERE name = ${fuso}`.execute(ctx.db);
  return (r.rows[0]?.n ?? 0) > 0;
}

/** The signed-in user's own company: read by ADMIN/GERENTE, edited by ADMIN. */
export function empresaRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.get('/api/empresa', { preHandler: guards.staff('view_settings') }, async (req) =>
    present(await ctx.db.selectFrom('empresas').selectAll().where('id', '=', req.staff.empresaId).executeTakeFirstOrThrow()),
  );
  app.patch('/api/empresa', { preHandler: guards.staff('edit_settings') }, async (req) => {
    const input = AtualizarEmpresaInput.parse(req.body);
    // only non-empty fields change (spec 5); chave_pix null clears the key
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as Partial<EmpresaConfigDTO>;
    if (set.cnpj) {
      if (!cnpjValido(set.cnpj)) throw badRequest('CNPJ inválido');
      set.cnpj = somenteDigitosCnpj(set.cnpj);
      const outra = await ctx.db.selectFrom('empresas').select('id').where('cnpj', '=', set.cnpj).where('id', '<>', req.staff.empresaId).executeTakeFirst();
      if (outra) throw conflict('CNPJ já cadastrado');
    }
    if (set.chave_pix) {
      const chave = normalizarChavePix(set.chave_pix);
      if (!chave) throw badRequest('Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória');
      set.chave_pix = chave.chave;
    }
    // Node accepts zones PostgreSQL does not know (e.g. 'US/Pacific-New'); reports run AT TIME ZONE in SQL, so the
    // database's own list is the one that counts
    if (set.fuso_horario && !(await fusoConhecidoPeloBanco(ctx, set.fuso_horario))) throw badRequest('Fuso horário inválido');
    if (set.email) set.email = set.email.toLowerCase();
    if (set.alerta_amarelo_min !== undefined || set.alerta_vermelho_min !== undefined) {
      const atual = await ctx.db.selectFrom('empresas').select(['alerta_amarelo_min', 'alerta_vermelho_min']).where('id', '=', req.staff.empresaId).executeTakeFirstOrThrow();
      if ((set.alerta_vermelho_min ?? atual.alerta_vermelho_min) <= (set.alerta_amarelo_min ?? atual.alerta_amarelo_min)) {
        throw badRequest('O alerta vermelho deve vir depois do amarelo');
      }
    }
    return present(await ctx.db.updateTable('empresas').set(set).where('id', '=', req.staff.empresaId).returningAll().executeTakeFirstOrThrow());
  });
}
