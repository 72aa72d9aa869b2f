import { useCallback, useRef, useState } from 'react';
import type { CarrinhoLinhaDTO } from '@comanda/shared/schemas/pedidos';
import { novaChave, type ApiError } from '../../lib/api-client';
import * as api from './api';
import { aviso, falhou } from './ui/aviso';

export type QuaisEnviar = 'tudo' | 'meus';

/**
 * Sends cart lines as one order. One send at a time whatever React has rendered yet (a double tap sends once), and
 * an Idempotency-Key per send that a retry of the same lines reuses, so a lost answer never stores the order twice.
 */
export function useEnviarPedido(
  origem: api.Origem | null,
  linhas: CarrinhoLinhaDTO[],
  aoEnviar: (ids: number[]) => void,
) {
  const [enviando, setEnviando] = useState(false);
  const ocupado = useRef(false);
  const pendente = useRef<{ linhas: string; chave: string } | null>(null);

  /** The whole cart or only this phone's lines; true when the order was stored. */
  const enviar = useCallback(
    async (quais: QuaisEnviar, nome: string): Promise<boolean> => {
      if (!origem || ocupado.current) return false;
      const ids = linhas.filter((l) => quais === 'tudo' || l.minha).map((l) => l.id);
      if (ids.length === 0) return false;
      const assinatura = ids.join(',');
      if (pendente.current?.linhas !== assinatura) pendente.current = { linhas: assinatura, chave: novaChave() };
      ocupado.current = true;
      setEnviando(true);
      try {
        const r = await api.enviarPedido(origem, pendente.current.chave, {
          cliente_nome: nome,
          itens: [],
          carrinho_linha_ids: ids,
        });
        pendente.current = null;
        aoEnviar(ids);
        aviso.ok(
          'Pedido enviado!',
          r.situacao === 'pendente' ? 'O garçom vai confirmar em instantes.' : 'Já foi para o preparo.',
        );
        return true;
      } catch (e) {
        // a refusal (4xx) is final for its key (the server keeps that answer); only a lost answer retries with it
        const status = (e as ApiError).status ?? 0;
        if (status !== 0 && status < 500) pendente.current = null;
        return falhou('Pedido não enviado')(e);
      } finally {
        ocupado.current = false;
        setEnviando(false);
      }
    },
    [origem, linhas, aoEnviar],
  );

  return { enviando, enviar };
}
