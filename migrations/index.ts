import type { Migration } from 'kysely';
import * as esquemaInicial from './2026_11_22_1200_esquema_inicial';
import * as relatorioAgendamentos from './2026_11_22_1400_relatorio_agendamentos';
import * as sessoesETentativas from './2026_11_22_1550_sessoes_e_tentativas';
import * as producao from './2026_11_22_1600_producao';
import * as pagamentos from './2026_11_22_1700_pagamentos';
import * as indicesEscala from './2026_11_22_1800_indices_escala';
import * as vendasResumoDiario from './2026_11_22_1810_vendas_resumo_diario';
import * as operacoesMesa from './2026_11_22_1900_operacoes_mesa';
import * as chavesIdempotencia from './2026_11_22_1950_chaves_idempotencia';
import * as chavesCompostas from './2026_11_23_0010_chaves_compostas';
import * as resumoTaxaDesconto from './2026_11_23_0600_resumo_taxa_desconto';
import * as pedidosCliente from './2026_11_25_1000_pedidos_cliente';
import * as impressao from './2026_11_25_2000_impressao';
import * as indicesTicket from './2026_11_26_1800_indices_ticket';
import * as tiposDeVenda from './2026_11_27_0900_tipos_de_venda';
import * as fiscal from './2026_11_27_1000_fiscal';
import * as regrasCartao from './2026_11_27_1100_regras_cartao';
import * as fiscalXmlCpf from './2026_11_27_1200_fiscal_xml_cpf';
import * as danfeNfce from './2026_11_27_1300_danfe_nfce';
import * as entregas from './2026_11_27_1400_entregas';
import * as ifood from './2026_11_27_1500_ifood';
import * as pedidosNoCartao from './2026_11_27_1600_pedidos_no_cartao';

/** Ordered migrations; the key is the migration's name in kysely_migration. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_1200_esquema_inicial': esquemaInicial,
  '2026_11_22_1400_relatorio_agendamentos': relatorioAgendamentos,
  '2026_11_22_1550_sessoes_e_tentativas': sessoesETentativas,
  '2026_11_22_1600_producao': producao,
  '2026_11_22_1700_pagamentos': pagamentos,
  '2026_11_22_1800_indices_escala': indicesEscala,
  '2026_11_22_1810_vendas_resumo_diario': vendasResumoDiario,
  '2026_11_22_1900_operacoes_mesa': operacoesMesa,
  '2026_11_22_1950_chaves_idempotencia': chavesIdempotencia,
  '2026_11_23_0010_chaves_compostas': chavesCompostas,
  '2026_11_23_0600_resumo_taxa_desconto': resumoTaxaDesconto,
  '2026_11_25_1000_pedidos_cliente': pedidosCliente,
  '2026_11_25_2000_impressao': impressao,
  '2026_11_26_1800_indices_ticket': indicesTicket,
  '2026_11_27_0900_tipos_de_venda': tiposDeVenda,
  '2026_11_27_1000_fiscal': fiscal,
  '2026_11_27_1100_regras_cartao': regrasCartao,
  '2026_11_27_1200_fiscal_xml_cpf': fiscalXmlCpf,
  '2026_11_27_1300_danfe_nfce': danfeNfce,
  '2026_11_27_1400_entregas': entregas,
  '2026_11_27_1500_ifood': ifood,
  '2026_11_27_1600_pedidos_no_cartao': pedidosNoCartao,
};
