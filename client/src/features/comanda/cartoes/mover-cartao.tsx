import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { CARTAO_NUMERO_MAX, padCartao, type VendaDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { useAcao } from '../../../lib/use-acao';
import { moverParaCartao } from './api';

/**
 * 'Mudar de cartão' (a lost card, issue 37): the whole tab goes to another free card. Blocking the lost card is done
 * in Configurações › Cartões.
 */
export function MoverCartaoDialog({
  venda,
  aberto,
  onClose,
  onMovida,
}: {
  venda: VendaDTO;
  aberto: boolean;
  onClose(): void;
  onMovida(v: VendaDTO): void;
}) {
  const [destino, setDestino] = useState<number | ''>('');
  const { executar, enviando } = useAcao();
  async function mover(e: React.FormEvent) {
    e.preventDefault();
    if (destino === '') return;
    const r = await executar(() => moverParaCartao(venda.id, destino), {
      ok: (v) => ['Comanda mudou de cartão!', `Agora no cartão ${padCartao(v.numero ?? destino)}`],
      erro: 'Erro ao mudar de cartão',
    });
    if (!r.ok) return;
    onClose();
    onMovida(r.valor);
  }
  return (
    <Dialogo opened={aberto} onClose={onClose} title={`Mudar o cartão ${padCartao(venda.numero ?? 0)}`}>
      <form onSubmit={mover}>
        <Stack>
          <Text size="sm">Os itens e pagamentos desta comanda passam para o novo cartão, que precisa estar livre.</Text>
          <NumberInput
            label="Novo cartão"
            min={1}
            max={CARTAO_NUMERO_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={destino}
            onChange={(v) => setDestino(typeof v === 'number' ? v : '')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviando} disabled={destino === ''}>
              Mudar de cartão
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
