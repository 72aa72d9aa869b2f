import { tempoDecorrido, type ItemProducaoDTO } from '@comanda/shared';
import { nomeMesa } from './ticket-card';
import s from './cozinha.module.css';

/** What is ready and waiting for a waiter, oldest first. */
export function ProntosColuna({ itens, agora }: { itens: ItemProducaoDTO[]; agora: number }) {
  return (
    <aside className={s.prontos} data-testid="prontos">
      <h2 className={s.prontosTitulo}>Prontos ({itens.length})</h2>
      {itens.map((i) => (
        <div key={i.id} className={s.pronto_linha} data-testid="pronto-item" data-mesa={i.mesa_numero ?? ''}>
          <span className={s.prontoMesa}>
            {i.mesa_numero == null ? 'Bal.' : String(i.mesa_numero).padStart(2, '0')}
          </span>
          <span className={s.prontoNome}>
            {i.quantidade}x {i.produto_nome}
          </span>
          <span className={s.prontoInfo}>
            {nomeMesa(i)} · há {tempoDecorrido(i.pronto_em ?? i.enviado_em, agora)}
          </span>
        </div>
      ))}
    </aside>
  );
}
