import {
  cnpjValido,
  normalizarChavePix,
  somenteDigitosCnpj,
  type AtualizarEmpresaInput,
  type EmpresaConfigDTO,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { badRequest, conflict } from '../../errors';
import * as repo from './empresa.repo';
import { presentEmpresaConfig } from './empresa.presenter';

export const obter = async (ctx: AppContext, s: StaffSession): Promise<EmpresaConfigDTO> =>
  presentEmpresaConfig(await repo.buscarEmpresa(tenant(ctx.db, s.empresaId)));

/** Only non-empty fields change (spec 5); chave_pix null clears the key. Open screens hear of it after commit. */
export async function atualizar(
  ctx: AppContext,
  s: StaffSession,
  input: AtualizarEmpresaInput,
): Promise<EmpresaConfigDTO> {
  const set = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<EmpresaConfigDTO>;
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if (set.cnpj) {
      if (!cnpjValido(set.cnpj)) throw badRequest('CNPJ inválido');
      set.cnpj = somenteDigitosCnpj(set.cnpj);
      if (await repo.cnpjDeOutraEmpresa(t, set.cnpj)) throw conflict('CNPJ já cadastrado');
    }
    if (set.chave_pix) {
      const chave = normalizarChavePix(set.chave_pix);
      if (!chave) throw badRequest('Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória');
      set.chave_pix = chave.chave;
    }
    // the database's own zone list is the one that counts: reports run AT TIME ZONE in SQL
    if (set.fuso_horario && !(await repo.fusoConhecidoPeloBanco(tx.trx, set.fuso_horario)))
      throw badRequest('Fuso horário inválido');
    if (set.email) set.email = set.email.toLowerCase();
    if (set.alerta_amarelo_min !== undefined || set.alerta_vermelho_min !== undefined) {
      const atual = await repo.travarEmpresa(t);
      if (
        (set.alerta_vermelho_min ?? atual.alerta_vermelho_min) <= (set.alerta_amarelo_min ?? atual.alerta_amarelo_min)
      ) {
        throw badRequest('O alerta vermelho deve vir depois do amarelo');
      }
    }
    const empresa = await repo.atualizarEmpresa(t, set);
    tx.emit({
      empresaId: s.empresaId,
      nome: 'empresa:atualizada',
      payload: { empresa: { id: empresa.id, fantasia: empresa.fantasia } },
    });
    // the diners' pages switch their ordering on or off at once (issue 22)
    if (set.pedidos_cliente !== undefined || set.abrir_pelo_cliente !== undefined)
      tx.emit({
        publico: true,
        empresaId: s.empresaId,
        nome: 'pedidos:modo',
        payload: { pedidos: empresa.pedidos_cliente, abrir_pelo_cliente: empresa.abrir_pelo_cliente },
      });
    return presentEmpresaConfig(empresa);
  });
}
