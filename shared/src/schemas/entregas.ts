import { z } from 'zod';
import { ORIGENS_ENTREGA, SITUACOES_ENTREGA } from '../rules/entregas';
import { FORMAS_PAGAMENTO_MANUAIS } from '../rules/pagamento';
import { dataHora, texto } from './comum';
import { VendaDTO, telefoneCliente } from './vendas';

/** A delivery as the Entregas screen and GET /api/entregas show it (issue 39). */
export const EntregaDTO = z
  .object({
    venda_id: z.number(),
    /** rotuloComanda: 'Entrega #31 — Ana' */
    rotulo: z.string(),
    origem: z.enum(ORIGENS_ENTREGA),
    /** where it is (situacaoDaEntrega: 'pronto' once the kitchen has every item ready) */
    situacao: z.enum(SITUACOES_ENTREGA),
    telefone: z.string(),
    endereco: z.object({
      logradouro: z.string(),
      numero: z.string(),
      complemento: z.string().nullable(),
      bairro: z.string(),
      cidade: z.string(),
      referencia: z.string().nullable(),
    }),
    observacoes: z.string().nullable(),
    /** what the courier collects; null: nothing (prepaid) */
    pagamento: z.object({ forma: z.enum(FORMAS_PAGAMENTO_MANUAIS), troco_para: z.number().nullable() }).nullable(),
    entregador: z.string().nullable(),
    ifood_display_id: z.string().nullable(),
    itens: z.number(),
    saiu_em: dataHora.nullable(),
    entregue_em: dataHora.nullable(),
    venda: VendaDTO,
  })
  .meta({ id: 'EntregaDTO' });
export type EntregaDTO = z.infer<typeof EntregaDTO>;

/** GET /api/entregas?situacao=: the open deliveries, optionally of one status. */
export const ListarEntregasQuery = z.object({
  situacao: z.enum(SITUACOES_ENTREGA, { message: 'Situação inválida' }).optional(),
});

/** POST /api/vendas/:id/entrega: the next status; 'saiu' names the courier. */
export const MudarEntregaInput = z
  .object({
    situacao: z.enum(SITUACOES_ENTREGA, { message: 'Situação inválida' }),
    entregador: texto().max(60, 'Entregador com no máximo 60 caracteres').nullish(),
  })
  .refine((v) => v.situacao !== 'saiu' || !!v.entregador, {
    message: 'Informe o nome do entregador',
    path: ['entregador'],
  });
export type MudarEntregaInput = z.infer<typeof MudarEntregaInput>;

/** GET /api/entregas/cliente?telefone=: a returning customer's last name and address. */
export const ClienteEntregaQuery = z.object({ telefone: telefoneCliente });
export const ClienteEntregaDTO = z
  .object({
    nome_cliente: z.string(),
    telefone: z.string(),
    endereco: EntregaDTO.shape.endereco,
  })
  .meta({ id: 'ClienteEntregaDTO' });
export type ClienteEntregaDTO = z.infer<typeof ClienteEntregaDTO>;
