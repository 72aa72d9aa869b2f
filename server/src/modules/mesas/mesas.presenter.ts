import type { MesaDTO } from '@comanda/shared';
import type { Mesa } from '../../db/tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentMesa(m: Mesa): MesaDTO {
  return {
    id: m.id,
    numero: m.numero,
    nome: m.nome,
    capacidade: m.capacidade,
    situacao: m.situacao,
    cliente_reserva: m.cliente_reserva,
    data_reserva: iso(m.data_reserva),
    chamando_garcom: m.chamando_garcom,
    garcom_chamado_em: iso(m.garcom_chamado_em),
    motivo_bloqueio: m.motivo_bloqueio ?? null,
  };
}
