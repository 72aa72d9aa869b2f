import type { MesaPublicaDTO } from '@comanda/shared/schemas/pedidos';
import { nomeDaMesa } from '@comanda/shared/text/format';
import { Icone } from './ui/icones';
import { Botao, Cartao } from './ui/primitivos';
import s from './publico.module.css';
import p from './pedido.module.css';

/**
 * The card of a table with no open tab: its number, the menu below to browse, 'Chamar garçom', and 'Abrir comanda'
 * when the company lets diners open their own tab.
 */
export function MesaLivre({
  mesa,
  ocupado,
  chamado,
  onChamar,
  onAbrir,
}: {
  mesa: MesaPublicaDTO;
  ocupado: 'chamar' | 'abrir' | null;
  chamado: boolean;
  onChamar(): void;
  onAbrir(): void;
}) {
  const podeAbrir = mesa.abrir_pelo_cliente && mesa.pedidos !== 'desligado';
  return (
    <Cartao className={s.conta}>
      <p className={s.info}>{mesa.empresa.nome}</p>
      <h1 className={s.mesa} data-testid="publico-mesa">
        {nomeDaMesa(mesa.mesa.numero)}
      </h1>
      <p className={s.info}>
        {podeAbrir
          ? 'Abra a comanda para fazer seu pedido pelo celular, ou chame o garçom.'
          : 'Veja o cardápio e chame o garçom para fazer seu pedido.'}
      </p>
      <div className={p.acoesMesa}>
        {podeAbrir && (
          <Botao className={p.botaoClaro} carregando={ocupado === 'abrir'} disabled={!!ocupado} onClick={onAbrir}>
            Abrir comanda
          </Botao>
        )}
        <Botao
          className={p.botaoContorno}
          icone={<Icone nome="sino" size={18} />}
          carregando={ocupado === 'chamar'}
          disabled={!!ocupado || chamado}
          onClick={onChamar}
        >
          {chamado ? 'Garçom chamado' : 'Chamar garçom'}
        </Botao>
      </div>
    </Cartao>
  );
}
