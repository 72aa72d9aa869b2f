import { nomeDaMesa } from '@comanda/shared';
import { registrarHistorico } from '../comanda/comanda.historico';
import {
  SITUACAO_MESA_LABEL,
  TRANSICOES_MESA,
  acaoDoStatus,
  acoesPermitidas,
  motivoTransicaoInvalida,
  podeTransicionar,
  temPermissao,
  type CriarLoteInput,
  type CriarMesaInput,
  type EditarMesaInput,
  type MesaDTO,
  type SituacaoMesa,
  type StatusMesaInput,
  type AcaoMesa,
} from '@comanda/shared';
import type { Mesa, MesaUpdate } from '../../db/tables';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { qrCodePng } from '../../qr-code';
import { tenant } from '../../db/tenant';
import { JsonCompactavel } from '../../plugins/compression';
import { conflict, forbidden, notFound } from '../../errors';
import { abrirNaMesa } from './comanda-da-mesa';
import { vendaAbertaDaMesa } from '../comanda/comanda';
import { presentMesa } from './mesas.presenter';
import { emitirMesa, eventoMesa } from './mesas.events';
import * as repo from './mesas.repo';

export const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';

/**
 * The map's list, read by every device on every (re)connection: served from the instance's cache (ctx.mesas) as the
 * JSON itself and its compressed forms, so a read costs no query, no serialization and no compression.
 */
export const listarJson = (ctx: AppContext, s: StaffSession): Promise<JsonCompactavel> =>
  ctx.mesas.ler(s.empresaId, async () => {
    const mesas: MesaDTO[] = (await repo.listarMesas(tenant(ctx.db, s.empresaId))).map(presentMesa);
    return new JsonCompactavel(Buffer.from(JSON.stringify(mesas)));
  });

export async function obter(ctx: AppContext, s: StaffSession, id: number): Promise<MesaDTO> {
  const mesa = await repo.buscarMesa(tenant(ctx.db, s.empresaId), id);
  if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
  return presentMesa(mesa);
}

export const resumo = (ctx: AppContext, s: StaffSession) => repo.resumoMesas(tenant(ctx.db, s.empresaId));

const numeroEmUso = (numero: number) => conflict(`Já existe uma mesa com o número ${numero}`);

export async function criar(ctx: AppContext, s: StaffSession, input: CriarMesaInput): Promise<MesaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    if ((await repo.numerosExistentes(t, input.numero, input.numero)).length) throw numeroEmUso(input.numero);
    const mesa = await repo.inserirMesa(t, input);
    emitirMesa(tx, s.empresaId, mesa, 'mesa:criada');
    return presentMesa(mesa);
  });
}

/** Creates tables numeroInicial..numeroFinal, skipping numbers that already exist. */
export async function criarLote(ctx: AppContext, s: StaffSession, input: CriarLoteInput) {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const existentes = new Set(await repo.numerosExistentes(t, input.numeroInicial, input.numeroFinal));
    const novos: number[] = [];
    for (let n = input.numeroInicial; n <= input.numeroFinal; n++) if (!existentes.has(n)) novos.push(n);
    if (novos.length === 0) throw conflict('Todas as mesas deste intervalo já existem');
    for (const numero of novos) {
      const mesa = await repo.inserirMesa(t, {
        numero,
        nome: nomeDaMesa(numero),
        capacidade: input.capacidade,
      });
      tx.emit({ empresaId: s.empresaId, nome: 'mesa:criada', payload: { mesa: presentMesa(mesa) } });
    }
    return { criadas: novos.length, ignoradas: [...existentes].sort((a, b) => a - b) };
  });
}

export async function editar(ctx: AppContext, s: StaffSession, id: number, input: EditarMesaInput): Promise<MesaDTO> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const mesa = await repo.travarMesa(t, id);
    if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
    if (input.numero !== mesa.numero && (await repo.numerosExistentes(t, input.numero, input.numero)).length) {
      throw numeroEmUso(input.numero);
    }
    const atualizada = await repo.atualizarMesa(t, id, input);
    emitirMesa(tx, s.empresaId, atualizada);
    return presentMesa(atualizada);
  });
}

export async function remover(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const mesa = await repo.travarMesa(t, id);
    if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
    if (await vendaAbertaDaMesa(t, id)) throw conflict('Mesa possui comanda aberta e não pode ser excluída');
    await repo.removerMesa(t, id);
    tx.emit({ empresaId: s.empresaId, nome: 'mesa:removida', payload: { id } });
  });
}

/** Status moves that change the table's row alone (no tab, no history): one conditional UPDATE is the whole write. */
const SO_A_MESA: ReadonlySet<AcaoMesa> = new Set(['reservar', 'cancelar_reserva', 'bloquear', 'desbloquear']);

/**
 * What the status call does to a table as it stands: the move and the row's new values. Refuses as the shared rules
 * say: 409 for a move the table's state does not allow, 403 for one the user's role does not.
 */
function planoDoStatus(mesa: Mesa, s: StaffSession, input: StatusMesaInput): { acao: AcaoMesa; set: MesaUpdate } {
  if (input.situacao === 'O' && podeTransicionar('abrir_comanda', mesa.situacao)) {
    if (!acoesPermitidas(mesa.situacao, s.perfil).includes('abrir_comanda')) throw forbidden();
    return { acao: 'abrir_comanda', set: {} };
  }
  const acao = acaoDoStatus(mesa.situacao, input.situacao);
  if (!acao) {
    if (mesa.situacao === input.situacao)
      throw conflict(`Mesa já está ${SITUACAO_MESA_LABEL[input.situacao as SituacaoMesa].toLowerCase()}`);
    if (input.situacao === 'L' && (mesa.situacao === 'O' || mesa.situacao === 'P')) {
      throw conflict('Use Finalizar Conta ou Cancelar Mesa para liberar a mesa');
    }
    throw conflict(motivoTransicaoInvalida(input.situacao === 'O' ? 'abrir_comanda' : 'pedir_conta', mesa.situacao));
  }
  if (!acoesPermitidas(mesa.situacao, s.perfil).includes(acao)) throw forbidden();
  return { acao, set: setDoMovimento(acao, input) };
}

/** The row's new values for a status-call move. */
function setDoMovimento(acao: AcaoMesa, input: StatusMesaInput): MesaUpdate {
  const situacao = TRANSICOES_MESA[acao].para;
  if (acao === 'reservar')
    return { situacao, cliente_reserva: input.cliente_reserva ?? null, data_reserva: input.data_reserva ?? null };
  if (acao === 'cancelar_reserva') return { situacao, cliente_reserva: null, data_reserva: null };
  if (acao === 'bloquear') return { situacao, motivo_bloqueio: input.motivo_bloqueio || null };
  if (acao === 'desbloquear') return { situacao, motivo_bloqueio: null };
  return { situacao };
}

/**
 * The generic status call. Moves follow TRANSICOES_MESA; O from L or R opens a tab (the reserved guest sits down);
 * freeing an occupied table goes through closing or cancelling its tab.
 *
 * Reserving, blocking and their undoing touch the table's row alone, and each starts from its own state: the moves to
 * the asked status that this role may make are one conditional UPDATE, one round trip and no lock held. A table in
 * none of their states takes the locking path, which decides the move and answers why it is refused.
 */
export async function alterarStatus(
  ctx: AppContext,
  s: StaffSession,
  id: number,
  input: StatusMesaInput,
): Promise<MesaDTO> {
  const movimentos = [...SO_A_MESA]
    .filter((a) => TRANSICOES_MESA[a].para === input.situacao && temPermissao(s.perfil, TRANSICOES_MESA[a].permissao))
    .map((a) => ({ de: TRANSICOES_MESA[a].de, set: setDoMovimento(a, input) }));
  if (movimentos.length) {
    const movida = await repo.moverMesa(tenant(ctx.db, s.empresaId), id, movimentos);
    if (movida) {
      ctx.bus.publish(eventoMesa(s.empresaId, movida));
      return presentMesa(movida);
    }
  }
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const mesa = await repo.travarMesa(t, id);
    if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
    const { acao, set } = planoDoStatus(mesa, s, input);
    if (acao === 'abrir_comanda') {
      const { mesa: aberta } = await abrirNaMesa(tx, s, mesa, input.nome_cliente);
      return presentMesa(aberta);
    }
    const atualizada = await repo.atualizarMesa(t, id, set);
    if (acao === 'pedir_conta' || acao === 'cancelar_pedido_conta') {
      const venda = await vendaAbertaDaMesa(t, id);
      if (venda)
        await registrarHistorico(t, s, venda.id, {
          tipo: acao === 'pedir_conta' ? 'conta_solicitada' : 'conta_solicitada_cancelada',
        });
    }
    emitirMesa(tx, s.empresaId, atualizada);
    return presentMesa(atualizada);
  });
}

/** Staff answer a diner's waiter call (the QR code link's 'Chamar garçom'). */
export async function cancelarChamado(ctx: AppContext, s: StaffSession, mesaId: number) {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const mesa = await repo.travarMesa(t, mesaId);
    if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
    const livre = await repo.atualizarMesa(t, mesaId, { chamando_garcom: 'N', garcom_chamado_em: null });
    const venda = await vendaAbertaDaMesa(t, mesaId);
    tx.emit({
      empresaId: s.empresaId,
      vendaId: venda?.id,
      nome: 'garcom:cancelado',
      payload: { mesa: presentMesa(livre) },
    });
    emitirMesa(tx, s.empresaId, livre);
    return presentMesa(livre);
  });
}

/** QR code of the diner's link, for occupied tables (O or P) only. */
export async function qrCode(
  ctx: AppContext,
  s: StaffSession,
  mesaId: number,
  origem: string,
): Promise<{ qrCode: string; url: string }> {
  const t = tenant(ctx.db, s.empresaId);
  const mesa = await repo.buscarMesa(t, mesaId);
  if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
  const venda = await vendaAbertaDaMesa(t, mesaId);
  if ((mesa.situacao !== 'O' && mesa.situacao !== 'P') || !venda?.token_publico) {
    throw conflict('QR Code disponível apenas para mesas ocupadas');
  }
  const url = `${ctx.config.publicUrl ?? origem}/comanda/${venda.token_publico}`;
  return { qrCode: await qrCodePng(url), url };
}
