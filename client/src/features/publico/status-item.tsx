// deep import: keeps zod and the staff code out of the diner's bundle
import { STATUS_PRODUCAO_CLIENTE, type StatusProducao } from '@comanda/shared/rules/producao-status';
import s from './status-item.module.css';

/** 'Recebido', 'Em preparo', 'Pronto' or 'Entregue' under a diner's item. */
export function StatusItem({ status }: { status: StatusProducao }) {
  return (
    <span className={`${s.status} ${s[status]}`} data-testid="publico-item-status">
      {STATUS_PRODUCAO_CLIENTE[status]}
    </span>
  );
}
