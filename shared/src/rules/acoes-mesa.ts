import { temPermissao } from './permissoes';
import { TRANSICOES_MESA, podeTransicionar, type AcaoMesa } from './situacoes';

// Its own module: situacoes.ts stays free of the permission matrix, which the diner's page deep-imports without.

/**
 * The moves this profile may make on a table in this situacao: the state machine and the permission matrix together.
 * The server refuses any other move and the tab screen shows a button only for these.
 */
export function acoesPermitidas(situacao: string | null | undefined, perfil: string | null | undefined): AcaoMesa[] {
  return (Object.keys(TRANSICOES_MESA) as AcaoMesa[]).filter(
    (acao) => podeTransicionar(acao, situacao ?? '') && temPermissao(perfil, TRANSICOES_MESA[acao].permissao),
  );
}
