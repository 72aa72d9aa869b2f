import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empacotarAgente } from '../../scripts/empacotar-agente';
import { DEMO_SENHA } from '../src/demo/seed';
import { pollarLoja } from '../src/modules/ifood/eventos';
import { FocusNfeFalso } from './focusnfe-falso';
import { json, useTestApp, type Demo, type Metodo } from './helpers';
import { IfoodFalso } from './ifood-falso';
import { SENHA_ADMIN_TESTE } from './modelo';

/**
 * Every operation of the OpenAPI document, called once with a valid request on a real app and database: it answers
 * its documented success status, and the body validates against the schema the document declares for it. An
 * operation added to the document without a request here fails the test, and so does one that answers anything the
 * document does not say.
 */
// iFood (issue 39): a local Merchant API, up before the app reads IFOOD_API_URL (events polled by hand: IFOOD_POLL_MS 0)
const ifood = new IfoodFalso();
const env: Record<string, string> = {
  // an SMTP address (nothing is sent in this file) so report schedules can be created
  SMTP_URL: 'smtp://127.0.0.1:2525',
  IFOOD_CLIENT_ID: ifood.clientId,
  IFOOD_CLIENT_SECRET: ifood.clientSecret,
  IFOOD_POLL_MS: '0',
};
beforeAll(async () => {
  await ifood.ligar();
  env.IFOOD_API_URL = ifood.url;
});
afterAll(() => ifood.desligar());
const t = useTestApp({ env });

type Auth = { authorization: string };
type Quem = Demo | 'plataforma' | 'publico' | Auth;
interface Chamada {
  quem: Quem;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
type Operacao = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
let documento: {
  paths: Record<string, Record<string, Operacao & { operationId: string }>>;
  components: { schemas: Record<string, object> };
};

let sequencia = 100;
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function ok<T = any>(quem: Demo | Auth, method: Metodo, url: string, payload?: unknown): Promise<T> {
  const res = await t.injectAs(quem, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`preparo ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? (undefined as T) : json<T>(res);
}
const novaMesa = async () =>
  (await ok<{ id: number }>('admin', 'POST', '/api/mesas', { numero: ++sequencia, nome: 'Mesa', capacidade: 4 })).id;
let produtoComEstacao: number;
/** A tab on a new table with one item of a product that a station produces. */
async function comanda() {
  const venda = await ok<{ id: number }>('garcom', 'POST', '/api/vendas', { mesa_id: await novaMesa() });
  const item = await ok<{ id: number }>('garcom', 'POST', `/api/vendas/${venda.id}/itens`, {
    produto_id: produtoComEstacao,
    quantidade: 2,
  });
  return { venda: venda.id, item: item.id };
}
async function tokenPublico(vendaId: number) {
  const { mesa_id } = (await ok<{ id: number; mesa_id: number }[]>('garcom', 'GET', '/api/vendas/ativas')).find(
    (v) => v.id === vendaId,
  )!;
  const { url } = await ok<{ url: string }>('garcom', 'GET', `/api/mesa/${mesa_id}/qrcode`);
  return url.slice(url.lastIndexOf('/') + 1);
}
/** A new table's printed-card code (issue 22), with an open tab when asked. */
async function mesaComCodigo(aberta = true) {
  const id = await novaMesa();
  if (aberta) await ok('garcom', 'POST', '/api/vendas', { mesa_id: id });
  return (await ok<{ codigo: string }>('admin', 'GET', `/api/mesas/${id}/qr-fixo`)).codigo;
}
const tokenDaMesa = async (codigo: string) =>
  json<{ comanda: { token: string } }>(await t.app.inject({ url: `/api/public/mesa/${codigo}` })).comanda.token;
const itemSimples = async () => ({
  produto_id: await t.produtoId('Suco Natural'),
  quantidade: 1,
  sabores: [],
  adicionais: [],
  observacao: null,
});
const DISPOSITIVO = 'aparelho-contrato';
/** A line in the cart of `via` ('mesa/<codigo>' or 'comanda/<token>'). */
async function linhaNoCarrinho(via: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/${via}/carrinho`,
    payload: { dispositivo: DISPOSITIVO, cliente_nome: 'Ana', item: await itemSimples() },
  });
  return json<{ id: number }>(res).id;
}
const chaveNova = () => ({ 'idempotency-key': `contrato-${++sequencia}-${Date.now()}` });
/** A diner's order waiting for approval. */
async function pedidoPendente() {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/mesa/${await mesaComCodigo()}/pedidos`,
    headers: chaveNova(),
    payload: { cliente_nome: 'Ana', itens: [await itemSimples()] },
  });
  return json<{ pedido_id: number }>(res).pedido_id;
}

async function novaLogin(): Promise<Auth> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: 'garcom@demo.com.br', senha: DEMO_SENHA },
  });
  return { authorization: `Bearer ${r.json().token}` };
}
const novaEstacao = async () =>
  (await ok<{ id: number }>('admin', 'POST', '/api/estacoes', { nome: `Estação ${++sequencia}` })).id;
let categoria: number;
const novoProduto = async (extra: object = {}) =>
  (
    await ok<{ id: number }>('admin', 'POST', '/api/produtos', {
      nome: `Produto ${++sequencia}`,
      preco: 12.5,
      categoria_id: categoria,
      ...extra,
    })
  ).id;
const usuarioNovo = async () =>
  (
    await ok<{ id: number }>('admin', 'POST', '/api/usuarios', {
      nome: 'Temporário',
      email: `temp${++sequencia}@demo.com.br`,
      senha: 'senha123',
      perfil: 'GARCOM',
    })
  ).id;
const empresaNova = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: {
        fantasia: `Bar ${++sequencia}`,
        admin_nome: 'Dona',
        admin_email: `dona${sequencia}@bar.com.br`,
        admin_senha: 'senha123',
      },
    })
  ).json<{ empresa: { id: number } }>().empresa.id;

const PERIODO = 'periodo=mes';

/** A counter order with one item the kitchen makes, and its page's token (issue 37). */
async function pedidoBalcao() {
  const venda = await ok<{ id: number; acompanhar_url: string }>('caixa', 'POST', '/api/vendas', {
    tipo: 'balcao',
    nome_cliente: 'Ana',
  });
  await ok('caixa', 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: produtoComEstacao, quantidade: 1 });
  return { id: venda.id, token: venda.acompanhar_url.split('/').pop()! };
}
/** A new numbered card (issue 37). */
async function cartaoNovo() {
  const numero = (sequencia += 10);
  await ok('gerente', 'POST', '/api/cartoes/lote', { inicio: numero, fim: numero });
  return numero;
}

/** A new numbered card's printed code, with an open tab unless `aberto` is false (issue 37: diners order to it). */
async function cartaoComCodigo(aberto = true) {
  const numero = await cartaoNovo();
  if (aberto) await ok('garcom', 'POST', '/api/vendas', { tipo: 'cartao', cartao: numero });
  return (await ok<{ codigo: string }>('garcom', 'GET', `/api/cartoes/${numero}`)).codigo;
}

/** A valid request for each operation, by operationId (fixtures made through the API, as a user would). */
const CHAMADAS: Record<string, () => Promise<Chamada>> = {
  verificarSaude: async () => ({ quem: 'publico', url: '/api/health' }),
  entrar: async () => ({
    quem: 'publico',
    url: '/api/auth/login',
    payload: { usuario: 'caixa@demo.com.br', senha: DEMO_SENHA },
  }),
  sair: async () => ({ quem: await novaLogin(), url: '/api/auth/logout' }),
  renovarSessao: async () => ({ quem: await novaLogin(), url: '/api/auth/renovar' }),
  obterSessao: async () => ({ quem: 'garcom', url: '/api/auth/me' }),
  entrarAdmin: async () => ({
    quem: 'publico',
    url: '/api/admin/login',
    payload: { username: 'admin', password: SENHA_ADMIN_TESTE },
  }),
  sairAdmin: async () => ({ quem: await t.adminAuth(), url: '/api/admin/logout' }),

  listarMesas: async () => ({ quem: 'garcom', url: '/api/mesas' }),
  criarMesa: async () => ({
    quem: 'admin',
    url: '/api/mesas',
    payload: { numero: ++sequencia, nome: 'Varanda', capacidade: 2 },
  }),
  resumirMesas: async () => ({ quem: 'garcom', url: '/api/mesas/status-summary' }),
  obterMesa: async () => ({ quem: 'garcom', url: `/api/mesas/${await novaMesa()}` }),
  editarMesa: async () => ({
    quem: 'admin',
    url: `/api/mesas/${await novaMesa()}`,
    payload: { numero: ++sequencia, nome: 'Janela', capacidade: 6 },
  }),
  removerMesa: async () => ({ quem: 'admin', url: `/api/mesas/${await novaMesa()}` }),
  criarMesasEmLote: async () => {
    const inicio = (sequencia += 10);
    return {
      quem: 'admin',
      url: '/api/mesas/lote',
      payload: { numeroInicial: inicio - 5, numeroFinal: inicio, capacidade: 4 },
    };
  },
  alterarSituacaoMesa: async () => ({
    quem: 'gerente',
    url: `/api/mesas/${await novaMesa()}/status`,
    payload: { situacao: 'X', motivo_bloqueio: 'Manutenção' },
  }),
  cancelarChamadoGarcom: async () => ({ quem: 'garcom', url: `/api/mesas/${await novaMesa()}/cancelar-garcom` }),
  obterQrCodeComanda: async () => {
    const { venda } = await comanda();
    const { mesa_id } = (await ok<{ id: number; mesa_id: number }[]>('garcom', 'GET', '/api/vendas/ativas')).find(
      (v) => v.id === venda,
    )!;
    return { quem: 'garcom', url: `/api/mesa/${mesa_id}/qrcode` };
  },

  listarVendasAtivas: async () => ({ quem: 'garcom', url: '/api/vendas/ativas' }),
  listarMaisPedidos: async () => ({ quem: 'garcom', url: '/api/vendas/mais-pedidos' }),
  obterVendaDaMesa: async () => {
    const mesa = await novaMesa();
    await ok('garcom', 'POST', '/api/vendas', { mesa_id: mesa });
    return { quem: 'garcom', url: `/api/mesas/${mesa}/venda` };
  },
  abrirVenda: async () => ({ quem: 'garcom', url: '/api/vendas', payload: { mesa_id: await novaMesa() } }),
  listarVendas: async () => ({ quem: 'gerente', url: `/api/vendas?${PERIODO}` }),
  obterVenda: async () => ({ quem: 'garcom', url: `/api/vendas/${(await comanda()).venda}` }),
  // counter orders and numbered cards (issue 37)
  obterPainel: async () => ({ quem: 'gerente', url: '/api/painel' }),
  listarPedidosBalcao: async () => {
    await pedidoBalcao();
    return { quem: 'caixa', url: '/api/balcao' };
  },
  renovarPainel: async () => ({ quem: 'gerente', url: '/api/painel/renovar' }),
  entregarPedidoBalcao: async () => ({ quem: 'caixa', url: `/api/vendas/${(await pedidoBalcao()).id}/entregue` }),
  obterPainelPublico: async () => ({
    quem: 'publico',
    url: `/api/public/painel/${(await ok<{ codigo: string }>('gerente', 'GET', '/api/painel')).codigo}`,
  }),
  obterPedidoPublico: async () => ({ quem: 'publico', url: `/api/public/pedido/${(await pedidoBalcao()).token}` }),
  criarCartoesEmLote: async () => {
    const inicio = (sequencia += 10);
    return { quem: 'gerente', url: '/api/cartoes/lote', payload: { inicio, fim: inicio + 2 } };
  },
  listarCartoes: async () => ({ quem: 'garcom', url: '/api/cartoes' }),
  imprimirQrDosCartoes: async () => {
    await cartaoNovo();
    return { quem: 'gerente', url: '/api/cartoes/qr.pdf' };
  },
  obterCartao: async () => ({ quem: 'garcom', url: `/api/cartoes/${await cartaoNovo()}` }),
  obterCartaoPublico: async () => ({ quem: 'publico', url: `/api/public/cartao/${await cartaoComCodigo()}` }),
  atualizarCartao: async () => ({
    quem: 'gerente',
    url: `/api/cartoes/${await cartaoNovo()}`,
    payload: { situacao: 'bloqueado' },
  }),
  obterVendaDoCartao: async () => {
    const cartao = await cartaoNovo();
    await ok('garcom', 'POST', '/api/vendas', { tipo: 'cartao', cartao });
    return { quem: 'garcom', url: `/api/vendas/cartao/${cartao}` };
  },
  atualizarVenda: async () => ({
    quem: 'garcom',
    url: `/api/vendas/${(await comanda()).venda}`,
    payload: { nome_cliente: 'Família Lima' },
  }),
  fecharVenda: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${(await comanda()).venda}/fechar`,
    payload: { forma_pagamento: 'pix' },
  }),
  listarItens: async () => ({ quem: 'garcom', url: `/api/vendas/${(await comanda()).venda}/itens` }),
  adicionarItem: async () => ({
    quem: 'garcom',
    url: `/api/vendas/${(await comanda()).venda}/itens`,
    payload: { produto_id: produtoComEstacao, quantidade: 1, observacoes: 'sem gelo' },
  }),
  listarItensCancelados: async () => ({
    quem: 'garcom',
    url: `/api/vendas/${(await comanda()).venda}/cancelados`,
  }),
  removerItem: async () => ({ quem: 'garcom', url: `/api/venda-itens/${(await comanda()).item}` }),
  reduzirItem: async () => ({
    quem: 'garcom',
    url: `/api/venda-itens/${(await comanda()).item}`,
    payload: { quantidade: 1 },
  }),
  transferirItens: async () => {
    const { venda, item } = await comanda();
    return {
      quem: 'garcom',
      url: `/api/vendas/${venda}/transferir`,
      payload: { itens: [{ id: item, quantidade: 1 }], mesa_destino_id: await novaMesa() },
    };
  },
  moverVenda: async () => ({
    quem: 'garcom',
    url: `/api/vendas/${(await comanda()).venda}/mover`,
    payload: { mesa_destino_id: await novaMesa() },
  }),
  juntarVendas: async () => ({
    quem: 'garcom',
    url: `/api/vendas/${(await comanda()).venda}/juntar`,
    payload: { venda_origem_id: (await comanda()).venda },
  }),

  obterComandaPublica: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenPublico((await comanda()).venda)}`,
  }),
  chamarGarcom: async () => ({
    quem: 'publico',
    url: `/api/public/chamar-garcom/${await tokenPublico((await comanda()).venda)}`,
  }),
  pedirContaPublica: async () => ({
    quem: 'publico',
    url: `/api/public/pedir-conta/${await tokenPublico((await comanda()).venda)}`,
  }),
  obterPixPublico: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenPublico((await comanda()).venda)}/pix`,
  }),
  obterNotaPublica: async () => ({ quem: 'publico', url: `/api/public/comanda/${await tokenComNota()}/nota` }),

  // diners ordering from the table (issue 22)
  obterQrFixoMesa: async () => ({ quem: 'gerente', url: `/api/mesas/${await novaMesa()}/qr-fixo` }),
  renovarQrFixoMesa: async () => ({ quem: 'admin', url: `/api/mesas/${await novaMesa()}/qr-fixo/renovar` }),
  imprimirQrDasMesas: async () => ({ quem: 'gerente', url: '/api/mesas/qr-fixo.pdf' }),
  obterMesaPublica: async () => ({ quem: 'publico', url: `/api/public/mesa/${await mesaComCodigo()}` }),
  abrirComandaPeloCliente: async () => {
    await ok('admin', 'PATCH', '/api/empresa', { abrir_pelo_cliente: true });
    return { quem: 'publico', url: `/api/public/mesa/${await mesaComCodigo(false)}/abrir` };
  },
  chamarGarcomPelaMesa: async () => ({
    quem: 'publico',
    url: `/api/public/mesa/${await mesaComCodigo(false)}/chamar-garcom`,
  }),
  obterCardapioMesa: async () => ({ quem: 'publico', url: `/api/public/mesa/${await mesaComCodigo(false)}/cardapio` }),
  obterCardapioComanda: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenDaMesa(await mesaComCodigo())}/cardapio`,
  }),
  verCarrinhoMesa: async () => ({ quem: 'publico', url: `/api/public/mesa/${await mesaComCodigo(false)}/carrinho` }),
  verCarrinhoComanda: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenDaMesa(await mesaComCodigo())}/carrinho`,
  }),
  adicionarCarrinhoMesa: async () => ({
    quem: 'publico',
    url: `/api/public/mesa/${await mesaComCodigo(false)}/carrinho`,
    payload: { dispositivo: DISPOSITIVO, cliente_nome: 'Ana', item: await itemSimples() },
  }),
  adicionarCarrinhoComanda: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenDaMesa(await mesaComCodigo())}/carrinho`,
    payload: { dispositivo: DISPOSITIVO, cliente_nome: 'Ana', item: await itemSimples() },
  }),
  alterarCarrinhoMesa: async () => {
    const via = `mesa/${await mesaComCodigo(false)}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}`,
      payload: { dispositivo: DISPOSITIVO, quantidade: 3 },
    };
  },
  alterarCarrinhoComanda: async () => {
    const via = `comanda/${await tokenDaMesa(await mesaComCodigo())}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}`,
      payload: { dispositivo: DISPOSITIVO, quantidade: 3 },
    };
  },
  removerCarrinhoMesa: async () => {
    const via = `mesa/${await mesaComCodigo(false)}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}?dispositivo=${DISPOSITIVO}`,
    };
  },
  removerCarrinhoComanda: async () => {
    const via = `comanda/${await tokenDaMesa(await mesaComCodigo())}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}?dispositivo=${DISPOSITIVO}`,
    };
  },
  criarPedidoMesa: async () => ({
    quem: 'publico',
    url: `/api/public/mesa/${await mesaComCodigo()}/pedidos`,
    headers: chaveNova(),
    payload: { cliente_nome: 'Ana', itens: [await itemSimples()] },
  }),
  criarPedidoComanda: async () => {
    const via = `comanda/${await tokenDaMesa(await mesaComCodigo())}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/pedidos`,
      headers: chaveNova(),
      payload: { cliente_nome: 'Ana', itens: [], carrinho_linha_ids: [await linhaNoCarrinho(via)] },
    };
  },
  // diners ordering to a numbered card (issue 37), through the same handlers as a table's
  chamarGarcomPeloCartao: async () => ({
    quem: 'publico',
    url: `/api/public/cartao/${await cartaoComCodigo(false)}/chamar-garcom`,
  }),
  obterCardapioCartao: async () => ({ quem: 'publico', url: `/api/public/cartao/${await cartaoComCodigo()}/cardapio` }),
  verCarrinhoCartao: async () => ({ quem: 'publico', url: `/api/public/cartao/${await cartaoComCodigo()}/carrinho` }),
  adicionarCarrinhoCartao: async () => ({
    quem: 'publico',
    url: `/api/public/cartao/${await cartaoComCodigo()}/carrinho`,
    payload: { dispositivo: DISPOSITIVO, cliente_nome: 'Ana', item: await itemSimples() },
  }),
  alterarCarrinhoCartao: async () => {
    const via = `cartao/${await cartaoComCodigo()}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}`,
      payload: { dispositivo: DISPOSITIVO, quantidade: 3 },
    };
  },
  removerCarrinhoCartao: async () => {
    const via = `cartao/${await cartaoComCodigo()}`;
    return {
      quem: 'publico',
      url: `/api/public/${via}/carrinho/${await linhaNoCarrinho(via)}?dispositivo=${DISPOSITIVO}`,
    };
  },
  criarPedidoCartao: async () => ({
    quem: 'publico',
    url: `/api/public/cartao/${await cartaoComCodigo()}/pedidos`,
    headers: chaveNova(),
    payload: { cliente_nome: 'Ana', itens: [await itemSimples()] },
  }),
  cpfNaNotaMesa: async () => ({
    quem: 'publico',
    url: `/api/public/mesa/${await mesaComCodigo()}/cpf`,
    payload: { cpf: '529.982.247-25' },
  }),
  cpfNaNotaComanda: async () => ({
    quem: 'publico',
    url: `/api/public/comanda/${await tokenDaMesa(await mesaComCodigo())}/cpf`,
    payload: { cpf: '52998224725' },
  }),
  cpfNaNotaCartao: async () => ({
    quem: 'publico',
    url: `/api/public/cartao/${await cartaoComCodigo()}/cpf`,
    payload: { cpf: '529.982.247-25' },
  }),
  listarPedidosCliente: async () => {
    await pedidoPendente();
    return { quem: 'garcom', url: '/api/pedidos-cliente?situacao=pendente' };
  },
  aprovarPedidoCliente: async () => ({
    quem: 'garcom',
    url: `/api/pedidos-cliente/${await pedidoPendente()}/aprovar`,
    payload: {},
  }),
  recusarPedidoCliente: async () => ({
    quem: 'garcom',
    url: `/api/pedidos-cliente/${await pedidoPendente()}/recusar`,
    payload: { motivo: 'Acabou' },
  }),
  alterarEsgotado: async () => ({
    quem: 'cozinha',
    url: `/api/produtos/${await novoProduto()}/esgotado`,
    payload: { esgotado: true },
  }),
  dividirContaPorPessoa: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${(await comanda()).venda}/por-pessoa`,
  }),

  listarEmpresas: async () => ({ quem: 'plataforma', url: '/api/admin/empresas' }),
  criarEmpresa: async () => ({
    quem: 'plataforma',
    url: '/api/admin/empresas',
    payload: {
      fantasia: 'Boteco Novo',
      cnpj: null,
      admin_nome: 'Rita',
      admin_email: `rita${++sequencia}@boteco.com.br`,
      admin_senha: 'senha123',
    },
  }),
  editarEmpresa: async () => ({
    quem: 'plataforma',
    url: `/api/admin/empresas/${await empresaNova()}`,
    payload: { fantasia: 'Boteco Renomeado', ativo: 'S' },
  }),
  removerEmpresa: async () => ({ quem: 'plataforma', url: `/api/admin/empresas/${await empresaNova()}` }),
  listarUsuariosPlataforma: async () => ({ quem: 'plataforma', url: '/api/admin/usuarios' }),
  criarUsuarioPlataforma: async () => ({
    quem: 'plataforma',
    url: '/api/admin/usuarios',
    payload: {
      nome: 'Caixa Novo',
      email: `caixa${++sequencia}@demo.com.br`,
      senha: 'senha123',
      perfil: 'CAIXA',
      empresa_id: 1,
    },
  }),
  listarAuditoria: async () => ({ quem: 'plataforma', url: '/api/admin/auditoria?limit=10' }),
  obterEstadoSistema: async () => ({ quem: 'plataforma', url: '/api/admin/sistema' }),

  obterEmpresa: async () => ({ quem: 'admin', url: '/api/empresa' }),
  atualizarEmpresa: async () => ({ quem: 'admin', url: '/api/empresa', payload: { telefone: '(11) 3333-4444' } }),
  listarUsuarios: async () => ({ quem: 'admin', url: '/api/usuarios' }),
  criarUsuario: async () => ({
    quem: 'admin',
    url: '/api/usuarios',
    payload: { nome: 'Nova Garçonete', email: `nova${++sequencia}@demo.com.br`, senha: 'senha123', perfil: 'GARCOM' },
  }),
  editarUsuario: async () => ({
    quem: 'admin',
    url: `/api/usuarios/${await usuarioNovo()}`,
    payload: { nome: 'Renomeado', email: `renomeado${++sequencia}@demo.com.br`, perfil: 'CAIXA', ativo: 'S' },
  }),
  removerUsuario: async () => ({ quem: 'admin', url: `/api/usuarios/${await usuarioNovo()}` }),
  obterEstatisticasVendas: async () => ({ quem: 'gerente', url: `/api/vendas/stats?${PERIODO}` }),
  exportarVendas: async () => ({ quem: 'gerente', url: `/api/vendas/exportar?formato=csv&${PERIODO}` }),

  relatorioVendas: async () => ({ quem: 'gerente', url: `/api/relatorios/vendas?${PERIODO}` }),
  relatorioProdutos: async () => ({ quem: 'gerente', url: `/api/relatorios/produtos?${PERIODO}` }),
  relatorioMesas: async () => ({ quem: 'gerente', url: `/api/relatorios/mesas?${PERIODO}` }),
  relatorioFuncionarios: async () => ({ quem: 'gerente', url: `/api/relatorios/funcionarios?${PERIODO}` }),
  relatorioTempoPreparo: async () => ({ quem: 'gerente', url: `/api/relatorios/tempo-preparo?${PERIODO}` }),
  relatorioCompleto: async () => ({ quem: 'gerente', url: `/api/relatorios/completo?${PERIODO}` }),
  exportarRelatorio: async () => ({ quem: 'gerente', url: `/api/relatorios/exportar?formato=xlsx&${PERIODO}` }),
  relatorioFechamentoCaixa: async () => ({ quem: 'caixa', url: `/api/relatorios/pagamentos?${PERIODO}` }),
  exportarFechamentoCaixa: async () => ({ quem: 'caixa', url: `/api/relatorios/pagamentos/exportar?${PERIODO}` }),
  relatorioCancelamentos: async () => ({ quem: 'gerente', url: `/api/relatorios/cancelamentos?${PERIODO}` }),
  exportarCancelamentos: async () => ({
    quem: 'gerente',
    url: `/api/relatorios/cancelamentos/exportar?formato=pdf&${PERIODO}`,
  }),
  obterStatusAgendamentos: async () => ({ quem: 'admin', url: '/api/relatorios/agendamentos/status' }),
  listarAgendamentos: async () => ({ quem: 'admin', url: '/api/relatorios/agendamentos' }),
  criarAgendamento: async () => ({
    quem: 'admin',
    url: '/api/relatorios/agendamentos',
    payload: { frequencia: 'diaria', periodo: 'ontem', destinatarios: ['dono@demo.com.br'] },
  }),
  removerAgendamento: async () => {
    const a = await ok<{ id: number }>('admin', 'POST', '/api/relatorios/agendamentos', {
      frequencia: 'semanal',
      destinatarios: ['socio@demo.com.br'],
    });
    return { quem: 'admin', url: `/api/relatorios/agendamentos/${a.id}` };
  },

  listarCategorias: async () => ({ quem: 'garcom', url: '/api/categorias' }),
  criarCategoria: async () => ({
    quem: 'admin',
    url: '/api/categorias',
    payload: { nome: `Sobremesas ${++sequencia}`, descricao: 'Doces da casa' },
  }),
  editarCategoria: async () => {
    const c = await ok<{ id: number }>('admin', 'POST', '/api/categorias', { nome: `Vinhos ${++sequencia}` });
    return { quem: 'admin', url: `/api/categorias/${c.id}`, payload: { descricao: 'Tintos e brancos' } };
  },
  removerCategoria: async () => {
    const c = await ok<{ id: number }>('admin', 'POST', '/api/categorias', { nome: `Petiscos ${++sequencia}` });
    return { quem: 'admin', url: `/api/categorias/${c.id}` };
  },
  listarProdutos: async () => ({ quem: 'garcom', url: '/api/produtos?include_inactive=true' }),
  criarProduto: async () => ({
    quem: 'admin',
    url: '/api/produtos',
    payload: {
      nome: `Pizza Especial ${++sequencia}`,
      preco: 59.9,
      categoria_id: categoria,
      tipo_item: 1,
      qtd_min_sabores: 1,
      qtd_max_sabores: 2,
      tipo_preco_sabor: 2,
      sabores: [{ nome: 'Calabresa', preco_adicional: 0 }],
      categoriasAdicionais: [{ nome: 'Borda', qtd_maxima: 1 }],
      adicionais: [{ nome: 'Catupiry', preco: 8, categoria_nome: 'Borda' }],
    },
  }),
  obterProduto: async () => ({ quem: 'garcom', url: `/api/produtos/${await novoProduto()}` }),
  editarProduto: async () => ({ quem: 'admin', url: `/api/produtos/${await novoProduto()}`, payload: { ativo: 'N' } }),
  removerProduto: async () => ({ quem: 'admin', url: `/api/produtos/${await novoProduto()}` }),
  listarSabores: async () => ({ quem: 'garcom', url: `/api/produtos/${await t.produtoId('Pizza Grande')}/sabores` }),
  listarAdicionais: async () => ({
    quem: 'garcom',
    url: `/api/produtos/${await t.produtoId('Pizza Grande')}/adicionais`,
  }),
  obterImagemProduto: async () => ({
    quem: 'publico',
    url: `/api/produtos/${await novoProduto({ imagem_data: PNG_1PX, imagem_mime_type: 'image/png' })}/imagem`,
  }),
  buscarImagensProduto: async () => ({
    quem: 'admin',
    url: '/api/produtos/buscar-multiplas-imagens',
    payload: { nome: 'Feijoada', descricao: 'Completa' },
  }),

  definirTaxaServico: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${(await comanda()).venda}/taxa-servico`,
    payload: { cobrar: false, motivo: 'Cliente da casa' },
  }),
  aplicarDesconto: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${(await comanda()).venda}/desconto`,
    payload: { tipo: 'percentual', valor: 10, motivo: 'Aniversário' },
  }),
  listarPagamentos: async () => ({ quem: 'caixa', url: `/api/vendas/${(await comanda()).venda}/pagamentos` }),
  registrarPagamento: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${(await comanda()).venda}/pagamentos`,
    payload: { forma: 'dinheiro', valor: 5, valor_recebido: 10 },
  }),
  estornarPagamento: async () => {
    const { venda } = await comanda();
    const { pagamento } = await ok<{ pagamento: { id: number } }>('caixa', 'POST', `/api/vendas/${venda}/pagamentos`, {
      forma: 'credito',
      valor: 5,
    });
    return {
      quem: 'gerente',
      url: `/api/vendas/${venda}/pagamentos/${pagamento.id}`,
      payload: { motivo: 'Lançado errado' },
    };
  },
  obterPix: async () => ({ quem: 'caixa', url: `/api/vendas/${(await comanda()).venda}/pix` }),
  dividirConta: async () => ({ quem: 'caixa', url: `/api/vendas/${(await comanda()).venda}/divisao?pessoas=3` }),
  obterPreConta: async () => ({ quem: 'caixa', url: `/api/vendas/${(await comanda()).venda}/pre-conta` }),
  listarHistoricoVenda: async () => ({ quem: 'gerente', url: `/api/vendas/${(await comanda()).venda}/historico` }),
  obterCaixaHoje: async () => ({ quem: 'caixa', url: '/api/caixa/hoje' }),

  listarEstacoes: async () => ({ quem: 'cozinha', url: '/api/estacoes' }),
  criarEstacao: async () => ({ quem: 'admin', url: '/api/estacoes', payload: { nome: `Chapa ${++sequencia}` } }),
  editarEstacao: async () => ({
    quem: 'admin',
    url: `/api/estacoes/${await novaEstacao()}`,
    payload: { nome: `Forno ${++sequencia}` },
  }),
  removerEstacao: async () => ({ quem: 'admin', url: `/api/estacoes/${await novaEstacao()}` }),
  obterCozinha: async () => ({ quem: 'cozinha', url: '/api/cozinha' }),
  alterarStatusProducao: async () => ({
    quem: 'cozinha',
    url: `/api/cozinha/itens/${(await comanda()).item}`,
    payload: { status: 'em_preparo' },
  }),
  avancarTicket: async () => ({
    quem: 'cozinha',
    url: '/api/cozinha/tickets/bump',
    payload: { itens: [(await comanda()).item] },
  }),
  listarProntos: async () => ({ quem: 'garcom', url: '/api/cozinha/prontos' }),
  entregarItens: async () => {
    const { item } = await comanda();
    await ok('cozinha', 'PATCH', `/api/cozinha/itens/${item}`, { status: 'pronto' });
    return { quem: 'garcom', url: '/api/cozinha/itens/entregar', payload: { itens: [item] } };
  },
  confirmarCancelamento: async () => {
    const { item } = await comanda();
    await ok('cozinha', 'PATCH', `/api/cozinha/itens/${item}`, { status: 'em_preparo' });
    await ok('gerente', 'DELETE', `/api/venda-itens/${item}`, { motivo: 'Cliente desistiu' });
    return { quem: 'cozinha', url: `/api/cozinha/cancelados/${item}/ciente` };
  },
  // printing (issue 23)
  listarImpressoras: async () => ({ quem: 'gerente', url: '/api/impressoras' }),
  criarImpressora: async () => ({ quem: 'gerente', url: '/api/impressoras', payload: novaImpressoraBody() }),
  editarImpressora: async () => ({
    quem: 'gerente',
    url: `/api/impressoras/${await novaImpressora()}`,
    payload: { copias: 2, largura: 58 },
  }),
  removerImpressora: async () => ({ quem: 'admin', url: `/api/impressoras/${await novaImpressora()}` }),
  listarAgentesImpressao: async () => ({ quem: 'gerente', url: '/api/impressoras/agentes' }),
  // the agent's download: built from the current sources, as `npm run build` builds it
  baixarAgenteImpressao: async () => {
    await empacotarAgente();
    return { quem: 'gerente', url: '/api/impressoras/agente.js' };
  },
  criarAgenteImpressao: async () => ({
    quem: 'admin',
    url: '/api/impressoras/agentes',
    payload: { nome: 'Cozinha PC' },
  }),
  revogarAgenteImpressao: async () => {
    const { id } = await ok<{ id: number }>('admin', 'POST', '/api/impressoras/agentes', { nome: 'Bar PC' });
    return { quem: 'admin', url: `/api/impressoras/agentes/${id}` };
  },
  obterEstadoImpressao: async () => ({ quem: 'garcom', url: '/api/impressoes/estado' }),
  listarImpressoes: async () => {
    await novaImpressora();
    await comanda();
    return { quem: 'gerente', url: '/api/impressoes?situacao=pendente' };
  },
  imprimirMesmoAssim: async () => ({ quem: 'gerente', url: `/api/impressoes/${await impressaoAguardando()}/imprimir` }),
  descartarImpressao: async () => ({
    quem: 'gerente',
    url: `/api/impressoes/${await impressaoAguardando()}/descartar`,
  }),
  reimprimirTicket: async () => {
    await novaImpressora();
    const { item } = await comanda();
    const [linha] = await t.ctx.db.selectFrom('venda_itens').select('ticket_id').where('id', '=', item).execute();
    return { quem: 'cozinha', url: `/api/cozinha/tickets/${linha!.ticket_id}/reimprimir` };
  },
  reimprimirVenda: async () => ({ quem: 'garcom', url: `/api/vendas/${(await comanda()).venda}/reimprimir` }),
  imprimirConta: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${(await comanda()).venda}/imprimir-conta`,
    payload: { impressora_id: await novaImpressora() },
  }),
  imprimirCaixa: async () => ({
    quem: 'caixa',
    url: '/api/caixa/imprimir',
    payload: { impressora_id: await novaImpressora(), periodo: 'hoje' },
  }),

  obterConfigFiscal: async () => ({ quem: 'admin', url: '/api/fiscal/config' }),
  obterEmissaoFiscal: async () => ({ quem: 'caixa', url: '/api/fiscal/emissao' }),
  salvarConfigFiscal: async () => ({ quem: 'admin', url: '/api/fiscal/config', payload: configFiscal() }),
  listarNotasFiscais: async () => {
    await comandaFechada(true);
    return { quem: 'gerente', url: '/api/fiscal/notas?situacao=autorizada' };
  },
  exportarXmlsNfce: async () => {
    await comandaFechada(true);
    return { quem: 'gerente', url: `/api/fiscal/notas/xml.zip?mes=${new Date().toISOString().slice(0, 7)}` };
  },
  obterNfce: async () => ({ quem: 'caixa', url: `/api/vendas/${await comandaFechada(true)}/nfce` }),
  emitirNfce: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${await comandaFechada(false)}/nfce`,
    payload: { cpf: '529.982.247-25' },
  }),
  cancelarNfce: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${await comandaFechada(true)}/nfce/cancelar`,
    payload: { justificativa: 'Cliente desistiu da compra' },
  }),
  obterDanfePdf: async () => ({ quem: 'caixa', url: `/api/vendas/${await comandaFechada(true)}/nfce/danfe.pdf` }),
  imprimirDanfe: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${await comandaFechada(true)}/nfce/imprimir`,
    payload: { impressora_id: await novaImpressora() },
  }),

  // deliveries (issue 39)
  listarEntregas: async () => {
    await entregaNova(true);
    return { quem: 'caixa', url: '/api/entregas' };
  },
  obterClienteEntrega: async () => {
    const telefone = telefoneNovo();
    await entregaNova(false, telefone);
    return { quem: 'caixa', url: `/api/entregas/cliente?telefone=${encodeURIComponent(telefone)}` };
  },
  obterEntrega: async () => ({ quem: 'caixa', url: `/api/vendas/${await entregaNova(true)}/entrega` }),
  // no items: nothing to cook, so it may be ready
  mudarSituacaoEntrega: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${await entregaNova(false)}/entrega`,
    payload: { situacao: 'pronto' },
  }),

  // iFood (issue 39), against the local Merchant API
  obterIfood: async () => {
    await lojaIfood();
    return { quem: 'admin', url: '/api/integracoes/ifood' };
  },
  alterarIfood: async () => ({ quem: 'admin', url: '/api/integracoes/ifood', payload: { aceite: 'manual' } }),
  desvincularIfood: async () => {
    await lojaIfood();
    return { quem: 'admin', url: '/api/integracoes/ifood' };
  },
  codigoIfood: async () => ({ quem: 'admin', url: '/api/integracoes/ifood/codigo' }),
  // 'Vincular a um produto': the product takes an unmatched iFood item's code
  vincularItemIfood: async () => ({
    quem: 'admin',
    url: '/api/integracoes/ifood/vincular',
    payload: { codigo: `VIN-${++vinculos}`, produto_id: await t.produtoId('Suco Natural') },
  }),
  autorizarIfood: async () => ({
    quem: 'admin',
    url: '/api/integracoes/ifood/autorizar',
    payload: { authorizationCode: await codigoIfoodAprovado() },
  }),
  aceitarPedidoIfood: async () => ({
    quem: 'caixa',
    url: `/api/vendas/${await pedidoIfood('manual')}/ifood/aceitar`,
  }),
  recusarPedidoIfood: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${await pedidoIfood('manual')}/ifood/recusar`,
    payload: { motivo: 'Sem entregador' },
  }),
  motivosCancelamentoIfood: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${await pedidoIfood('automatico')}/ifood/motivos-cancelamento`,
  }),
  cancelarPedidoIfood: async () => ({
    quem: 'gerente',
    url: `/api/vendas/${await pedidoIfood('automatico')}/ifood/cancelar`,
    payload: { codigo: '501' },
  }),
};

/** A phone no other delivery of the file has (the returning-customer lookup is by phone). */
const telefoneNovo = () => `(11) 9${String(++sequencia % 10_000).padStart(4, '0')}-4321`;
/** A delivery of the restaurant's own (POST /api/vendas {tipo: 'entrega'}), with one item the kitchen makes or none. */
async function entregaNova(comItem: boolean, telefone = telefoneNovo()) {
  const { id } = await ok<{ id: number }>('caixa', 'POST', '/api/vendas', {
    tipo: 'entrega',
    nome_cliente: 'Ana',
    telefone,
    endereco: { logradouro: 'Rua das Flores', numero: '120', bairro: 'Centro', cidade: 'São Paulo' },
    taxa_entrega: 7.5,
    pagamento: { forma: 'dinheiro', troco_para: 100 },
  });
  if (comItem) await ok('caixa', 'POST', `/api/vendas/${id}/itens`, { produto_id: produtoComEstacao, quantidade: 1 });
  return id;
}

/** The owner's link flow, first half: a user code, approved in iFood's portal; answers the authorization code. */
let vinculos = 0;

async function codigoIfoodAprovado() {
  const { userCode } = await ok<{ userCode: string }>('admin', 'POST', '/api/integracoes/ifood/codigo');
  return ifood.autorizar(userCode);
}
/** The store linked (again, after desvincularIfood), its orders accepted as told. */
async function lojaIfood(aceite: 'automatico' | 'manual' = 'automatico') {
  if (!(await ok<{ conectado: boolean }>('admin', 'GET', '/api/integracoes/ifood')).conectado)
    await ok('admin', 'POST', '/api/integracoes/ifood/autorizar', { authorizationCode: await codigoIfoodAprovado() });
  await ok('admin', 'PATCH', '/api/integracoes/ifood', { aceite });
}
/** A customer orders in iFood and the store's events are polled: answers the order's tab ('manual': awaiting the staff). */
async function pedidoIfood(aceite: 'automatico' | 'manual') {
  await lojaIfood(aceite);
  const { id } = ifood.novoPedido({
    id: randomUUID(),
    displayId: String(++sequencia),
    orderType: 'DELIVERY',
    customer: { name: 'Maria', phone: { number: '(11) 98765-4321' } },
    items: [{ name: 'Caipirinha', externalCode: null, quantity: 1, unitPrice: 18, totalPrice: 18, options: [] }],
    total: { subTotal: 18, deliveryFee: 5, benefits: 0, orderAmount: 23 },
    payments: { prepaid: 23, pending: 0, methods: [{ value: 23, method: 'CREDIT', type: 'ONLINE', prepaid: true }] },
    delivery: {
      deliveredBy: 'MERCHANT',
      deliveryAddress: { streetName: 'Rua das Flores', streetNumber: '100', neighborhood: 'Centro', city: 'São Paulo' },
    },
  });
  await pollarLoja(t.ctx, 1);
  const pedido = await t.ctx.db
    .selectFrom('ifood_pedidos')
    .select('venda_id')
    .where('pedido_id', '=', id)
    .executeTakeFirstOrThrow();
  return pedido.venda_id;
}

/** NFC-e (issue 38): a local Focus NFe, and the company set to emit by hand so each emission answers its result. */
const focus = new FocusNfeFalso();
const configFiscal = () => ({
  ativo: true,
  ambiente: 'homologacao',
  token: focus.token,
  cnpj: '11222333000181',
  inscricao_estadual: '123456789',
  regime_tributario: 1,
  emissao: 'manual',
  padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
});
let fiscalLigado: Promise<unknown> | undefined;
/** A closed tab of the company with fiscal emission configured; `emitida`: its note authorized. */
async function comandaFechada(emitida: boolean) {
  const { venda } = await comanda();
  await fechar(venda, emitida);
  return venda;
}
async function fechar(venda: number, emitida: boolean) {
  fiscalLigado ??= ok('admin', 'PUT', '/api/fiscal/config', configFiscal());
  await fiscalLigado;
  await ok('caixa', 'POST', `/api/vendas/${venda}/fechar`, {});
  if (emitida) await ok('caixa', 'POST', `/api/vendas/${venda}/nfce`, {});
}
/** The link token of a tab closed with its note authorized (the diner's receipt, read by the dead token). */
async function tokenComNota() {
  const { venda } = await comanda();
  const token = await tokenPublico(venda);
  await fechar(venda, true);
  return token;
}

/** A printer of the kitchen station the test products are made at, printing every kind of job. */
let estacaoDosPratos: number;
const novaImpressoraBody = () => ({
  nome: `Impressora ${++sequencia}`,
  host: '127.0.0.1',
  porta: 9100,
  largura: 80,
  estacao_ids: [estacaoDosPratos],
  tipos: ['producao', 'cancelamento', 'conta', 'caixa', 'nfce'],
  copias: 1,
  ativa: true,
  pagina_codigo: 'CP860',
});
const novaImpressora = async () =>
  (await ok<{ id: number }>('admin', 'POST', '/api/impressoras', novaImpressoraBody())).id;
/** A job that waited past the age limit (its age set in the database: the limit is 30 minutes). */
async function impressaoAguardando() {
  await novaImpressora();
  await comanda();
  const { id } = await t.ctx.db
    .selectFrom('impressoes')
    .select('id')
    .where('situacao', '=', 'pendente')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .updateTable('impressoes')
    .set({ situacao: 'aguardando_decisao', criado_em: new Date(Date.now() - 3_600_000) })
    .where('id', '=', id)
    .execute();
  return id;
}

beforeAll(async () => {
  await focus.ligar();
  t.ctx.config.fiscal.focusnfeUrl = focus.url;
  documento = (await t.app.inject({ url: '/api/docs/json' })).json();
  const estacao = await novaEstacao();
  estacaoDosPratos = estacao;
  categoria = (await ok<{ id: number }>('admin', 'POST', '/api/categorias', { nome: 'Pratos', estacao_id: estacao }))
    .id;
  produtoComEstacao = await novoProduto();
  // a PIX key, so the bill's PIX answers
  await ok('admin', 'PATCH', '/api/empresa', {
    chave_pix: 'pix@demo.com.br',
    pix_nome_recebedor: 'Restaurante Demo',
    pix_cidade: 'Sao Paulo',
  });
});

afterAll(() => focus.desligar());

/**
 * Ajv for OpenAPI 3.1 schemas (JSON Schema 2020-12): the document's components added once as one schema, each response
 * schema compiled against it (with the components copied into every response schema, each compile rebuilt them all).
 */
function validador() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const paraDefs = (schema: object) =>
    JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'componentes#/$defs/'));
  ajv.addSchema({ $id: 'componentes', $defs: paraDefs(documento.components?.schemas ?? {}) });
  return (schema: object) => ajv.compile(paraDefs(schema));
}

async function chamar(metodo: string, c: Chamada) {
  const headers =
    c.quem === 'publico'
      ? {}
      : c.quem === 'plataforma'
        ? await t.adminAuth()
        : typeof c.quem === 'string'
          ? await t.loginAs(c.quem)
          : c.quem;
  return t.app.inject({
    method: metodo as 'GET',
    url: c.url,
    headers: { ...headers, ...c.headers },
    payload: c.payload as object,
  });
}

describe('every operation of the OpenAPI document', () => {
  it('answers a valid request with its documented status and a body its declared schema accepts', async () => {
    const compilar = validador();
    const ops = Object.entries(documento.paths).flatMap(([caminho, metodos]) =>
      Object.entries(metodos).map(([metodo, op]) => ({ metodo: metodo.toUpperCase(), caminho, op })),
    );
    expect(ops.map((o) => o.op.operationId).filter((id) => !CHAMADAS[id])).toEqual([]);
    expect(Object.keys(CHAMADAS).filter((id) => !ops.some((o) => o.op.operationId === id))).toEqual([]);

    const falhas: string[] = [];
    for (const { metodo, caminho, op } of ops) {
      const rota = `${op.operationId} (${metodo} ${caminho})`;
      const res = await chamar(metodo, await CHAMADAS[op.operationId]!());
      const resposta = op.responses[String(res.statusCode)];
      if (!resposta || res.statusCode >= 300) {
        falhas.push(`${rota}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode === 204) continue;
      const tipo = String(res.headers['content-type']).split(';')[0]!;
      const conteudo =
        resposta.content?.[tipo] ?? (tipo.startsWith('image/') ? resposta.content?.['image/*'] : undefined);
      if (!conteudo) {
        falhas.push(`${rota}: ${tipo} não documentado (${Object.keys(resposta.content ?? {}).join(', ')})`);
        continue;
      }
      if (tipo !== 'application/json') continue;
      const valida = compilar(conteudo.schema ?? {});
      if (!valida(res.json())) falhas.push(`${rota}: ${JSON.stringify(valida.errors?.slice(0, 3))}`);
    }
    expect(falhas).toEqual([]);
  }, 120_000);
});
