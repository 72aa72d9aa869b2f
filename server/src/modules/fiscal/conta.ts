import { DadosFiscais, type DadosFiscaisDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { Tenant } from '../../db/tenant';
import * as repo from './fiscal.repo';
import { criarFocusNfe } from './focusnfe';
import type { ContaProvedor, ProvedorFiscal } from './provedor';
import { chaveFiscal, decifrar } from './segredo';

/** A company's fiscal settings with its token opened, ready for the provider; null while emission is off or unset. */
export interface ContaFiscal extends ContaProvedor {
  cnpj: string;
  inscricao_estadual: string;
  regime_tributario: number;
  emissao: 'automatica' | 'manual';
  padrao: DadosFiscaisDTO | null;
}

export async function contaDaEmpresa(ctx: AppContext, t: Tenant): Promise<ContaFiscal | null> {
  const c = await repo.lerConfig(t);
  if (!c?.ativo || !c.token_cifrado || !c.cnpj || !c.inscricao_estadual) return null;
  const token = decifrar(chaveFiscal(ctx.config), t.empresaId, c.token_cifrado);
  if (!token) return null;
  const padrao = DadosFiscais.safeParse(c.padrao);
  return {
    token,
    ambiente: c.ambiente,
    cnpj: c.cnpj,
    inscricao_estadual: c.inscricao_estadual,
    regime_tributario: c.regime_tributario,
    emissao: c.emissao,
    padrao: padrao.success ? padrao.data : null,
  };
}

/** The provider of a company's account (Focus NFe, the only one so far), at FOCUSNFE_URL or its environment's URL. */
export const provedorDe = (ctx: AppContext): ProvedorFiscal =>
  criarFocusNfe({ url: ctx.config.fiscal.focusnfeUrl, timeoutMs: ctx.config.fiscal.timeoutMs });
