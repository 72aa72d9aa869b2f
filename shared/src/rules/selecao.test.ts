import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GrupoAdicionaisDTO, GrupoAdicionaisEquipeDTO } from '../schemas/cardapio';
import type { ProdutoPublicoDTO } from '../schemas/pedidos';
import type { ProdutoPrecificavel } from './precos';
import {
  agruparAdicionais,
  escolherAdicional,
  grupoObrigatorio,
  minimoDoGrupo,
  precisaConfigurar,
  validarSelecao,
  type GrupoAdicionais,
} from './selecao';

const produto = (p: Partial<ProdutoPrecificavel> = {}): ProdutoPrecificavel => ({
  preco: 10,
  preco_promocional: null,
  tipo_item: 1,
  tipo_preco_sabor: 0,
  qtd_min_sabores: 0,
  qtd_max_sabores: 0,
  ...p,
});
const grupo = (obrigatorio: boolean, qtd_minima: number, g: Partial<GrupoAdicionais> = {}): GrupoAdicionais => ({
  categoria_id: 3,
  categoria_nome: 'Molho',
  obrigatorio,
  qtd_minima,
  qtd_maxima: 0,
  adicionais: [
    { id: 30, nome: 'Maionese', preco: 0, qtd_maxima: 1 },
    { id: 31, nome: 'Mostarda', preco: 0, qtd_maxima: 1 },
  ],
  ...g,
});

describe('what must be chosen', () => {
  const simples = produto({ tipo_item: 0 });

  it('a group asks for at least its qtd_minima, and 1 when obrigatorio', () => {
    expect(minimoDoGrupo(grupo(false, 0))).toBe(0);
    expect(minimoDoGrupo(grupo(true, 0))).toBe(1);
    expect(minimoDoGrupo(grupo(false, 1))).toBe(1);
    expect(minimoDoGrupo(grupo(true, 2))).toBe(2);
    expect([grupo(false, 0), grupo(true, 0), grupo(false, 1), grupo(false, 2)].map(grupoObrigatorio)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('one tap only for a plain product whose groups ask for nothing', () => {
    expect(precisaConfigurar(simples, [])).toBe(false);
    expect(precisaConfigurar(simples, [grupo(false, 0)])).toBe(false); // optional add-ons
    expect(precisaConfigurar(simples, [grupo(true, 0)])).toBe(true);
    // the waiter's picker used to look at obrigatorio alone, and its one-tap add got the server's 400
    expect(precisaConfigurar(simples, [grupo(false, 0), grupo(false, 1)])).toBe(true);
    // a flavoured product always opens the configurator, even with no minimum of flavours
    expect(precisaConfigurar(produto({ qtd_min_sabores: 0 }), [])).toBe(true);
  });

  it('a one-tap add is exactly a selection the server accepts', () => {
    for (const [obrigatorio, minimo] of [
      [false, 0],
      [true, 0],
      [false, 1],
      [true, 1],
      [false, 2],
    ] as const) {
      const grupos = [grupo(obrigatorio, minimo)];
      const umToque = { produto: simples, qtdSabores: 0, grupos, adicionais: [], quantidade: 1 };
      expect(precisaConfigurar(simples, grupos), `${obrigatorio}/${minimo}`).toBe(validarSelecao(umToque) !== null);
    }
    expect(
      validarSelecao({ produto: simples, qtdSabores: 0, grupos: [grupo(false, 1)], adicionais: [], quantidade: 1 }),
    ).toBe('Escolha uma opção em Molho (obrigatório)');
    const doisMolhos = { produto: simples, qtdSabores: 0, grupos: [grupo(false, 2)], quantidade: 1 };
    expect(validarSelecao({ ...doisMolhos, adicionais: [{ adicional_id: 30, quantidade: 1 }] })).toBe(
      'Escolha uma opção em Molho (obrigatório)',
    );
    expect(
      validarSelecao({
        ...doisMolhos,
        adicionais: [
          { adicional_id: 30, quantidade: 1 },
          { adicional_id: 31, quantidade: 1 },
        ],
      }),
    ).toBeNull();
  });

  it('both menus send the group the rule reads', () => {
    expectTypeOf<GrupoAdicionaisDTO>().toExtend<GrupoAdicionais>();
    expectTypeOf<GrupoAdicionaisEquipeDTO>().toExtend<GrupoAdicionaisDTO>();
    expectTypeOf<ProdutoPublicoDTO['grupos_adicionais'][number]>().toEqualTypeOf<GrupoAdicionaisDTO>();
  });
});

describe('choosing add-ons', () => {
  it('a group of one choice is a radio group', () => {
    const g = grupo(true, 0, { qtd_maxima: 1 });
    expect(escolherAdicional(g, {}, 30, 1)).toEqual({ 30: 1, 31: 0 });
    expect(escolherAdicional(g, { 30: 1 }, 31, 1)).toEqual({ 30: 0, 31: 1 });
    expect(escolherAdicional(g, { 31: 1 }, 31, 0)).toEqual({ 31: 0 });
  });

  it("a change past the group's maximum is ignored; no maximum, no limit", () => {
    const g = grupo(false, 0, {
      qtd_maxima: 3,
      adicionais: [
        { id: 30, nome: 'Maionese', preco: 0, qtd_maxima: 0 },
        { id: 31, nome: 'Mostarda', preco: 0, qtd_maxima: 0 },
      ],
    });
    const escolhas = { 30: 2 };
    expect(escolherAdicional(g, escolhas, 31, 1)).toEqual({ 30: 2, 31: 1 });
    expect(escolherAdicional(g, escolhas, 31, 2)).toBe(escolhas);
    expect(escolherAdicional({ ...g, qtd_maxima: 0 }, escolhas, 31, 9)).toEqual({ 30: 2, 31: 9 });
  });
});

describe('selection rules', () => {
  const borda: GrupoAdicionais = {
    categoria_id: 1,
    categoria_nome: 'Borda',
    obrigatorio: false,
    qtd_maxima: 1,
    qtd_minima: 0,
    adicionais: [
      { id: 10, nome: 'Catupiry', preco: 12, qtd_maxima: 1 },
      { id: 11, nome: 'Cheddar', preco: 10, qtd_maxima: 1 },
    ],
  };
  const molho: GrupoAdicionais = {
    categoria_id: 2,
    categoria_nome: 'Molho',
    obrigatorio: true,
    qtd_maxima: 0,
    qtd_minima: 0,
    adicionais: [{ id: 20, nome: 'Barbecue', preco: 0, qtd_maxima: 2 }],
  };
  const pizza = produto({ qtd_min_sabores: 1, qtd_max_sabores: 2 });
  const base = { produto: pizza, qtdSabores: 1, grupos: [borda], adicionais: [], quantidade: 1 };

  it('accepts a valid selection', () => expect(validarSelecao(base)).toBeNull());
  it('flavour bounds', () => {
    expect(validarSelecao({ ...base, qtdSabores: 0 })).toBe('Escolha pelo menos 1 sabor(es)');
    expect(validarSelecao({ ...base, qtdSabores: 3 })).toBe('Escolha no máximo 2 sabor(es)');
    expect(validarSelecao({ ...base, produto: produto({ qtd_max_sabores: 0 }), qtdSabores: 9 })).toBeNull();
    expect(validarSelecao({ ...base, produto: produto({ tipo_item: 0 }), qtdSabores: 1 })).toBe(
      'Este produto não tem sabores',
    );
  });
  it('quantity is an integer >= 1', () => {
    expect(validarSelecao({ ...base, quantidade: 0 })).toBe('Quantidade deve ser no mínimo 1');
    expect(validarSelecao({ ...base, quantidade: 1.5 })).toBe('Quantidade deve ser no mínimo 1');
  });
  it('add-on limits, group limits, required groups and foreign add-ons', () => {
    expect(validarSelecao({ ...base, adicionais: [{ adicional_id: 10, quantidade: 2 }] })).toBe(
      'Máximo de 1 para Catupiry',
    );
    expect(
      validarSelecao({
        ...base,
        adicionais: [
          { adicional_id: 10, quantidade: 1 },
          { adicional_id: 11, quantidade: 1 },
        ],
      }),
    ).toBe('Máximo de 1 em Borda');
    expect(validarSelecao({ ...base, grupos: [borda, molho] })).toBe('Escolha uma opção em Molho (obrigatório)');
    expect(
      validarSelecao({ ...base, grupos: [borda, molho], adicionais: [{ adicional_id: 20, quantidade: 2 }] }),
    ).toBeNull();
    expect(validarSelecao({ ...base, adicionais: [{ adicional_id: 99, quantidade: 1 }] })).toBe(
      'Adicional não pertence a este produto',
    );
    // repeated entries are merged before the limits: ten copies of a max-1 add-on are ten
    const dez = Array.from({ length: 10 }, () => ({ adicional_id: 10, quantidade: 1 }));
    expect(validarSelecao({ ...base, adicionais: dez })).toBe('Máximo de 1 para Catupiry');
    expect(
      validarSelecao({
        ...base,
        grupos: [borda, molho],
        adicionais: [
          { adicional_id: 20, quantidade: 1 },
          { adicional_id: 20, quantidade: 2 },
        ],
      }),
    ).toBe('Máximo de 2 para Barbecue');
    expect(
      agruparAdicionais([
        { adicional_id: 1, quantidade: 2 },
        { adicional_id: 2, quantidade: 1 },
        { adicional_id: 1, quantidade: 3 },
      ]),
    ).toEqual([
      { adicional_id: 1, quantidade: 5 },
      { adicional_id: 2, quantidade: 1 },
    ]);
  });
  it('notes length is bounded', () => {
    expect(validarSelecao({ ...base, observacoes: 'x'.repeat(501) })).toBe('Observações com no máximo 500 caracteres');
  });
});
