// Tabler icons (outline, MIT) inlined: the diner's chunk stays free of the icon library.
const tracos = {
  sino: [
    'M10 5a2 2 0 0 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
    'M21 6.727a11.05 11.05 0 0 0 -2.794 -3.727',
    'M3 6.727a11.05 11.05 0 0 1 2.792 -3.727',
  ],
  check: ['M5 12l5 5l10 -10'],
  atualizar: ['M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4', 'M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4'],
  talheres: ['M19 3v12h-5c-.023 -3.681 .184 -7.406 5 -12m0 12v6h-1v-3m-10 -14v17m-3 -17v3a3 3 0 1 0 6 0v-3'],
  fechar: ['M18 6l-12 12', 'M6 6l12 12'],
  carrinho: [
    'M6 19m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M17 19m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M17 17h-11v-14h-2',
    'M6 5l14 1l-1 7h-13',
  ],
  mais: ['M12 5l0 14', 'M5 12l14 0'],
  menos: ['M5 12l14 0'],
  lixeira: [
    'M4 7l16 0',
    'M10 11l0 6',
    'M14 11l0 6',
    'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
    'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
  ],
  usuario: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
} as const;

export type NomeIcone = keyof typeof tracos;

export function Icone({ nome, size = 24 }: { nome: NomeIcone; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {tracos[nome].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
