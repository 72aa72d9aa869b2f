import { describe, expect, it } from 'vitest';
import type { MesaDTO, VendaDTO } from '@comanda/shared';
import { filtrarMesas, textoResultado } from './filtros';

const mesa = (id: number, numero: number, cliente_reserva: string | null = null): MesaDTO => ({
  id,
  numero,
  nome: `Mesa ${numero}`,
  capacidade: 4,
  situacao: 'L',
  cliente_reserva,
  data_reserva: null,
  chamando_garcom: 'N',
  garcom_chamado_em: null,
  motivo_bloqueio: null,
});
const mesas = [mesa(1, 1), mesa(2, 10, 'Família Souza'), mesa(3, 12), mesa(4, 21)];
const vendas = { 3: { nome_cliente: 'João Silva' } as VendaDTO };

describe('table map filters', () => {
  it('number is a substring match', () => {
    expect(filtrarMesas(mesas, vendas, '1', '').map((m) => m.numero)).toEqual([1, 10, 12, 21]);
    expect(filtrarMesas(mesas, vendas, '12', '').map((m) => m.numero)).toEqual([12]);
  });
  it('name matches the reservation or the open tab, case-insensitively', () => {
    expect(filtrarMesas(mesas, vendas, '', 'souza').map((m) => m.numero)).toEqual([10]);
    expect(filtrarMesas(mesas, vendas, '', 'JOÃO').map((m) => m.numero)).toEqual([12]);
  });
  it('both must match when both are set', () => {
    expect(filtrarMesas(mesas, vendas, '1', 'joão').map((m) => m.numero)).toEqual([12]);
    expect(filtrarMesas(mesas, vendas, '21', 'joão')).toEqual([]);
  });
  it('result texts', () => {
    expect(textoResultado(0, 4, 1)).toBe('Nenhuma mesa encontrada com os filtros aplicados');
    expect(textoResultado(2, 4, 2)).toBe('2 mesa(s) encontrada(s)');
    expect(textoResultado(4, 4, 0)).toBe('4 mesa(s) no total');
  });
});
