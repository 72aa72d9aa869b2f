import type { MesaDTO, VendaDTO } from '@comanda/shared';

/**
 * Table map filters (spec 5): the number filter is a substring match; the name filter is a case-insensitive substring
 * match on cliente_reserva or the open tab's nome_cliente; both must match when both are set.
 */
export function filtrarMesas(
  mesas: MesaDTO[],
  vendas: Record<number, VendaDTO>,
  numero: string,
  nome: string,
): MesaDTO[] {
  const n = numero.trim();
  const q = nome.trim().toLowerCase();
  return mesas.filter((m) => {
    if (n && !String(m.numero).includes(n)) return false;
    if (q) {
      const nomes = [m.cliente_reserva, vendas[m.id]?.nome_cliente].filter(Boolean).map((s) => s!.toLowerCase());
      if (!nomes.some((s) => s.includes(q))) return false;
    }
    return true;
  });
}

export function textoResultado(filtradas: number, total: number, filtrosAtivos: number): string {
  if (filtrosAtivos === 0) return `${total} mesa(s) no total`;
  if (filtradas === 0) return 'Nenhuma mesa encontrada com os filtros aplicados';
  return `${filtradas} mesa(s) encontrada(s)`;
}
