import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

const NOVA = {
  fantasia: 'Bar do Teste',
  razao_social: 'Bar do Teste Ltda',
  cnpj: '11.444.777/0001-61',
  endereco: 'Rua A, 1',
  telefone: '(11) 9999-0000',
  email: 'contato@bardoteste.com.br',
  admin_nome: 'Dono do Bar',
  admin_email: 'Dono@BarDoTeste.com.br',
  admin_senha: 'senha123',
};
const TABELAS = [
  'usuarios',
  'mesas',
  'categorias',
  'produtos',
  'sabores',
  'categorias_adicionais',
  'adicionais',
  'vendas',
  'venda_itens',
] as const;
const contar = async (empresaId: number) =>
  Object.fromEntries(
    await Promise.all(
      TABELAS.map(async (tab) => [
        tab,
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from ${sql.table(tab)} where empresa_id = ${empresaId}`.execute(t.ctx.db)
        ).rows[0]!.n,
      ]),
    ),
  );

describe('platform administrator API', () => {
  it('every route requires the platform admin token; a staff ADMIN token is refused', async () => {
    const staff = await t.loginAs('admin');
    const rotas: [string, string][] = [
      ['GET', '/api/admin/empresas'],
      ['POST', '/api/admin/empresas'],
      ['PUT', '/api/admin/empresas/1'],
      ['DELETE', '/api/admin/empresas/1'],
      ['GET', '/api/admin/usuarios'],
      ['POST', '/api/admin/usuarios'],
      ['GET', '/api/admin/auditoria'],
      ['GET', '/api/admin/sistema'],
    ];
    for (const [method, url] of rotas) {
      expect(
        (
          await t.app.inject({
            method: method as any,
            url,
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: method as any,
            url,
            headers: staff,
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('creates a company with its first administrator in one go; the new admin logs in for the first time', async () => {
    const admin = await t.adminAuth();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/empresas', headers: admin, payload: NOVA });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.empresa).toMatchObject({
      fantasia: 'Bar do Teste',
      cnpj: '11444777000161',
      ativo: 'S',
      total_usuarios: 1,
    });
    expect(body.admin).toMatchObject({ nome: 'Dono do Bar', email: 'dono@bardoteste.com.br' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'dono@bardoteste.com.br', senha: 'senha123' },
    });
    expect(login.json().user).toMatchObject({ perfil: 'ADMIN', primeiro_acesso: true });
    expect(login.json().empresa.fantasia).toBe('Bar do Teste');

    const lista = (await t.app.inject({ method: 'GET', url: '/api/admin/empresas', headers: admin })).json();
    expect(lista.find((e: any) => e.fantasia === 'Restaurante Demo')).toMatchObject({
      total_usuarios: 5,
      total_mesas: 12,
      ativo: 'S',
    }); // the demo's five staff, the kitchen user included;
  });

  it('a taken admin e-mail is a 409 and creates nothing', async () => {
    const admin = await t.adminAuth();
    const antes = (await t.ctx.db.selectFrom('empresas').select('id').execute()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: admin,
      payload: { ...NOVA, cnpj: '', fantasia: 'Outra', admin_email: 'admin@demo.com.br' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('E-mail já cadastrado');
    expect((await t.ctx.db.selectFrom('empresas').select('id').execute()).length).toBe(antes);
  });

  it('validates the CNPJ check digits and refuses a duplicate', async () => {
    const admin = await t.adminAuth();
    const ruim = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: admin,
      payload: { ...NOVA, cnpj: '11.444.777/0001-62', admin_email: 'x@x.com.br' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('CNPJ inválido');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: admin,
      payload: { ...NOVA, cnpj: '11.222.333/0001-81', admin_email: 'y@y.com.br' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('CNPJ já cadastrado');
    const semNome = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: admin,
      payload: { ...NOVA, fantasia: ' ', admin_email: 'z@z.com.br' },
    });
    expect(semNome.json().message).toBe('Nome fantasia é obrigatório');
  });

  it('deactivating a company blocks its logins and revokes its live tokens', async () => {
    const admin = await t.adminAuth();
    const { empresa } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/empresas',
        headers: admin,
        payload: { ...NOVA, cnpj: '', fantasia: 'Bar B', admin_email: 'b@barb.com.br' },
      })
    ).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'b@barb.com.br', senha: 'senha123' },
    });
    const staff = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: staff })).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/empresas/${empresa.id}`,
      headers: admin,
      payload: { fantasia: 'Bar B', ativo: 'N' },
    });
    expect(put.json()).toMatchObject({ ativo: 'N', ativa: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: staff })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { usuario: 'b@barb.com.br', senha: 'senha123' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/empresas/999999',
          headers: admin,
          payload: { fantasia: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deleting company B removes all of B and nothing of A', async () => {
    const admin = await t.adminAuth();
    const { empresa } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/empresas',
        headers: admin,
        payload: { ...NOVA, cnpj: '', fantasia: 'Bar C', admin_email: 'c@barc.com.br' },
      })
    ).json();
    // give B some data of every kind through its own API
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: 'c@barc.com.br', senha: 'senha123' },
      })
    ).json().token;
    const h = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/mesas/lote',
      headers: h,
      payload: { numeroInicial: 1, numeroFinal: 3, capacidade: 4 },
    });
    const cat = (
      await t.app.inject({ method: 'POST', url: '/api/categorias', headers: h, payload: { nome: 'Lanches' } })
    ).json();
    const prod = (
      await t.app.inject({
        method: 'POST',
        url: '/api/produtos',
        headers: h,
        payload: { nome: 'X-Burger', preco: 20, categoria_id: cat.id, estoque_atual: 0, estoque_minimo: 0 },
      })
    ).json();
    const mesas = (await t.app.inject({ method: 'GET', url: '/api/mesas', headers: h })).json();
    const venda = (
      await t.app.inject({ method: 'POST', url: '/api/vendas', headers: h, payload: { mesa_id: mesas[0].id } })
    ).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/vendas/${venda.id}/itens`,
          headers: h,
          payload: { produto_id: prod.id, quantidade: 1 },
        })
      ).statusCode,
    ).toBe(201);

    const demoAntes = await contar(1);
    const bAntes = await contar(empresa.id);
    expect(bAntes.venda_itens).toBe(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/empresas/${empresa.id}`, headers: admin });
    expect(del.statusCode).toBe(204);
    expect(await contar(1)).toEqual(demoAntes);
    expect(Object.values(await contar(empresa.id)).every((n) => n === 0)).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/empresas/${empresa.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('lists and creates platform users, and records every write in the audit log', async () => {
    const admin = await t.adminAuth();
    // its own companies and writes: the other tests run in any order, and the demo company's counts are theirs
    const criarEmpresa = async (fantasia: string, admin_email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/empresas',
        headers: admin,
        payload: { ...NOVA, cnpj: '', fantasia, admin_email },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().empresa as { id: number };
    };
    const propria = await criarEmpresa('Bar Auditoria', 'dono@barauditoria.com.br');
    const desativada = await criarEmpresa('Bar Auditoria D', 'dono@barauditoriad.com.br');
    const desativar = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/empresas/${desativada.id}`,
      headers: admin,
      payload: { fantasia: 'Bar Auditoria D', ativo: 'N' },
    });
    expect(desativar.statusCode, desativar.body).toBe(200);
    const excluida = await criarEmpresa('Bar Auditoria E', 'dono@barauditoriae.com.br');
    const excluir = await t.app.inject({ method: 'DELETE', url: `/api/admin/empresas/${excluida.id}`, headers: admin });
    expect(excluir.statusCode).toBe(204);
    const criado = await t.app.inject({
      method: 'POST',
      url: '/api/admin/usuarios',
      headers: admin,
      payload: {
        empresa_id: propria.id,
        nome: 'Novo Garçom',
        email: 'novo@barauditoria.com.br',
        senha: 'abc123',
        perfil: 'garcom',
        ativo: 'S',
      },
    });
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      username: 'novo@barauditoria.com.br',
      perfil: 'GARCOM',
      empresa_nome: 'Bar Auditoria',
    });
    expect(criado.json()).not.toHaveProperty('senha_hash');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/usuarios',
      headers: admin,
      payload: { empresa_id: 1, nome: 'X', email: 'novo@barauditoria.com.br', senha: 'abc123', perfil: 'CAIXA' },
    });
    expect(dup.statusCode).toBe(409);
    const semEmpresa = await t.app.inject({
      method: 'POST',
      url: '/api/admin/usuarios',
      headers: admin,
      payload: { empresa_id: 99999, nome: 'X', email: 'x9@demo.com.br', senha: 'abc123', perfil: 'CAIXA' },
    });
    expect(semEmpresa.statusCode).toBe(404);
    const lista = (await t.app.inject({ method: 'GET', url: '/api/admin/usuarios', headers: admin })).json();
    expect(lista.find((u: any) => u.email === 'garcom@demo.com.br')).toMatchObject({
      username: 'garcom@demo.com.br',
      perfil: 'GARCOM',
      ativo: 'S',
      empresa_nome: 'Restaurante Demo',
    });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/auditoria?limit=100', headers: admin })).json();
    expect(audit.map((a: any) => a.acao)).toEqual(
      expect.arrayContaining(['empresa.criar', 'empresa.desativar', 'empresa.excluir', 'usuario.criar']),
    );
    expect(audit[0]).toMatchObject({ admin_nome: 'Administrador da Plataforma', acao: 'usuario.criar' });
    const sis = (await t.app.inject({ method: 'GET', url: '/api/admin/sistema', headers: admin })).json();
    expect(sis).toMatchObject({ versao: '1.0.0', comandas_abertas: 0, sockets_conectados: 0 });
    expect(sis.empresas).toBeGreaterThanOrEqual(3);
  });
});
