import type { ComandaPublica } from '@comanda/shared/events';
import { chamadaAtiva } from '@comanda/shared/rules/situacoes';
import { formatHora } from '@comanda/shared/text/format';
import { Icone } from './ui/icones';
import { Botao, Cartao, Selo, cx, ui } from './ui/primitivos';
import s from './publico.module.css';

/** "Precisa de ajuda?": calls the waiter; after a call the button comes back only once the call has expired. */
export function ChamarGarcom({
  mesa,
  agora,
  chamando,
  onChamar,
}: {
  /** the table's call state, or a numbered card's (issue 37: kept by the page after its call) */
  mesa: Pick<NonNullable<ComandaPublica['mesa']>, 'chamando_garcom' | 'garcom_chamado_em'>;
  agora: number;
  chamando: boolean;
  onChamar: () => void;
}) {
  const ativa = chamadaAtiva(mesa, agora);
  return (
    <Cartao>
      <h2 className={ui.titulo4}>Precisa de ajuda?</h2>
      {ativa ? (
        <div className={s.ajudaChamado}>
          <Selo icone={<Icone nome="check" size={14} />} style={{ background: 'var(--cv-green)', color: '#fff' }}>
            Garçom Chamado
          </Selo>
          <p className={cx(ui.sm, ui.dimmed)}>Garçom notificado às {formatHora(mesa.garcom_chamado_em)}</p>
        </div>
      ) : (
        <div className={s.ajuda}>
          {mesa.chamando_garcom === 'S' && (
            <p className={cx(ui.sm, ui.dimmed)} style={{ textAlign: 'center' }}>
              Pode chamar novamente (passou 10 min)
            </p>
          )}
          <Botao
            tamanho="lg"
            cor="vermelho"
            icone={<Icone nome="sino" size={20} />}
            carregando={chamando}
            onClick={onChamar}
          >
            Chamar Garçom
          </Botao>
        </div>
      )}
    </Cartao>
  );
}
