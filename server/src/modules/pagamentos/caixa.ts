import type { VendaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import { limitesPeriodo } from '../../db/periodos';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { tenant } from '../../db/tenant';
import { fechamentoCaixa } from '../relatorios/relatorios.service';
import { presentVenda } from '../comanda/comanda.presenter';

/** The cashier's screen: open tabs with their totals, today's closed tabs (company zone) and today's cash-up. */
export async function caixaDoDia(ctx: AppContext, empresaId: number) {
  const { inicio, fim } = limitesPeriodo('hoje', await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora())!;
  const base = tenant(ctx.db, empresaId).selectFrom('vendas').selectAll();
  const [abertas, fechadas, fechamento] = await Promise.all([
    base.where('situacao', '=', 'A').orderBy('data_abertura').execute(),
    base
      .where('situacao', '=', 'F')
      .where('data_fechamento', '>=', inicio)
      .where('data_fechamento', '<', fim)
      .orderBy('data_fechamento', 'desc')
      .limit(500)
      .execute(),
    fechamentoCaixa(ctx, empresaId, 'hoje'),
  ]);
  return {
    abertas: abertas.map(presentVenda) as VendaDTO[],
    fechadas: fechadas.map(presentVenda) as VendaDTO[],
    fechamento,
  };
}
