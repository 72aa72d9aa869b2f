import { useEffect, useRef, useState } from 'react';
import { normalizarTelefone, rotuloComanda, telefoneValido, type ClienteEntregaDTO } from '@comanda/shared';
import { executarAcao } from '../../../lib/acao';
import { adicionarItem } from '../api';
import type { ItemEscolhido } from '../produto-picker';
import { abrirEntrega, clientePorTelefone, type NovaEntregaBody } from './api';

/** How the customer pays the courier; 'pago': nothing to collect. */
export type FormaNaEntrega = 'dinheiro' | 'credito' | 'debito' | 'pix' | 'pago';

export interface LinhaEntrega {
  chave: number;
  item: ItemEscolhido;
  nome: string;
  total: number;
}

export type Endereco = NovaEntregaBody['endereco'];
const SEM_ENDERECO: Endereco = { logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', referencia: '' };

/** A returning customer's last address, looked up once the phone has a DDD and a number. */
function useSugestao(telefone: string) {
  const [sugestao, setSugestao] = useState<ClienteEntregaDTO | null>(null);
  useEffect(() => {
    const digitos = normalizarTelefone(telefone);
    setSugestao(null);
    if (!telefoneValido(digitos)) return;
    let vivo = true;
    const espera = setTimeout(() => {
      clientePorTelefone(digitos)
        .then((c) => vivo && setSugestao(c))
        .catch(() => undefined);
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(espera);
    };
  }, [telefone]);
  return sugestao;
}

/** What the form sends: empty optional fields left out, the fee and the change as numbers. */
function corpo(f: ReturnType<typeof useCampos>): NovaEntregaBody {
  const e = f.endereco;
  return {
    nome_cliente: f.nome.trim(),
    telefone: f.telefone,
    endereco: {
      logradouro: e.logradouro,
      numero: e.numero,
      bairro: e.bairro,
      cidade: e.cidade,
      ...(e.complemento?.trim() && { complemento: e.complemento }),
      ...(e.referencia?.trim() && { referencia: e.referencia }),
    },
    taxa_entrega: typeof f.taxa === 'number' ? f.taxa : 0,
    ...(f.observacoes.trim() && { observacoes: f.observacoes }),
    pagamento:
      f.forma === 'pago'
        ? null
        : { forma: f.forma, troco_para: f.forma === 'dinheiro' && typeof f.troco === 'number' ? f.troco : null },
  };
}

function useCampos() {
  const [telefone, setTelefone] = useState('');
  const [nome, setNome] = useState('');
  const [endereco, setEndereco] = useState<Endereco>(SEM_ENDERECO);
  const [taxa, setTaxa] = useState<number | string>('');
  const [forma, setForma] = useState<FormaNaEntrega>('dinheiro');
  const [troco, setTroco] = useState<number | string>('');
  const [observacoes, setObservacoes] = useState('');
  const campo = (k: keyof Endereco, v: string) => setEndereco((e) => ({ ...e, [k]: v }));
  const limpar = () => {
    setTelefone('');
    setNome('');
    setEndereco(SEM_ENDERECO);
    setTaxa('');
    setForma('dinheiro');
    setTroco('');
    setObservacoes('');
  };
  return {
    ...{ telefone, setTelefone, nome, setNome, endereco, setEndereco, campo, taxa, setTaxa },
    ...{ forma, setForma, troco, setTroco, observacoes, setObservacoes, limpar },
  };
}

/**
 * 'Nova entrega' (issue 39): the phone first (a returning customer's last address is offered), the name and address,
 * the items from the counter's picker, the fee, what the courier collects ('troco para') and notes; 'Enviar pedido'
 * opens the delivery and sends its items to the kitchen.
 */
export function useNovaEntrega(aoEnviar: () => void) {
  const f = useCampos();
  const sugestao = useSugestao(f.telefone);
  const [linhas, setLinhas] = useState<LinhaEntrega[]>([]);
  const [picker, setPicker] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const chave = useRef(0);

  const usarSugestao = () => {
    if (!sugestao) return;
    f.setNome(sugestao.nome_cliente);
    const { complemento, referencia, ...resto } = sugestao.endereco;
    f.setEndereco({ ...resto, complemento: complemento ?? '', referencia: referencia ?? '' });
  };
  const adicionar = async (item: ItemEscolhido, info: { nome: string; total: number }) => {
    setLinhas((l) => [...l, { chave: ++chave.current, item, nome: info.nome, total: info.total }]);
    return true;
  };
  const remover = (k: number) => setLinhas((l) => l.filter((x) => x.chave !== k));

  async function enviar() {
    if (linhas.length === 0 || enviando) return;
    setEnviando(true);
    const r = await executarAcao(
      async () => {
        const venda = await abrirEntrega(corpo(f));
        for (const l of linhas) await adicionarItem(venda.id, l.item);
        return venda;
      },
      { ok: (v) => ['Entrega enviada', rotuloComanda(v)], erro: 'Erro ao enviar a entrega' },
    );
    setEnviando(false);
    if (!r.ok) return;
    f.limpar();
    setLinhas([]);
    aoEnviar();
  }

  return { ...f, sugestao, usarSugestao, linhas, adicionar, remover, picker, setPicker, enviando, enviar };
}
export type NovaEntregaEstado = ReturnType<typeof useNovaEntrega>;
