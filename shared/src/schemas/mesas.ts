import { z } from 'zod';
import { SITUACOES_MESA } from '../rules/situacoes';

const PREENCHA = 'Preencha todos os campos obrigatórios';
const inteiroPositivo = z.coerce.number({ message: PREENCHA }).int(PREENCHA).min(1, PREENCHA);
const nomeMesa = z.string({ message: PREENCHA }).trim().min(1, PREENCHA).max(60, 'Nome com no máximo 60 caracteres');

/** Table as the API returns it (spec section 3). */
export interface MesaDTO {
  id: number;
  numero: number;
  nome: string;
  capacidade: number;
  situacao: string;
  cliente_reserva: string | null;
  data_reserva: string | null;
  chamando_garcom: 'S' | 'N';
  garcom_chamado_em: string | null;
  /** why a blocked table is blocked (optional) */
  motivo_bloqueio?: string | null;
}

export interface ResumoMesas {
  livre: number;
  ocupada: number;
  reservada: number;
  bloqueada: number;
  pediu_conta: number;
}

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
  nome_cliente: z.string().trim().min(1, 'Nome do cliente é obrigatório').max(100).optional(),
  cliente_reserva: z.string().trim().max(100).nullish(),
  data_reserva: z.coerce.date({ message: 'Data da reserva inválida' }).nullish(),
  motivo_bloqueio: z.string().trim().max(200, 'Motivo com no máximo 200 caracteres').nullish(),
});
export type StatusMesaInput = z.infer<typeof StatusMesaInput>;
