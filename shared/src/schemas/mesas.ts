import { z } from 'zod';
import { SITUACOES_MESA } from '../rules/situacoes';
import { dataHora, SimNao, texto } from './comum';

const PREENCHA = 'Preencha todos os campos obrigatórios';
const inteiroPositivo = z.coerce.number({ message: PREENCHA }).int(PREENCHA).min(1, PREENCHA);
const nomeMesa = texto({ mensagem: PREENCHA }).min(1, PREENCHA).max(60, 'Nome com no máximo 60 caracteres');

/** Table as the API returns it (spec section 3). */
export const MesaDTO = z
  .object({
    id: z.number(),
    numero: z.number(),
    nome: z.string(),
    capacidade: z.number(),
    situacao: z.enum(SITUACOES_MESA),
    cliente_reserva: z.string().nullable(),
    data_reserva: dataHora.nullable(),
    chamando_garcom: SimNao,
    garcom_chamado_em: dataHora.nullable(),
    /** why a blocked table is blocked (optional) */
    motivo_bloqueio: z.string().nullable(),
  })
  .meta({ id: 'MesaDTO' });
export type MesaDTO = z.infer<typeof MesaDTO>;

/** GET /api/mesas/status-summary: how many tables in each state. */
export const ResumoMesas = z
  .object({
    livre: z.number(),
    ocupada: z.number(),
    reservada: z.number(),
    bloqueada: z.number(),
    pediu_conta: z.number(),
  })
  .meta({ id: 'ResumoMesas' });
export type ResumoMesas = z.infer<typeof ResumoMesas>;

export const CriarMesaInput = z.object({
  numero: inteiroPositivo.max(9999, 'Número máximo 9999'),
  nome: nomeMesa,
  capacidade: inteiroPositivo.max(100, 'Capacidade máxima 100'),
  situacao: z.enum(['L', 'R', 'X']).default('L'),
});
export type CriarMesaInput = z.infer<typeof CriarMesaInput>;

export const EditarMesaInput = CriarMesaInput.omit({ situacao: true });
export type EditarMesaInput = z.infer<typeof EditarMesaInput>;

export const LOTE_MAXIMO = 50;

export const CriarLoteInput = z
  .object({
    numeroInicial: inteiroPositivo,
    numeroFinal: inteiroPositivo.max(9999, 'Número máximo 9999'),
    capacidade: inteiroPositivo.max(100, 'Capacidade máxima 100'),
  })
  .refine((v) => v.numeroInicial < v.numeroFinal, {
    message: 'Número inicial deve ser menor que o final',
    path: ['numeroInicial'],
  })
  .refine((v) => v.numeroFinal - v.numeroInicial <= LOTE_MAXIMO, {
    message: 'Máximo de 50 mesas por vez',
    path: ['numeroFinal'],
  });
export type CriarLoteInput = z.infer<typeof CriarLoteInput>;

export const StatusMesaInput = z.object({
  situacao: z.enum(SITUACOES_MESA, { message: 'Situação inválida' }),
  nome_cliente: texto().min(1, 'Nome do cliente é obrigatório').max(100).optional(),
  cliente_reserva: texto().max(100).nullish(),
  // documented as what clients send: an ISO date-time string (a Date has no JSON Schema of its own)
  data_reserva: z.coerce
    .date({ message: 'Data da reserva inválida' })
    .meta({ type: 'string', format: 'date-time' })
    .nullish(),
  motivo_bloqueio: texto().max(200, 'Motivo com no máximo 200 caracteres').nullish(),
});
export type StatusMesaInput = z.infer<typeof StatusMesaInput>;
