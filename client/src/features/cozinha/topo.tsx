import { lazy, useState } from 'react';
import { comEstilos } from '../../app/estilos-staff';
import { Link, useNavigate } from 'react-router-dom';
import { temPermissao, type EstacaoDTO } from '@comanda/shared';
import { encerrarSessao } from '../../components/api';
import { SobDemanda } from '../../components/sob-demanda';
import { useConexao } from '../../lib/socket';
import { useSession } from '../../lib/session-store';
import { ImpressaoStatus } from './impressao-status';
import s from './cozinha.module.css';

// the sold-out list (and its Mantine dialog) loads when first opened: the board itself stays light
const EsgotadosDialog = lazy(comEstilos(() => import('./esgotados-dialog')));

interface Props {
  estacoes: EstacaoDTO[];
  estacaoId: number | null;
  onEstacao(id: number | null): void;
  contagem: { pendente: number; em_preparo: number; pronto: number };
  claro: boolean;
  onTema(): void;
}

/** Station filter, counters per status, connection, theme, and the way out (back to the app, or logout for COZINHA). */
export function Topo({ estacoes, estacaoId, onEstacao, contagem, claro, onTema }: Props) {
  const conectado = useConexao((st) => st.estado === 'conectado');
  const user = useSession((st) => st.user);
  const sair = useSession((st) => st.sair);
  const navigate = useNavigate();
  const filtro = (id: number | null, nome: string) => (
    <button
      key={id ?? 'todas'}
      type="button"
      className={[s.filtro, estacaoId === id && s.filtroAtivo].filter(Boolean).join(' ')}
      aria-pressed={estacaoId === id}
      onClick={() => onEstacao(id)}
    >
      {nome}
    </button>
  );
  return (
    <header className={s.topo}>
      <span className={s.titulo}>Produção</span>
      <nav className={s.filtros} aria-label="Estação">
        {filtro(null, 'Todas')}
        {estacoes.filter((e) => e.ativo || e.id === estacaoId).map((e) => filtro(e.id, e.nome))}
      </nav>
      <div className={s.contadores} data-testid="contadores">
        <span className={[s.contador, s.cPendente].join(' ')}>
          <strong>{contagem.pendente}</strong>Novos
        </span>
        <span className={[s.contador, s.cPreparo].join(' ')}>
          <strong>{contagem.em_preparo}</strong>Em preparo
        </span>
        <span className={[s.contador, s.cPronto].join(' ')}>
          <strong>{contagem.pronto}</strong>Prontos
        </span>
      </div>
      <div className={s.acoes}>
        <ImpressaoStatus />
        <span
          className={[s.conexao, !conectado && s.conexaoOff].filter(Boolean).join(' ')}
          title={conectado ? 'Ao vivo' : 'Reconectando'}
          data-testid="conexao"
          data-estado={conectado ? 'conectado' : 'reconectando'}
        />
        {temPermissao(user?.perfil, 'mark_sold_out') && <BotaoEsgotados />}
        <button type="button" className={s.botaoTopo} onClick={onTema}>
          {claro ? 'Tema escuro' : 'Tema claro'}
        </button>
        {temPermissao(user?.perfil, 'view_tables') ? (
          <Link to="/" className={s.botaoTopo}>
            Voltar
          </Link>
        ) : (
          <button
            type="button"
            className={s.botaoTopo}
            onClick={() =>
              void encerrarSessao()
                .catch(() => {})
                .then(() => {
                  sair();
                  navigate('/login');
                })
            }
          >
            Sair
          </button>
        )}
      </div>
    </header>
  );
}

/** 'Esgotados': the sold-out switches of every product, one tap each (issue 22). */
function BotaoEsgotados() {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <button type="button" className={s.botaoTopo} onClick={() => setAberto(true)} data-testid="abrir-esgotados">
        Esgotados
      </button>
      <SobDemanda ativo={aberto}>
        <EsgotadosDialog aberto={aberto} onClose={() => setAberto(false)} />
      </SobDemanda>
    </>
  );
}
