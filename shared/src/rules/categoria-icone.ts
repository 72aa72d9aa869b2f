/**
 * Keyword -> food family (spec 2.6): the menu screen picks a category icon from it and the server's offline image
 * generator picks the illustration of a product card from it, so both always agree. Pure, no dependencies.
 */
export const FAMILIAS_ICONE = [
  'pizza',
  'drink',
  'beer',
  'wine',
  'coffee',
  'snack',
  'meat',
  'fish',
  'salad',
  'dessert',
  'ice_cream',
  'soup',
  'cookie',
  'fruit',
  'executive',
  'crust',
] as const;

export type FamiliaIcone = (typeof FAMILIAS_ICONE)[number] | 'neutral';

/**
 * Ordered: the first family whose words appear wins, so the more specific families come first
 * ('sorvete de chocolate' is ice cream, not dessert; 'suco de laranja' is a drink, not fruit;
 * 'salada de frutas' is fruit, not salad). Words are matched whole, without accents, in lower case.
 */
const PALAVRAS: [FamiliaIcone, string[]][] = [
  ['pizza', ['pizzas?', 'pizzaria', 'calzones?']],
  [
    'ice_cream',
    [
      'sorvetes?',
      'sorveteria',
      'gelatos?',
      'acai',
      'picoles?',
      'sundaes?',
      'milk ?shakes?',
      'casquinhas?',
      'ice ?creams?',
    ],
  ],
  [
    'beer',
    [
      'cervejas?',
      'chopes?',
      'chopps?',
      'beers?',
      'ipa',
      'lager',
      'pilsen',
      'long ?necks?',
      'brahma',
      'heineken',
      'skol',
      'budweiser',
      'stella artois',
    ],
  ],
  ['wine', ['vinhos?', 'wines?', 'espumantes?', 'sangrias?', 'champagnes?', 'tacas? de vinho', 'adega']],
  [
    'coffee',
    [
      'cafes?',
      'cafeteria',
      'coffee',
      'cappuccinos?',
      'capuccinos?',
      'expressos?',
      'espressos?',
      'lattes?',
      'mochas?',
      'chas?',
    ],
  ],
  ['cookie', ['cookies?', 'biscoitos?', 'bolachas?', 'rosquinhas?', 'donuts?']],
  [
    'dessert',
    [
      'sobremesas?',
      'doces?',
      'bolos?',
      'tortas?(?! salgadas?)',
      'pudins?',
      'pudim',
      'paves?',
      'mousses?',
      'brigadeiros?',
      'petit gateau',
      'cheesecakes?',
      'chocolates?',
      'brownies?',
      'cakes?',
      'confeitaria',
    ],
  ],
  [
    'drink',
    [
      'bebidas?',
      'drinks?',
      'drinques?',
      'refrigerantes?',
      'refris?',
      'sucos?',
      'aguas?',
      'agua mineral',
      'sodas?',
      'coca',
      'guarana',
      'sprite',
      'caipirinhas?',
      'caipiroskas?',
      'coqueteis',
      'coquetel',
      'limonadas?',
      'vitaminas?',
      'energeticos?',
    ],
  ],
  [
    'fruit',
    ['frutas?', 'morangos?', 'bananas?', 'macas?', 'abacaxis?', 'melancias?', 'mangas?', 'uvas?', 'mamao', 'frutaria'],
  ],
  ['soup', ['sopas?', 'caldos?', 'canjas?', 'consomes?', 'soups?']],
  [
    'fish',
    [
      'peixes?',
      'frutos do mar',
      'camaroes',
      'camarao',
      'salmao',
      'tilapias?',
      'sushis?',
      'sashimis?',
      'temakis?',
      'japones[a]?',
      'bacalhau',
      'fish',
      'lulas?',
      'polvos?',
      'moquecas?',
    ],
  ],
  [
    'meat',
    [
      'carnes?',
      'churrascos?',
      'churrascaria',
      'picanhas?',
      'alcatras?',
      'bifes?',
      'costelas?',
      'frangos?',
      'steaks?',
      'fraldinhas?',
      'maminhas?',
      'linguicas?',
      'calabresas?',
      'grelhados?',
      'espetos?',
      'espetinhos?',
      'file',
      'files',
      'medalhao',
      'parmegianas?',
    ],
  ],
  [
    'salad',
    ['saladas?', 'veganos?', 'veganas?', 'vegetarian[oa]s?', 'folhas', 'saudaveis', 'saudavel', 'legumes', 'verdes'],
  ],
  [
    'snack',
    [
      'lanches?',
      'lanchonete',
      'hamburgueres',
      'hamburguer',
      'burgers?',
      'sanduiches?',
      'x[- ]\\w+',
      'hot ?dogs?',
      'cachorros?[- ]quentes?',
      'porcoes',
      'porcao',
      'petiscos?',
      'batatas?',
      'fritas',
      'tira[- ]gostos?',
      'snacks?',
      'wraps?',
      'nachos?',
      'iscas?',
    ],
  ],
  [
    'executive',
    [
      'executivos?',
      'pratos?',
      'pf',
      'marmitas?',
      'marmitex',
      'almocos?',
      'refeicoes',
      'refeicao',
      'comercial',
      'self[- ]service',
      'feijoadas?',
      'massas?',
      'lasanhas?',
      'risotos?',
      'jantar',
    ],
  ],
  [
    'crust',
    [
      'bordas?',
      'paes',
      'pao',
      'padaria',
      'salgados?',
      'pasteis',
      'pastel',
      'esfihas?',
      'esfirras?',
      'coxinhas?',
      'empadas?',
      'empadinhas?',
      'croissants?',
      'tortas? salgadas?',
      'quiches?',
      'focaccias?',
    ],
  ],
];

const REGRAS: [FamiliaIcone, RegExp][] = PALAVRAS.map(([familia, palavras]) => [
  familia,
  new RegExp(`\\b(?:${palavras.join('|')})\\b`),
]);

/** lower case, no accents, punctuation as spaces: 'Açaí & Cia.' -> 'acai cia' */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();
}

/** Family of one text, or null when no keyword appears. */
function familiaDoTexto(texto: string | null | undefined): FamiliaIcone | null {
  if (!texto) return null;
  const t = normalizarTexto(texto);
  if (!t) return null;
  for (const [familia, regra] of REGRAS) if (regra.test(t)) return familia;
  return null;
}

/**
 * The icon family of a category or product. Texts are tried in order, most telling first, e.g.
 * familiaIcone(categoria.nome, categoria.descricao) or familiaIcone(produto.nome, produto.descricao, categoria.nome).
 */
export function familiaIcone(...textos: (string | null | undefined)[]): FamiliaIcone {
  for (const texto of textos) {
    const familia = familiaDoTexto(texto);
    if (familia) return familia;
  }
  return 'neutral';
}
