import type { CarrinhoLinhaDTO } from '@comanda/shared/schemas/pedidos';
import { PEDIDO_MAX_QUANTIDADE } from '@comanda/shared/rules/pedidos-cliente';
import { formatBRL } from '@comanda/shared/text/format';
import { fromCents, toCents } from '@comanda/shared/rules/money';
import type { QuaisEnviar } from './use-carrinho';
import { Folha } from './ui/folha';
import { Icone } from './ui/icones';
import { Passo } from './ui/passo';
import { Botao } from './ui/primitivos';
import s from './pedido.module.css';

const soma = (ls: CarrinhoLinhaDTO[]) => fromCents(ls.reduce((t, l) => t + toCents(l.valor_total), 0));
const qtd = (ls: CarrinhoLinhaDTO[]) => ls.reduce((t, l) => t + l.quantidade, 0);

/** The bar at the bottom while the table's cart has lines: one tap opens it. */
export function CarrinhoBarra({ linhas, onAbrir }: { linhas: CarrinhoLinhaDTO[]; onAbrir(): void }) {
  const n = qtd(linhas);
  return (
    <div className={s.barra}>
      <button type="button" className={s.barraBotao} onClick={onAbrir} data-testid="carrinho-barra">
        <span className={s.barraIcone}>
          <Icone nome="carrinho" size={22} />
          <span className={s.contador}>{n}</span>
        </span>
        <span className={s.barraTexto}>Ver carrinho da mesa</span>
        <span>{formatBRL(soma(linhas))}</span>
      </button>
    </div>
  );
}

interface FolhaProps {
  linhas: CarrinhoLinhaDTO[];
  enviando: boolean;
  onQuantidade(l: CarrinhoLinhaDTO, q: number): void;
  onEnviar(quais: QuaisEnviar): void;
  onFechar(): void;
}

/** Everyone's lines at the table, by person (this phone's first); only this phone's lines can change. */
export function CarrinhoFolha({ linhas, enviando, onQuantidade, onEnviar, onFechar }: FolhaProps) {
  const pessoas = new Map<string, CarrinhoLinhaDTO[]>();
  for (const l of [...linhas].sort((a, b) => Number(b.minha) - Number(a.minha)))
    pessoas.set(l.pessoa, [...(pessoas.get(l.pessoa) ?? []), l]);
  const minhas = linhas.filter((l) => l.minha);
  const soMinhas = minhas.length === linhas.length;
  const rodape = (
    <div className={s.rodapeCarrinho}>
      <p className={s.totalCarrinho}>
        <span>Total</span>
        <strong data-testid="carrinho-total">{formatBRL(soma(linhas))}</strong>
      </p>
      <Botao tamanho="lg" carregando={enviando} disabled={linhas.length === 0} onClick={() => onEnviar('tudo')}>
        {soMinhas ? 'Enviar pedido' : 'Enviar tudo'}
      </Botao>
      {!soMinhas && minhas.length > 0 && (
        <Botao sutil disabled={enviando} onClick={() => onEnviar('meus')}>
          Enviar só os meus
        </Botao>
      )}
    </div>
  );
  return (
    <Folha titulo="Carrinho da mesa" onFechar={onFechar} rodape={rodape} testId="carrinho">
      {linhas.length === 0 ? (
        <p className={s.vazio}>O carrinho está vazio.</p>
      ) : (
        <div className={s.pessoas}>
          {[...pessoas].map(([pessoa, ls]) => (
            <section key={pessoa} className={s.pessoa} data-testid="carrinho-pessoa">
              <h3 className={s.pessoaNome}>
                <span>
                  {ls[0]!.cliente_nome}
                  {ls[0]!.minha && <span className={s.voce}> (você)</span>}
                </span>
                <span>{formatBRL(soma(ls))}</span>
              </h3>
              <ul className={s.linhas}>
                {ls.map((l) => (
                  <LinhaCarrinho key={l.id} linha={l} onQuantidade={onQuantidade} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Folha>
  );
}

function LinhaCarrinho({
  linha: l,
  onQuantidade,
}: {
  linha: CarrinhoLinhaDTO;
  onQuantidade(l: CarrinhoLinhaDTO, q: number): void;
}) {
  const detalhes = [
    l.sabores.map((sb) => sb.nome).join(' / '),
    ...l.adicionais.map((a) => `+ ${a.quantidade > 1 ? `${a.quantidade}x ` : ''}${a.nome}`),
  ].filter(Boolean);
  return (
    <li className={s.linhaCarrinho} data-testid="carrinho-linha">
      <div className={s.linhaTexto}>
        <p className={s.linhaNome}>
          {l.quantidade}x {l.nome}
        </p>
        {detalhes.map((d) => (
          <p key={d} className={s.detalhe}>
            {d}
          </p>
        ))}
        {l.observacao && <p className={s.detalhe}>{l.observacao}</p>}
        <p className={s.linhaValor}>{formatBRL(l.valor_total)}</p>
      </div>
      {l.minha && (
        <Passo
          rotulo={l.nome}
          valor={l.quantidade}
          min={1}
          max={PEDIDO_MAX_QUANTIDADE}
          removivel
          onMudar={(q) => onQuantidade(l, q)}
        />
      )}
    </li>
  );
}
