import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2E } from './harness';

const e = useE2E();

describe('platform administrator', () => {
  it("creates 'Bar do Teste' with its admin, who logs in to an empty company that sees nothing of 'Restaurante Demo'", async () => {
    const { page } = await e.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Acessar Painel' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await page.getByRole('cell', { name: 'Restaurante Demo' }).first().waitFor();

    await page.getByRole('button', { name: 'Nova Empresa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Criar Empresa' }).click();
    await dialog.getByText('Nome fantasia é obrigatório').waitFor();

    await dialog.getByLabel('Nome Fantasia').fill('Bar do Teste');
    await dialog.getByLabel('CNPJ').fill('11222333000262');
    expect(await dialog.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0002-62');
    const admin = dialog.getByRole('group', { name: 'Administrador inicial' });
    await admin.getByLabel('Nome').fill('Joana Dona');
    await admin.getByLabel('E-mail').fill('joana@bardoteste.com.br');
    await admin.getByLabel('Senha').fill('segredo123');
    await dialog.getByRole('button', { name: 'Criar Empresa' }).click();

    const cred = page.getByTestId('credenciais-admin');
    await cred.waitFor();
    for (const texto of ['Bar do Teste', 'Joana Dona', 'joana@bardoteste.com.br', 'segredo123'])
      await cred.getByText(texto, { exact: true }).waitFor();
    await cred.getByText(/\/login/).waitFor();
    const linha = page.getByRole('row').filter({ hasText: 'Bar do Teste' });
    await linha.getByText('11.222.333/0002-62').waitFor();
    await linha.getByText('Ativa').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-empresa-criada.png`, fullPage: true });
    await cred.getByRole('button', { name: 'Fechar credenciais' }).click();
    await cred.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // the new company's administrator, on a phone
    const { page: dona } = await e.newPage({ width: 390, height: 844 });
    await e.loginPeloFormulario(dona, 'joana@bardoteste.com.br', 'segredo123');
    await dona.getByText('Login realizado!').waitFor();
    await dona.getByText('Bem-vindo(a) ao Bar do Teste, Joana Dona').waitFor();
    await dona.getByText('Primeiro acesso detectado').waitFor();
    await dona.getByText('Configure o sistema conforme suas necessidades').waitFor();

    await dona.getByTestId('mesas-vazio').getByText('Nenhuma mesa cadastrada').waitFor();
    expect(await dona.locator('[data-testid^="mesa-"]:not([data-testid="mesas-vazio"])').count()).toBe(0);
    await dona.screenshot({ path: `${SCREENSHOTS}/empresa-nova-mesas-390.png`, fullPage: true });

    await dona.goto('/cardapio');
    await dona.getByText('Nenhum produto encontrado').waitFor();
    expect(await dona.locator('[data-testid^="produto-card-"], [data-testid^="cat-"]').count()).toBe(0);

    await dona.goto('/vendas');
    await dona.getByText('Nenhuma venda encontrada').waitFor();

    // and the server agrees: nothing of the demo company leaks through the API
    const dados = await dona.evaluate(async () => {
      const h = { authorization: `Bearer ${localStorage.getItem('userToken')}` };
      const get = async (u: string) => (await fetch(u, { headers: h })).json();
      return {
        mesas: await get('/api/mesas'),
        produtos: await get('/api/produtos?include_inactive=true'),
        vendas: await get('/api/vendas?periodo=todas'),
      };
    });
    expect(dados).toEqual({ mesas: [], produtos: [], vendas: [] });

    // the empty state leads to table registration
    await dona.goto('/');
    await dona.getByRole('link', { name: 'Cadastrar Mesas' }).click();
    await dona.waitForURL((u) => u.pathname === '/configuracoes' && u.search === '?aba=mesas');
    await dona.getByRole('button', { name: 'Criar em Lote' }).waitFor();
  });
});
