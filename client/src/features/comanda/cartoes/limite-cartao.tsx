import { useCallback, useEffect, useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { CARTAO_VALOR_MAX, formatBRL, padCartao, temPermissao, type CartaoDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { useSession } from '../../../lib/session-store';
import { useAcao } from '../../../lib/use-acao';
import { buscarCartao, definirLimite } from './api';

/**
 * The card's limit in force (issue 37): the company's 'Limite por cartão', or what a manager set for this card's open
 * tab. An item past it is refused with 'Limite do cartão atingido'; a manager raises it here for this card only.
 */
export function LimiteDoCartao({ numero, versao }: { numero: number; versao: string }) {
  const [cartao, setCartao] = useState<CartaoDTO | null>(null);
  const [editando, setEditando] = useState(false);
  const pode = temPermissao(
    useSession((s) => s.user?.perfil),
    'edit_tables',
  );
  const carregar = useCallback(() => buscarCartao(numero).then(setCartao, () => setCartao(null)), [numero]);
  useEffect(() => void carregar(), [carregar, versao]);
  if (!cartao || (cartao.limite == null && !pode)) return null;
  return (
    <Group gap="xs" data-testid="limite-cartao">
      <Text size="sm" c="dimmed">
        {cartao.limite == null ? 'Sem limite neste cartão' : `Limite do cartão: ${formatBRL(cartao.limite)}`}
      </Text>
      {pode && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconAdjustments size={14} />}
          onClick={() => setEditando(true)}
        >
          Alterar limite
        </Button>
      )}
      <LimiteDialog
        cartao={cartao}
        aberto={editando}
        onClose={() => setEditando(false)}
        onSalvo={(c) => (setCartao(c), setEditando(false))}
      />
    </Group>
  );
}

function LimiteDialog({
  cartao,
  aberto,
  onClose,
  onSalvo,
}: {
  cartao: CartaoDTO;
  aberto: boolean;
  onClose(): void;
  onSalvo(c: CartaoDTO): void;
}) {
  const [valor, setValor] = useState<number | string>(cartao.limite ?? '');
  const { executar, enviando } = useAcao();
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const limite = valor === '' ? null : Number(valor);
    const r = await executar(() => definirLimite(cartao.numero, limite), {
      ok: ['Limite alterado!', `Cartão ${padCartao(cartao.numero)}: vale até esta comanda fechar`],
      erro: 'Erro ao alterar o limite',
    });
    if (r.ok) onSalvo(r.valor);
  }
  return (
    <Dialogo opened={aberto} onClose={onClose} title={`Limite do cartão ${padCartao(cartao.numero)}`}>
      <form onSubmit={salvar}>
        <Stack>
          <NumberInput
            label="Novo limite"
            description="Só para a comanda aberta deste cartão. Vazio volta ao limite da empresa."
            prefix="R$ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            min={0}
            max={CARTAO_VALOR_MAX}
            allowNegative={false}
            inputMode="decimal"
            value={valor}
            onChange={setValor}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviando}>
              Salvar limite
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
