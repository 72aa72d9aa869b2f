import { describe, expect, it } from 'vitest';
import { familiaIcone } from './categoria-icone';

describe('familiaIcone', () => {
  it.each([
    ['Pizzas', 'pizza'],
    ['Bebidas', 'drink'],
    ['Suco de Laranja', 'drink'],
    ['Cervejas', 'beer'],
    ['Chope 300 ml', 'beer'],
    ['Vinhos', 'wine'],
    ['Café Expresso', 'coffee'],
    ['Porções', 'snack'],
    ['Batata Frita com Cheddar e Bacon', 'snack'],
    ['Hambúrgueres', 'snack'],
    ['Carnes', 'meat'],
    ['Frutos do Mar', 'fish'],
    ['Saladas', 'salad'],
    ['Salada de Frutas', 'fruit'],
    ['Sobremesas', 'dessert'],
    ['Sorvete de chocolate', 'ice_cream'],
    ['AÇAÍ', 'ice_cream'],
    ['Sopas e Caldos', 'soup'],
    ['Cookies', 'cookie'],
    ['Frutas', 'fruit'],
    ['Prato Executivo', 'executive'],
    ['Pão de Queijo', 'crust'],
    ['Torta salgada', 'crust'],
    ['Torta de limão', 'dessert'],
    ['Especialidades', 'neutral'],
  ])('%s -> %s', (texto, familia) => {
    expect(familiaIcone(texto)).toBe(familia);
  });

  it('tries the texts in order and ignores empty ones', () => {
    expect(familiaIcone('Brahma 600 ml', 'Garrafa', 'Cervejas')).toBe('beer');
    expect(familiaIcone('Especial da casa', null, 'Pizzas')).toBe('pizza');
    expect(familiaIcone('Pizza doce', 'chocolate')).toBe('pizza');
    expect(familiaIcone(undefined, '', null)).toBe('neutral');
    // whole words only
    expect(familiaIcone('Capaz')).toBe('neutral');
  });
});
