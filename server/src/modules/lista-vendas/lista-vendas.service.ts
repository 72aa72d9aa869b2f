import { money, type FiltroVendasInput, type StatsVendas, type VendaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { tenant } from '../../db/tenant';
import { presentVenda } from '../comanda/comanda.presenter';
import * as repo from './lista-vendas.repo';

export interface PaginaVendas {
  vendas: VendaDTO[];
  /** cursor of the next page, null on the last one */
  proximo: string | null;
}

/** One page of the list, newest first. With a cursor it seeks on (data_abertura, id) instead of skipping rows. */
export async function listar(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<PaginaVendas> {
  const fuso = await fusoDaEmpresa(tenant(ctx.db, s.empresaId));
  const corte = f.cursor?.lastIndexOf('_') ?? -1;
  const apos = f.cursor ? { instante: f.cursor.slice(0, corte), id: Number(f.cursor.slice(corte + 1)) } : undefined;
  const rows = await repo.paginaVendas(tenant(ctx.db, s.empresaId), f, fuso, ctx.relogio.agora(), {
    limit: f.limit,
    offset: f.offset,
    apos,
  });
  const ultima = rows.length === f.limit ? rows[rows.length - 1]! : null;
  return { vendas: rows.map(presentVenda), proximo: ultima ? `${ultima.instante}_${ultima.id}` : null };
}

/** Every tab matching the filters, read in keyset pages (exports must not stop at an arbitrary row count). */
export async function todas(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<VendaDTO[]> {
  const todas: VendaDTO[] = [];
  let cursor: string | undefined;
  do {
    const pagina = await listar(ctx, s, { ...f, limit: 1000, offset: 0, cursor });
    todas.push(...pagina.vendas);
    cursor = pagina.proximo ?? undefined;
  } while (cursor);
  return todas;
}

export async function stats(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<StatsVendas> {
  const r = await repo.totaisVendas(
    tenant(ctx.db, s.empresaId),
    f,
    await fusoDaEmpresa(tenant(ctx.db, s.empresaId)),
    ctx.relogio.agora(),
  );
  return {
    total_valor: money(r.total_valor),
    total_vendas: r.total_vendas,
    comandas_abertas: r.comandas_abertas,
    comandas_fechadas: r.comandas_fechadas,
  };
}
