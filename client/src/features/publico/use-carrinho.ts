import { useCallback, useEffect, useRef, useState } from 'react';
import { novaChave } from '../../lib/api-client';
import type { CarrinhoLinhaDTO, ItemPedidoBody } from '@comanda/shared/schemas/pedidos';
import * as api from './api';
import { meuDispositivo } from './identidade';
import type { SocketPublico } from './socket-publico';
import { aviso, falhou } from './ui/aviso';
import { useEnviarPedido } from './use-enviar-pedido';

export type { QuaisEnviar } from './use-enviar-pedido';

/**
 * The table's shared cart (issue 22): every phone on the table sees every line live (carrinho:atualizado); a phone
 * changes or removes only the lines it added. `ativo` false: no cart (a free table, orders switched off).
 *
 * The server marks this phone's lines `minha` in its answers to this phone; the table's event marks none, so the
 * phone keeps the `pessoa` key its own lines carry and marks them itself (its secret is never shown to the others).
 */
export function useCarrinho(origem: api.Origem | null, socket: SocketPublico | null, ativo: boolean) {
  const [linhas, setLinhasBrutas] = useState<CarrinhoLinhaDTO[]>([]);
  const eu = meuDispositivo();
  const pessoa = useRef<string | null>(null);
  const marcar = useCallback((ls: CarrinhoLinhaDTO[]) => {
    pessoa.current ??= ls.find((l) => l.minha)?.pessoa ?? null;
    return ls.map((l) => (l.minha || l.pessoa !== pessoa.current ? l : { ...l, minha: true }));
  }, []);
  const setLinhas = useCallback(
    (v: CarrinhoLinhaDTO[] | ((atual: CarrinhoLinhaDTO[]) => CarrinhoLinhaDTO[])) =>
      setLinhasBrutas((atual) => marcar(typeof v === 'function' ? v(atual) : v)),
    [marcar],
  );

  const carregar = useCallback(async () => {
    if (!origem || !ativo) return;
    try {
      setLinhas((await api.buscarCarrinho(origem, eu)).linhas);
    } catch {
      /* the socket's next update or the reconnect refetch fills it */
    }
  }, [origem, ativo, eu, setLinhas]);

  useEffect(() => {
    if (!ativo) setLinhas([]);
    void carregar();
  }, [ativo, carregar, setLinhas]);

  useEffect(() => {
    if (!socket || !ativo) return;
    const atualizado = (p: { linhas: CarrinhoLinhaDTO[] }) => setLinhas(p.linhas);
    const reconectou = () => void carregar();
    socket.on('carrinho:atualizado', atualizado);
    socket.io.on('reconnect', reconectou);
    return () => {
      socket.off('carrinho:atualizado', atualizado);
      socket.io.off('reconnect', reconectou);
    };
  }, [socket, ativo, carregar, setLinhas]);

  const juntar = (l: CarrinhoLinhaDTO) =>
    setLinhas((atual) =>
      atual.some((x) => x.id === l.id) ? atual.map((x) => (x.id === l.id ? l : x)) : [...atual, l],
    );

  // an add that failed keeps its Idempotency-Key: tapping again for the same item after a lost answer stores it once
  const pendente = useRef<{ assinatura: string; chave: string } | null>(null);
  const adicionar = useCallback(
    async (nome: string, item: ItemPedidoBody): Promise<boolean> => {
      if (!origem) return false;
      const assinatura = JSON.stringify([nome, item]);
      if (pendente.current?.assinatura !== assinatura) pendente.current = { assinatura, chave: novaChave() };
      return api.adicionarAoCarrinho(origem, eu, nome, item, pendente.current.chave).then((l) => {
        pendente.current = null;
        juntar(l);
        aviso.ok('Adicionado ao carrinho', `${l.quantidade}x ${l.nome}`);
        return true;
      }, falhou('Não foi possível adicionar'));
    },
    [origem, eu],
  );

  const mudarQuantidade = useCallback(
    async (linha: CarrinhoLinhaDTO, quantidade: number) => {
      if (!origem) return;
      if (quantidade < 1) {
        await api
          .removerDoCarrinho(origem, linha.id, eu)
          .then(() => setLinhas((atual) => atual.filter((x) => x.id !== linha.id)), falhou('Não foi possível remover'));
        return;
      }
      await api.mudarQuantidade(origem, linha.id, eu, quantidade).then(juntar, falhou('Não foi possível alterar'));
    },
    [origem, eu],
  );

  const tirar = useCallback(
    (ids: number[]) => setLinhas((atual) => atual.filter((l) => !ids.includes(l.id))),
    [setLinhas],
  );
  const { enviando, enviar } = useEnviarPedido(origem, linhas, tirar);

  return { linhas, enviando, adicionar, mudarQuantidade, enviar };
}
