import { Stack, Switch, Text } from '@mantine/core';
import type { ProdutoDTO } from '@comanda/shared';
import { useAcao } from '../lib/use-acao';
import { alterarEsgotado } from './api';

interface Props {
  produto: Pick<ProdutoDTO, 'id' | 'nome' | 'esgotado'>;
  /** the product as the server answered (other devices get it through cardapio:alterado) */
  onAlterado?(p: ProdutoDTO): void;
  size?: 'sm' | 'md' | 'lg';
  /** a narrow row (the picker on a phone): the word goes under the switch */
  compacto?: boolean;
}

/**
 * 'Esgotado' in one tap (issue 22): the menu editor, the waiter's picker and the production screen. A sold-out product
 * leaves every diner's menu at once; the server refuses diner orders that contain it.
 */
export function EsgotadoSwitch({ produto, onAlterado, size = 'md', compacto }: Props) {
  const { executar, enviando } = useAcao();
  async function alternar(esgotado: boolean) {
    const r = await executar(() => alterarEsgotado(produto.id, esgotado), {
      ok: esgotado ? ['Produto esgotado', produto.nome] : ['Produto disponível', produto.nome],
      erro: 'Erro ao alterar o produto',
    });
    if (r.ok) onAlterado?.(r.valor);
  }
  const chave = (
    <Switch
      size={size}
      color="red"
      label={compacto ? undefined : 'Esgotado'}
      aria-label={`Esgotado: ${produto.nome}`}
      checked={produto.esgotado}
      disabled={enviando}
      onChange={(e) => void alternar(e.currentTarget.checked)}
      onClick={(e) => e.stopPropagation()}
      data-testid={`esgotado-${produto.nome}`}
    />
  );
  if (!compacto) return chave;
  return (
    <Stack gap={2} align="center" style={{ flexShrink: 0 }}>
      {chave}
      <Text size="xs" c="dimmed" aria-hidden>
        Esgotado
      </Text>
    </Stack>
  );
}
