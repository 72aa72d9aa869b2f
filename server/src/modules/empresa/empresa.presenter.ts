import { money, type DadosEmpresaDTO, type EmpresaConfigDTO } from '@comanda/shared';
import type { Empresa } from '../../db/tables';

/** The company's identity fields, shared by the company's own settings and the platform admin's list. */
export const presentDadosEmpresa = (e: Empresa): DadosEmpresaDTO => ({
  id: e.id,
  fantasia: e.fantasia,
  razao_social: e.razao_social,
  cnpj: e.cnpj,
  endereco: e.endereco,
  telefone: e.telefone,
  email: e.email,
  fuso_horario: e.fuso_horario,
});

/** GET/PATCH /api/empresa: identity plus the bill and kitchen settings. */
export const presentEmpresaConfig = (e: Empresa): EmpresaConfigDTO => ({
  ...presentDadosEmpresa(e),
  taxa_servico_percentual: money(e.taxa_servico_percentual),
  chave_pix: e.chave_pix,
  pix_nome_recebedor: e.pix_nome_recebedor,
  pix_cidade: e.pix_cidade,
  alerta_amarelo_min: e.alerta_amarelo_min,
  alerta_vermelho_min: e.alerta_vermelho_min,
  pedidos_cliente: e.pedidos_cliente,
  abrir_pelo_cliente: e.abrir_pelo_cliente,
  cartao_limite: e.cartao_limite == null ? null : money(e.cartao_limite),
  consumacao_minima: e.consumacao_minima == null ? null : money(e.consumacao_minima),
});
