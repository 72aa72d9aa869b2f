import type {
  AgenteDTO,
  ImpressaoDTO,
  ImpressoraDTO,
  LarguraPapel,
  PaginaCodigo,
  SituacaoImpressao,
  TipoImpressao,
} from '@comanda/shared';
import type { LinhaImpressao, LinhaImpressora } from './impressao.repo';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const presentImpressora = (l: LinhaImpressora): ImpressoraDTO => ({
  id: l.id,
  nome: l.nome,
  host: l.host,
  porta: l.porta,
  largura: l.largura as LarguraPapel,
  estacao_ids: l.estacao_ids,
  tipos: l.tipos as TipoImpressao[],
  copias: l.copias,
  ativa: l.ativa,
  pagina_codigo: l.pagina_codigo as PaginaCodigo,
  estado: { online: l.online, desde: iso(l.estado_desde), aguardando: l.aguardando, erro: l.erro },
});

export const presentAgente = (a: {
  id: number;
  nome: string;
  socket_id: string | null;
  conectado_desde: Date | null;
  desconectado_desde: Date | null;
  criado_em: Date;
}): AgenteDTO => ({
  id: a.id,
  nome: a.nome,
  conectado: a.socket_id != null,
  conectado_desde: a.socket_id != null ? iso(a.conectado_desde) : null,
  desconectado_desde: a.socket_id == null ? iso(a.desconectado_desde) : null,
  criado_em: a.criado_em.toISOString(),
});

export const presentImpressao = (l: LinhaImpressao): ImpressaoDTO => ({
  id: l.id,
  impressora_id: l.impressora_id,
  impressora_nome: l.impressora_nome,
  tipo: l.tipo as TipoImpressao,
  resumo: l.resumo,
  situacao: l.situacao as SituacaoImpressao,
  tentativas: l.tentativas,
  criado_em: l.criado_em.toISOString(),
  ultimo_erro: l.ultimo_erro,
});
