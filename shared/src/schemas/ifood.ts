import { z } from 'zod';
import { dataHora, texto } from './comum';

/* iFood (issue 39): linking a store, its settings, and a delivery's iFood actions. */

export const ACEITES_IFOOD = ['automatico', 'manual'] as const;
export type AceiteIfood = (typeof ACEITES_IFOOD)[number];

/** GET /api/integracoes/ifood: the link's state; never a token. */
export const IfoodConfigDTO = z
  .object({
    ativo: z.boolean(),
    merchant_id: z.string().nullable(),
    merchant_nome: z.string().nullable(),
    /** holds a token iFood accepted (a refresh that failed turns it false) */
    conectado: z.boolean(),
    ultimo_polling: dataHora.nullable(),
    aceite: z.enum(ACEITES_IFOOD),
    /** the last error talking to iFood, for the manager */
    ultimo_erro: z.string().nullable(),
    /** orders whose items matched no product (by iFood's externalCode = the product's code) */
    sem_vinculo: z.array(
      z.object({ venda_id: z.number(), display_id: z.string(), nome: z.string(), codigo: z.string().nullable() }),
    ),
  })
  .meta({ id: 'IfoodConfigDTO' });
export type IfoodConfigDTO = z.infer<typeof IfoodConfigDTO>;

/** POST /api/integracoes/ifood/codigo: the code the owner types in iFood's portal, and its link. */
export const IfoodCodigoDTO = z
  .object({ userCode: z.string(), verificationUrlComplete: z.string() })
  .meta({ id: 'IfoodCodigoDTO' });
export type IfoodCodigoDTO = z.infer<typeof IfoodCodigoDTO>;

export const IfoodAutorizarInput = z.object({
  authorizationCode: texto({ mensagem: 'Informe o código de autorização do iFood' })
    .min(1, 'Informe o código de autorização do iFood')
    .max(200, 'Código de autorização inválido'),
  merchant_id: texto().max(100, 'Loja inválida').optional(),
});
export type IfoodAutorizarInput = z.infer<typeof IfoodAutorizarInput>;

/** The answer to autorizar: linked, or the stores to choose from (merchant_id in a second call). */
export const IfoodAutorizarDTO = z
  .object({
    config: IfoodConfigDTO.nullable(),
    lojas: z.array(z.object({ id: z.string(), nome: z.string() })),
  })
  .meta({ id: 'IfoodAutorizarDTO' });
export type IfoodAutorizarDTO = z.infer<typeof IfoodAutorizarDTO>;

export const IfoodConfigInput = z.object({
  aceite: z.enum(ACEITES_IFOOD, { message: 'Aceite inválido: automático ou manual' }),
});

export const IfoodRecusarInput = z.object({
  motivo: texto({ mensagem: 'Informe o motivo' })
    .min(1, 'Informe o motivo')
    .max(300, 'Motivo com no máximo 300 caracteres'),
});

export const IfoodCancelarInput = z.object({
  codigo: texto({ mensagem: 'Escolha o motivo do cancelamento' })
    .min(1, 'Escolha o motivo do cancelamento')
    .max(20, 'Motivo de cancelamento inválido'),
});

/**
 * POST /api/integracoes/ifood/vincular: 'Vincular a um produto' for an item of iFood that matched none. The product
 * takes iFood's externalCode as its code, so the next orders match it.
 */
export const IfoodVincularInput = z.object({
  codigo: texto({ mensagem: 'Informe o código do item do iFood' })
    .min(1, 'Informe o código do item do iFood')
    .max(60, 'Código com no máximo 60 caracteres'),
  produto_id: z.coerce.number({ message: 'Escolha o produto' }).int('Escolha o produto').positive('Escolha o produto'),
});
export type IfoodVincularInput = z.infer<typeof IfoodVincularInput>;

export const IfoodMotivoDTO = z.object({ codigo: z.string(), descricao: z.string() }).meta({ id: 'IfoodMotivoDTO' });
export type IfoodMotivoDTO = z.infer<typeof IfoodMotivoDTO>;

/** A delivery's iFood state, answered by aceitar/recusar/cancelar. */
export const IfoodPedidoDTO = z
  .object({
    venda_id: z.number(),
    pedido_id: z.string(),
    display_id: z.string(),
    situacao: z.enum(['aguardando', 'confirmado', 'cancelado', 'recusado']),
    cancelamento_falhou: z.string().nullable(),
  })
  .meta({ id: 'IfoodPedidoDTO' });
export type IfoodPedidoDTO = z.infer<typeof IfoodPedidoDTO>;
