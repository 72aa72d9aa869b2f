import type { FamiliaIcone } from '@comanda/shared';

/**
 * Flat vector food illustrations for the offline image generator, one per family of shared/rules/categoria-icone.
 * Each is SVG markup drawn in a 200x200 box centred on (100,100); the card places and scales it.
 * Food colours are fixed here; the card background comes from PALETAS.
 */
export const ILUSTRACOES: Record<FamiliaIcone, string> = {
  pizza: `
    <path d="M100 182 L36 54 Q100 20 164 54 Z" fill="#F7C548"/>
    <path d="M30 48 Q100 8 170 48 L163 64 Q100 30 37 64 Z" fill="#C97B34"/>
    <circle cx="90" cy="80" r="13" fill="#C0392B"/><circle cx="124" cy="92" r="11" fill="#C0392B"/>
    <circle cx="98" cy="122" r="10" fill="#C0392B"/><circle cx="72" cy="66" r="4" fill="#FFF3C4"/>
    <path d="M70 100 q8 -10 16 0 q-8 10 -16 0 Z" fill="#2E7D32"/><path d="M112 140 q7 -9 14 0 q-7 9 -14 0 Z" fill="#2E7D32"/>`,
  drink: `
    <path d="M56 44 L144 44 L130 172 Q100 182 70 172 Z" fill="#FFFFFF" fill-opacity="0.35" stroke="#FFFFFF" stroke-width="5"/>
    <path d="M62 84 L138 84 L130 170 Q100 178 70 170 Z" fill="#FF8A3D"/>
    <rect x="76" y="96" width="20" height="20" rx="5" fill="#FFFFFF" fill-opacity="0.6"/>
    <rect x="102" y="108" width="18" height="18" rx="5" fill="#FFFFFF" fill-opacity="0.5"/>
    <rect x="110" y="14" width="9" height="96" rx="4.5" fill="#E53935" transform="rotate(14 114 62)"/>
    <circle cx="142" cy="48" r="22" fill="#D4E157" stroke="#9E9D24" stroke-width="5"/>
    <path d="M142 30 V66 M124 48 H160" stroke="#9E9D24" stroke-width="3"/>`,
  beer: `
    <rect x="46" y="62" width="84" height="112" rx="12" fill="#F5B82E"/>
    <path d="M130 84 h14 a18 18 0 0 1 18 18 v30 a18 18 0 0 1 -18 18 h-14" fill="none" stroke="#F5B82E" stroke-width="13"/>
    <rect x="60" y="84" width="9" height="76" rx="4.5" fill="#FFFFFF" fill-opacity="0.45"/>
    <circle cx="96" cy="130" r="4" fill="#FFFFFF" fill-opacity="0.7"/><circle cx="110" cy="106" r="3" fill="#FFFFFF" fill-opacity="0.7"/>
    <circle cx="88" cy="150" r="3" fill="#FFFFFF" fill-opacity="0.7"/>
    <circle cx="56" cy="60" r="17" fill="#FFFDF5"/><circle cx="80" cy="50" r="20" fill="#FFFDF5"/>
    <circle cx="106" cy="52" r="19" fill="#FFFDF5"/><circle cx="126" cy="62" r="14" fill="#FFFDF5"/>
    <rect x="46" y="58" width="84" height="16" fill="#FFFDF5"/>`,
  wine: `
    <path d="M60 26 L140 26 Q146 100 100 116 Q54 100 60 26 Z" fill="#FFFFFF" fill-opacity="0.35" stroke="#FFFFFF" stroke-width="5"/>
    <path d="M62 60 L138 60 Q136 102 100 112 Q64 102 62 60 Z" fill="#8E1B3A"/>
    <rect x="95" y="112" width="10" height="52" fill="#FFFFFF"/>
    <ellipse cx="100" cy="168" rx="38" ry="9" fill="#FFFFFF"/>
    <path d="M72 40 Q70 70 80 90" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  coffee: `
    <ellipse cx="100" cy="166" rx="74" ry="13" fill="#FFFFFF"/>
    <path d="M46 86 L154 86 L148 134 Q142 160 100 160 Q58 160 52 134 Z" fill="#FFFFFF"/>
    <path d="M150 98 q30 0 26 24 q-4 20 -32 17" fill="none" stroke="#FFFFFF" stroke-width="11"/>
    <ellipse cx="100" cy="88" rx="52" ry="9" fill="#6D4C41"/>
    <path d="M78 70 q-10 -14 0 -26 q10 -12 0 -26 M100 66 q-10 -14 0 -26 q10 -12 0 -26 M122 70 q-10 -14 0 -26 q10 -12 0 -26"
      stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  snack: `
    <path d="M36 96 Q36 40 100 40 Q164 40 164 96 Z" fill="#E3A043"/>
    <ellipse cx="78" cy="62" rx="5" ry="3" fill="#FFF3D6"/><ellipse cx="100" cy="54" rx="5" ry="3" fill="#FFF3D6"/>
    <ellipse cx="122" cy="64" rx="5" ry="3" fill="#FFF3D6"/><ellipse cx="96" cy="76" rx="5" ry="3" fill="#FFF3D6"/>
    <path d="M32 100 q11 -12 22 0 t22 0 t22 0 t22 0 t22 0 t22 0 v12 H32 Z" fill="#7CB342"/>
    <path d="M38 110 H162 L150 124 L138 112 L126 124 L114 112 L102 124 L90 112 L78 124 L66 112 L54 124 Z" fill="#FDD835"/>
    <rect x="38" y="116" width="124" height="24" rx="12" fill="#6D3B1F"/>
    <path d="M38 144 H162 v6 a20 20 0 0 1 -20 20 H58 a20 20 0 0 1 -20 -20 Z" fill="#E3A043"/>`,
  meat: `
    <path d="M48 86 C46 48 108 34 142 54 C176 74 170 134 132 150 C96 166 50 156 44 124 C41 108 49 98 48 86 Z" fill="#FFE3D3"/>
    <path d="M58 88 C57 58 108 46 136 62 C164 78 158 128 128 140 C98 152 60 146 55 122 C53 110 59 100 58 88 Z" fill="#B33A2B"/>
    <circle cx="116" cy="96" r="15" fill="#FFF1E6"/><circle cx="116" cy="96" r="7" fill="#E8CDB8"/>
    <path d="M70 80 L96 126 M84 70 L110 120 M64 104 L80 132" stroke="#7A1F17" stroke-width="6" stroke-linecap="round" stroke-opacity="0.7"/>`,
  fish: `
    <path d="M26 100 Q84 38 144 100 Q84 162 26 100 Z" fill="#4FC3F7"/>
    <path d="M138 100 L180 66 L170 100 L180 134 Z" fill="#0288D1"/>
    <path d="M74 58 Q96 40 112 64 Z" fill="#0288D1"/>
    <circle cx="54" cy="92" r="9" fill="#FFFFFF"/><circle cx="52" cy="92" r="4.5" fill="#263238"/>
    <path d="M74 78 Q84 100 74 122" stroke="#0277BD" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M94 90 q8 10 0 20 M110 88 q8 12 0 24" stroke="#B3E5FC" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  salad: `
    <ellipse cx="68" cy="94" rx="28" ry="20" fill="#66BB6A"/><ellipse cx="100" cy="82" rx="30" ry="22" fill="#43A047"/>
    <ellipse cx="134" cy="94" rx="28" ry="20" fill="#7CB342"/>
    <circle cx="86" cy="98" r="11" fill="#E53935"/><circle cx="122" cy="88" r="10" fill="#E53935"/>
    <circle cx="104" cy="104" r="7" fill="#FFB300"/><circle cx="146" cy="104" r="6" fill="#FFB300"/>
    <path d="M26 104 H174 A74 62 0 0 1 26 104 Z" fill="#FFFFFF"/>
    <path d="M40 124 Q100 146 160 124" stroke="#E0E0E0" stroke-width="4" fill="none"/>`,
  dessert: `
    <ellipse cx="100" cy="164" rx="78" ry="10" fill="#FFFFFF"/>
    <rect x="38" y="108" width="124" height="54" rx="10" fill="#F6D7A7"/>
    <path d="M38 116 Q38 106 48 106 H152 Q162 106 162 116 v6 q-10 10 -20 0 q-10 10 -20 0 q-10 10 -20 0 q-10 10 -20 0 q-10 10 -20 0 q-10 10 -20 0 q-10 10 -20 0 Z" fill="#FFFFFF"/>
    <rect x="58" y="70" width="84" height="42" rx="10" fill="#F48FB1"/>
    <path d="M58 80 Q58 70 68 70 H132 Q142 70 142 80 v4 q-7 9 -14 0 q-7 9 -14 0 q-7 9 -14 0 q-7 9 -14 0 q-7 9 -14 0 q-7 9 -14 0 Z" fill="#FFFFFF"/>
    <path d="M100 56 Q104 40 116 34" stroke="#558B2F" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="100" cy="60" r="11" fill="#D32F2F"/><circle cx="96" cy="56" r="3" fill="#FFFFFF" fill-opacity="0.7"/>`,
  ice_cream: `
    <path d="M64 100 L136 100 L100 186 Z" fill="#E0A458"/>
    <path d="M74 112 L112 150 M90 104 L122 128 M126 112 L88 150 M110 104 L78 128" stroke="#B9783A" stroke-width="4"/>
    <circle cx="78" cy="90" r="25" fill="#F8BBD0"/><circle cx="122" cy="90" r="25" fill="#FFF3E0"/>
    <circle cx="100" cy="62" r="27" fill="#8D6E63"/>
    <circle cx="100" cy="32" r="9" fill="#D32F2F"/>
    <circle cx="90" cy="58" r="3" fill="#FFFFFF" fill-opacity="0.6"/><circle cx="70" cy="84" r="3" fill="#FFFFFF" fill-opacity="0.7"/>`,
  soup: `
    <path d="M70 60 q-10 -14 0 -26 q10 -12 0 -24 M100 56 q-10 -14 0 -26 q10 -12 0 -24 M130 60 q-10 -14 0 -26 q10 -12 0 -24"
      stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="128" y="40" width="10" height="70" rx="5" fill="#CFD8DC" transform="rotate(30 133 75)"/>
    <path d="M24 92 H176 A76 66 0 0 1 24 92 Z" fill="#FFFFFF"/>
    <ellipse cx="100" cy="92" rx="76" ry="12" fill="#F57C00"/>
    <circle cx="78" cy="90" r="5" fill="#FFE082"/><circle cx="112" cy="94" r="4" fill="#66BB6A"/><circle cx="126" cy="88" r="4" fill="#FFE082"/>
    <ellipse cx="100" cy="166" rx="44" ry="8" fill="#FFFFFF"/>`,
  cookie: `
    <circle cx="100" cy="100" r="72" fill="#D9A15E"/>
    <circle cx="100" cy="100" r="72" fill="none" stroke="#B07A3A" stroke-width="6"/>
    <path d="M70 66 l10 -4 l4 10 l-10 4 Z M118 60 l12 2 l-2 12 l-12 -2 Z M134 104 l10 6 l-6 10 l-10 -6 Z
      M84 112 l12 -2 l2 12 l-12 2 Z M58 98 l8 6 l-6 8 l-8 -6 Z M104 142 l10 -4 l4 10 l-10 4 Z M110 92 l8 2 l-2 8 l-8 -2 Z" fill="#5D3A1A"/>`,
  fruit: `
    <path d="M100 62 C70 40 34 60 40 106 C46 150 76 178 100 162 C124 178 154 150 160 106 C166 60 130 40 100 62 Z" fill="#E53935"/>
    <path d="M100 62 Q102 40 112 28" stroke="#6D4C41" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M106 44 Q132 22 152 40 Q126 58 106 44 Z" fill="#43A047"/>
    <ellipse cx="68" cy="96" rx="10" ry="20" fill="#FFFFFF" fill-opacity="0.35" transform="rotate(20 68 96)"/>`,
  executive: `
    <circle cx="100" cy="100" r="64" fill="#FFFFFF"/>
    <circle cx="100" cy="100" r="48" fill="none" stroke="#ECEFF1" stroke-width="5"/>
    <ellipse cx="86" cy="90" rx="24" ry="17" fill="#FFFDE7"/>
    <ellipse cx="118" cy="92" rx="19" ry="15" fill="#5D4037"/>
    <ellipse cx="102" cy="120" rx="26" ry="12" fill="#A1462F"/>
    <circle cx="76" cy="116" r="9" fill="#66BB6A"/><circle cx="84" cy="124" r="6" fill="#E53935"/>
    <rect x="14" y="56" width="7" height="96" rx="3.5" fill="#FFFFFF"/>
    <path d="M8 56 v24 a9.5 9.5 0 0 0 19 0 v-24" fill="none" stroke="#FFFFFF" stroke-width="5"/>
    <path d="M182 50 Q194 82 184 112 L184 152 h-8 V50 Z" fill="#FFFFFF"/>`,
  crust: `
    <ellipse cx="100" cy="160" rx="80" ry="10" fill="#FFFFFF" fill-opacity="0.6"/>
    <path d="M34 140 C34 84 66 60 100 60 C134 60 166 84 166 140 Z" fill="#D9A05B"/>
    <rect x="34" y="126" width="132" height="32" rx="10" fill="#C68642"/>
    <path d="M66 96 L82 80 M92 94 L110 74 M120 98 L136 82" stroke="#F3D9A4" stroke-width="8" stroke-linecap="round"/>
    <path d="M50 120 Q100 134 150 120" stroke="#B5733A" stroke-width="4" fill="none"/>`,
  neutral: `
    <rect x="24" y="142" width="152" height="12" rx="6" fill="#CFD8DC"/>
    <path d="M36 142 A64 64 0 0 1 164 142 Z" fill="#ECEFF1"/>
    <path d="M58 126 A46 46 0 0 1 92 88" stroke="#FFFFFF" stroke-width="8" fill="none" stroke-linecap="round"/>
    <circle cx="100" cy="72" r="9" fill="#B0BEC5"/>`,
};

/** Two appetising colours per family; the card variants derive their backgrounds from them. */
export const PALETAS: Record<FamiliaIcone, [string, string]> = {
  pizza: ['#D84315', '#FFB300'],
  drink: ['#00897B', '#FFB74D'],
  beer: ['#F9A825', '#6D4C41'],
  wine: ['#6A1B4D', '#C2185B'],
  coffee: ['#4E342E', '#A1887F'],
  snack: ['#E65100', '#FDD835'],
  meat: ['#8E2B20', '#E57373'],
  fish: ['#01579B', '#4DD0E1'],
  salad: ['#2E7D32', '#C0CA33'],
  dessert: ['#AD1457', '#F8BBD0'],
  ice_cream: ['#7B1FA2', '#80DEEA'],
  soup: ['#BF360C', '#FFCC80'],
  cookie: ['#795548', '#FFCC80'],
  fruit: ['#C62828', '#FFD54F'],
  executive: ['#37474F', '#FF8A65'],
  crust: ['#8D5524', '#F6C177'],
  neutral: ['#455A64', '#90A4AE'],
};
