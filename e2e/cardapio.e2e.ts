import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2E } from './harness';

const e = useE2E();

/** A small real PNG (solid orange) written to a temp file. */
function pngFile(): string {
  const w = 32,
    h = 32;
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (tipo: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(tipo), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.concat(
    Array.from({ length: h }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [232, 89, 12]).flat())]),
    ),
  );
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cv-img-')), 'pizza.png');
  writeFileSync(file, png);
  return file;
}

describe('menu screen', () => {
  it('the manager creates a flavoured pizza with an add-on group and an image, deactivates, reactivates; a category with products cannot be deleted', async () => {
    const { page } = await e.newPage();
    await e.login(page, 'gerente@demo.com.br');
    await page.getByTestId('nav-cardapio').click();
    await page.getByText('Cardapio Digital').waitFor();
    await page.getByTestId('produto-card-Pizza Grande').waitFor();

    await page.getByRole('button', { name: 'Nova Categoria' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog').getByText('Nome da categoria é obrigatório').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('Nome do produto é obrigatório').first().waitFor();
    await form.getByLabel(/^Nome/).first().fill('Pizza Família');
    await form
      .getByLabel(/^Categoria/)
      .first()
      .click();
    await page.getByRole('option', { name: 'Pizzas' }).click();
    await form
      .getByLabel(/^Preço/)
      .first()
      .fill('0');
    await form.getByLabel('Produto com sabores').check();
    await form.getByLabel('Preço pelos sabores').click();
    await page.getByRole('option', { name: 'Maior preço entre os sabores' }).click();
    await form.getByLabel('Mínimo de sabores').fill('1');
    await form.getByLabel('Máximo de sabores (0 = ilimitado)').fill('3');
    for (const [nome, preco] of [
      ['Atum', '64,90'],
      ['Bacon', '69,90'],
      ['Lombo', '74,90'],
    ]) {
      await form.getByRole('button', { name: 'Adicionar sabor' }).click();
      await form.getByLabel('Nome do sabor').last().fill(nome!);
      await form.getByLabel('Preço do sabor').last().fill(preco!);
      // iFood's options match flavours and add-ons by this code (issue 39)
      await form.getByLabel('Código do sabor').last().fill(`SAB-${nome!.toUpperCase()}`);
    }
    await form.getByRole('button', { name: 'Nova categoria de adicionais' }).click();
    await form.getByLabel('Categoria de adicionais', { exact: true }).fill('Borda');
    await form.getByLabel('Máximo (0 = ilimitado)').fill('1');
    await form.getByRole('button', { name: 'Adicionar adicional' }).click();
    await form.getByLabel('Nome do adicional').fill('Borda de Catupiry');
    await form.getByLabel('Preço do adicional').fill('12');
    await form.getByLabel('Código do adicional').fill('BORDA-CAT');
    // the flavour and add-on rows with their codes, on a phone
    const tela = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await form.getByLabel('Código do adicional').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/cardapio-codigos-390.png` });
    if (tela) await page.setViewportSize(tela);
    await form.locator('input[type=file]').setInputFiles(pngFile());
    await form.getByAltText('Imagem do produto').waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Produto criado!').waitFor();
    const card = page.getByTestId('produto-card-Pizza Família');
    await card.getByText('Com Sabores').waitFor();
    await card.locator('img').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/cardapio-desktop.png`, fullPage: true });

    const produto = await page.evaluate(async () => {
      const h = { authorization: `Bearer ${localStorage.getItem('userToken')}` };
      const lista = await (await fetch('/api/produtos', { headers: h })).json();
      const p = lista.find((x: { nome: string }) => x.nome === 'Pizza Família');
      return (await fetch(`/api/produtos/${p.id}`, { headers: h })).json();
    });
    expect(produto).toMatchObject({ tipo_item: 1, tipo_preco_sabor: 2, qtd_min_sabores: 1, qtd_max_sabores: 3 });
    expect(produto.sabores.map((s: { preco_adicional: number }) => s.preco_adicional)).toEqual([64.9, 69.9, 74.9]);
    expect(produto.categoriasAdicionais[0]).toMatchObject({ nome: 'Borda', qtd_maxima: 1 });
    expect(produto.sabores.map((s: { codigo: string }) => s.codigo)).toEqual(['SAB-ATUM', 'SAB-BACON', 'SAB-LOMBO']);
    expect(produto.adicionais[0]).toMatchObject({ nome: 'Borda de Catupiry', codigo: 'BORDA-CAT' });
    expect(produto.imagem_url).toMatch(/^\/api\/produtos\/\d+\/imagem\?v=\d+$/);

    // a waiter's picker offers it, priced by the highest flavour plus the crust
    const { page: garcom } = await e.newPage({ width: 390, height: 844 });
    await e.login(garcom, 'garcom@demo.com.br');
    await garcom.getByTestId('mesa-3').click();
    await garcom.getByRole('button', { name: 'Abrir Comanda' }).click(); // a new tab goes straight to the picker
    await garcom.getByTestId('categoria-Pizzas').click();
    await garcom.getByTestId('produto-Pizza Família').click();
    await garcom.getByTestId('sabor-Atum').click();
    await garcom.getByTestId('sabor-Lombo').click();
    await garcom.getByTestId('adicional-Borda de Catupiry').click();
    expect(await garcom.getByTestId('picker-total').textContent()).toBe('R$ 86,90');
    await garcom.getByRole('button', { name: 'Adicionar ao Pedido' }).click();
    await garcom.getByTestId('comanda-taxa').filter({ hasText: 'Subtotal R$ 86,90' }).waitFor();

    // deactivate through the edit form, then it is hidden unless 'Mostrar Inativos'
    await card.getByRole('button', { name: 'Editar Pizza Família' }).click();
    // the form shows the codes it saved
    const codigoDoAdicional = page.getByRole('dialog').getByLabel('Código do adicional');
    await codigoDoAdicional.waitFor();
    await expect.poll(() => codigoDoAdicional.inputValue()).toBe('BORDA-CAT');
    expect(await page.getByRole('dialog').getByLabel('Código do sabor').first().inputValue()).toBe('SAB-ATUM');
    await page.getByRole('dialog').getByLabel('Ativo').uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByTestId('produto-card-Pizza Família').waitFor({ state: 'detached' });
    await page.getByLabel('Mostrar Inativos').check();
    await page.getByTestId('produto-card-Pizza Família').getByText('Inativo').waitFor();
    await page.getByTestId('produto-card-Pizza Família').getByRole('button', { name: 'Reativar' }).click();
    await page.getByTestId('produto-card-Pizza Família').getByText('Ativo', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Excluir categoria Pizzas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Erro ao excluir categoria').waitFor();
    await page.getByText(/possui produtos/).waitFor();
    await page.getByTestId('cat-Pizzas').waitFor();
  });
});
