import { z } from 'zod';
import { STATUS_PRODUCAO } from '../rules/producao-status';
import { SITUACOES_VENDA } from '../rules/situacoes';
import { MODOS_PEDIDO_CLIENTE } from '../rules/pedidos-cliente';
import { dataHora, SimNao } from './comum';
import { PedidoPublicoDTO } from './pedidos';

/** What a diner may see of their tab: GET /api/public/comanda/:token and the public room's updates share this shape. */
export const ComandaPublica = z
  .object({
    /** the table the tab stands on; null for a numbered card's tab (issue 37) */
    mesa: z
      .object({
        numero: z.number(),
        nome: z.string(),
        capacidade: z.number(),
        chamando_garcom: SimNao,
        garcom_chamado_em: dataHora.nullable(),
      })
      .nullable(),
    /** the numbered card the tab stands on (issue 37); null for a table's */
    cartao: z.object({ numero: z.number() }).nullable(),
    venda: z.object({
      nome_cliente: z.string(),
      situacao: z.enum(SITUACOES_VENDA),
      subtotal: z.number(),
      taxa_servico: z.number(),
      taxa_servico_percentual: z.number(),
      desconto: z.number(),
      /** a card's minimum spend line ('Consumação mínima', issue 37), part of the total; 0 when none */
      consumacao_minima: z.number(),
      total: z.number(),
      pago: z.number(),
      restante: z.number(),
      data_abertura: dataHora,
    }),
    /** the table asked for the bill (P) */
    conta_pedida: z.boolean(),
    /** the CPF asked for on the NFC-e, masked (***.456.789-**): every diner at the table sees it so (issue 38) */
    cpf_nota: z.string().nullable().optional(),
    /** the company has a PIX key: the page offers 'Pagar com PIX' */
    pix_disponivel: z.boolean(),
    itens: z.array(
      z.object({
        id: z.number(),
        produto_nome: z.string(),
        quantidade: z.number(),
        preco_unitario: z.number(),
        total: z.number(),
        observacoes: z.string().nullable(),
        sabores: z.array(z.object({ sabor_nome: z.string(), preco_adicional: z.number() })),
        adicionais: z.array(z.object({ adicional_nome: z.string(), quantidade: z.number(), preco: z.number() })),
        status_producao: z.enum(STATUS_PRODUCAO),
        estacao_id: z.number().nullable(),
        estacao_nome: z.string().nullable(),
        /** who at the table it is for; null: the table's */
        cliente_nome: z.string().nullable(),
      }),
    ),
    /** the orders placed from phones on this tab, each line with its live status (issue 22) */
    pedidos: z.array(PedidoPublicoDTO),
    /** the company's ordering mode: 'desligado' shows the menu without ordering */
    modo_pedidos: z.enum(MODOS_PEDIDO_CLIENTE),
  })
  .meta({ id: 'ComandaPublica' });
export type ComandaPublica = z.infer<typeof ComandaPublica>;
