import { Icone } from './ui/icones';
import { Botao, cx, ui } from './ui/primitivos';
import s from './publico.module.css';

export function RodapeAtualizacao({ aoVivo, onAtualizar }: { aoVivo: boolean; onAtualizar: () => void }) {
  return (
    <div className={s.rodape}>
      <Botao sutil icone={<Icone nome="atualizar" size={16} />} onClick={onAtualizar}>
        Atualizar
      </Botao>
      <p className={cx(ui.xs, ui.dimmed)}>
        {aoVivo ? 'Atualizando em tempo real.' : 'Sem conexão em tempo real.'} Esta página também é atualizada
        automaticamente a cada 30 segundos.
      </p>
    </div>
  );
}
