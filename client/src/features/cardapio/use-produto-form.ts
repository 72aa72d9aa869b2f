import { useEffect, useRef, useState } from 'react';
import {
  ProdutoInput,
  TIPO_ITEM,
  TIPO_PRECO_SABOR,
  grupoObrigatorio,
  minimoDoGrupo,
  type CategoriaDTO,
  type ProdutoDetalheDTO,
} from '@comanda/shared';
import { executarAcao, mensagemDeErro } from '../../lib/acao';
import { useAcao } from '../../lib/use-acao';
import { errosDeCampo } from '../../lib/erros-de-campo';
import { toast } from '../../lib/notify';
import { buscarImagens as buscarImagensApi, buscarProduto, salvarProduto } from './api';
import { lerArquivo, redimensionar } from './imagem';
import { FISCAL_VAZIO, fiscalDe, fiscalPayload, type FiscalForm } from './produto-fiscal';

export type Num = number | string;
export interface SaborForm {
  id?: number;
  nome: string;
  descricao: string;
  preco_adicional: Num;
  qtd_maxima: Num;
  /** iFood's option externalCode (issue 39) */
  codigo: string;
}
export interface AdicionalForm {
  id?: number;
  nome: string;
  preco: Num;
  qtd_maxima: Num;
  /** iFood's option externalCode (issue 39) */
  codigo: string;
}
export interface GrupoForm {
  id?: number;
  chave: string;
  nome: string;
  descricao: string;
  qtd_maxima: Num;
  /** 'Obrigatório': the group asks for a choice (the selection rule's minimum is 1 or more) */
  obrigatorio: boolean;
  /** the minimum as saved (an API may set more than 1); the form keeps it while the group stays required */
  qtd_minima: number;
  adicionais: AdicionalForm[];
}
export type ImagemForm = { url: string | null; data?: string | null };

let seq = 0;
export const novaChave = () => `g${++seq}`;

const VAZIO = {
  nome: '',
  descricao: '',
  preco: '' as Num,
  preco_promocional: '' as Num,
  codigo_barras: '',
  codigo: '',
  estoque_atual: 0 as Num,
  estoque_minimo: 0 as Num,
  categoria_id: '' as string,
  ativo: true,
  tipo_item: TIPO_ITEM.SIMPLES as number,
  qtd_min_sabores: 0 as Num,
  qtd_max_sabores: 0 as Num,
  tipo_preco_sabor: String(TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES),
};
export type CamposProduto = typeof VAZIO;

const camposDe = (p: ProdutoDetalheDTO): CamposProduto => ({
  nome: p.nome,
  descricao: p.descricao ?? '',
  preco: p.preco,
  preco_promocional: p.preco_promocional ?? '',
  codigo_barras: p.codigo_barras ?? '',
  codigo: p.codigo ?? '',
  estoque_atual: p.estoque_atual,
  estoque_minimo: p.estoque_minimo,
  categoria_id: String(p.categoria_id),
  ativo: p.ativo === 'S',
  tipo_item: p.tipo_item,
  qtd_min_sabores: p.qtd_min_sabores,
  qtd_max_sabores: p.qtd_max_sabores,
  tipo_preco_sabor: String(p.tipo_preco_sabor),
});

const gruposDe = (p: ProdutoDetalheDTO): GrupoForm[] =>
  p.categoriasAdicionais.map((c) => ({
    id: c.id,
    chave: novaChave(),
    nome: c.nome,
    descricao: c.descricao ?? '',
    qtd_maxima: c.qtd_maxima,
    obrigatorio: grupoObrigatorio(c),
    qtd_minima: minimoDoGrupo(c),
    adicionais: c.adicionais.map((a) => ({
      id: a.id,
      nome: a.nome,
      preco: a.preco,
      qtd_maxima: a.qtd_maxima,
      codigo: a.codigo ?? '',
    })),
  }));

const saboresDe = (p: ProdutoDetalheDTO): SaborForm[] =>
  p.sabores.map((s) => ({
    id: s.id,
    nome: s.nome,
    descricao: s.descricao ?? '',
    preco_adicional: s.preco_adicional,
    qtd_maxima: s.qtd_maxima,
    codigo: s.codigo ?? '',
  }));

/** What the form saves: the fields, the image when it changed, the flavours and the add-on groups with their add-ons. */
const payloadDe = (
  f: CamposProduto,
  imagem: ImagemForm,
  sabores: SaborForm[],
  grupos: GrupoForm[],
  fiscal: FiscalForm,
) => ({
  ...f,
  fiscal: fiscalPayload(fiscal),
  tipo_preco_sabor: Number(f.tipo_preco_sabor),
  ativo: f.ativo ? 'S' : 'N',
  ...(imagem.data !== undefined && {
    imagem_data: imagem.data,
    imagem_mime_type: imagem.data ? 'image/jpeg' : null,
  }),
  sabores,
  categoriasAdicionais: grupos.map(({ id, nome, descricao, qtd_maxima, obrigatorio, qtd_minima }) => ({
    id,
    nome,
    descricao,
    qtd_maxima,
    obrigatorio,
    qtd_minima: obrigatorio ? Math.max(1, qtd_minima) : 0,
  })),
  adicionais: grupos.flatMap((g) =>
    g.adicionais.map((a) => ({ ...a, ...(g.id ? { categoria_adicional_id: g.id } : {}), categoria_nome: g.nome })),
  ),
});

/** The product form's state: loaded once when editing, validated with the server's schema, saved in one call. */
export function useProdutoForm(produtoId: number | null, onSalvo: (p: ProdutoDetalheDTO) => void, onClose: () => void) {
  const [f, setF] = useState(VAZIO);
  const [sabores, setSabores] = useState<SaborForm[]>([]);
  const [grupos, setGrupos] = useState<GrupoForm[]>([]);
  const [imagem, setImagem] = useState<ImagemForm>({ url: null });
  const [fiscal, setFiscal] = useState<FiscalForm>(FISCAL_VAZIO);
  const [erros, setErros] = useState<Partial<Record<string, string>>>({});
  const { executar, enviando: salvando } = useAcao();
  const carregado = useRef(false);

  useEffect(() => {
    if (!produtoId || carregado.current) return;
    carregado.current = true;
    buscarProduto(produtoId)
      .then((p) => {
        setF(camposDe(p));
        setSabores(saboresDe(p));
        setGrupos(gruposDe(p));
        setImagem({ url: p.imagem_url });
        setFiscal(fiscalDe(p));
      })
      .catch((e) => toast.erro('Erro ao carregar produto', e.message));
  }, [produtoId]);

  const comSabores = f.tipo_item === TIPO_ITEM.COM_SABORES;
  function alternarSabores(on: boolean) {
    // switching flavours off resets min/max and tipo_item (spec 4.4)
    setF({ ...f, tipo_item: on ? 1 : 0, ...(on ? {} : { qtd_min_sabores: 0, qtd_max_sabores: 0 }) });
  }

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const payload = payloadDe(f, imagem, comSabores ? sabores : [], grupos, fiscal);
    const erro = produtoId ? 'Erro ao atualizar produto' : 'Erro ao criar produto';
    // the same zod schema as the server: its pt-BR messages show next to the fields
    const novos = errosDeCampo(ProdutoInput, payload);
    const primeiro = Object.values(novos)[0];
    if (primeiro) {
      setErros(novos);
      return toast.erro(erro, primeiro);
    }
    setErros({});
    const r = await executar(() => salvarProduto(produtoId, payload), {
      ok: produtoId ? 'Produto atualizado!' : 'Produto criado!',
      erro,
    });
    if (!r.ok) return;
    onSalvo(r.valor);
    onClose();
  }

  return {
    f,
    setF,
    sabores,
    setSabores,
    grupos,
    setGrupos,
    imagem,
    setImagem,
    fiscal,
    setFiscal,
    erros,
    salvando,
    comSabores,
    alternarSabores,
    salvar,
  };
}

/** Upload, or AI-generated candidates (cycled with 'Próxima'), for the product image. */
export function useImagemProduto(setImagem: (i: ImagemForm) => void) {
  const [geradas, setGeradas] = useState<string[]>([]);
  const [indice, setIndice] = useState(0);
  const [gerando, setGerando] = useState(false);

  async function escolherArquivo(file: File | null) {
    if (!file) return;
    try {
      const data = await redimensionar(await lerArquivo(file), 800, 0.8);
      setImagem({ url: data, data });
    } catch {
      toast.erro('Erro ao processar a imagem. Tente novamente.');
    }
  }

  async function gerar(f: CamposProduto, categorias: CategoriaDTO[]) {
    if (!f.nome.trim()) return toast.erro('Nome obrigatório', 'Informe o nome do produto para gerar imagens');
    if (!localStorage.getItem('userToken')) return toast.erro('Login necessário');
    setGerando(true);
    const aviso = setTimeout(
      () => toast.info('Aguarde mais um pouco...', 'A geração pode levar de 30 a 40 segundos', 3000),
      8000,
    );
    const categoria = categorias.find((c) => String(c.id) === f.categoria_id)?.nome;
    const r = await executarAcao(
      async () => {
        const r = await buscarImagensApi({ nome: f.nome, descricao: f.descricao, categoria_nome: categoria });
        if (!r.success || r.imagens.length === 0) throw new Error(r.message || 'Erro na geração');
        return Promise.all(r.imagens.map((i) => redimensionar(i.imageData, 600, 0.9)));
      },
      { erro: (e) => (/tempo/i.test(mensagemDeErro(e) ?? '') ? 'Erro na geração' : 'Erro na busca') },
    );
    clearTimeout(aviso);
    setGerando(false);
    if (!r.ok) return;
    setGeradas(r.valor);
    setIndice(0);
    setImagem({ url: r.valor[0]!, data: r.valor[0]! });
  }

  function proxima() {
    const i = (indice + 1) % geradas.length;
    setIndice(i);
    setImagem({ url: geradas[i]!, data: geradas[i]! });
  }

  return { geradas, indice, gerando, escolherArquivo, gerar, proxima };
}
