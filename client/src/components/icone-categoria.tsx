import {
  IconBaguette,
  IconBeer,
  IconBowl,
  IconBread,
  IconCake,
  IconCoffee,
  IconCookie,
  IconFish,
  IconGlassFull,
  IconGlassCocktail,
  IconIceCream,
  IconMeat,
  IconPizza,
  IconSalad,
  IconSoup,
  IconToolsKitchen2,
  IconApple,
  type Icon,
} from '@tabler/icons-react';
import { familiaIcone, type FamiliaIcone } from '@comanda/shared';

const ICONES: Record<FamiliaIcone, Icon> = {
  pizza: IconPizza,
  drink: IconGlassFull,
  beer: IconBeer,
  wine: IconGlassCocktail,
  coffee: IconCoffee,
  snack: IconBaguette,
  meat: IconMeat,
  fish: IconFish,
  salad: IconSalad,
  dessert: IconCake,
  ice_cream: IconIceCream,
  soup: IconSoup,
  cookie: IconCookie,
  fruit: IconApple,
  executive: IconBowl,
  crust: IconBread,
  neutral: IconToolsKitchen2,
};

/** The category icon from keywords in its name or description (the same families as the image generator). */
export function IconeCategoria({
  nome,
  descricao,
  size = 18,
}: {
  nome: string;
  descricao?: string | null;
  size?: number;
}) {
  const I = ICONES[familiaIcone(nome, descricao ?? '')];
  return <I size={size} />;
}
