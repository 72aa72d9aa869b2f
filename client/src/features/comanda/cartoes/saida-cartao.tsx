import { useCallback, useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCash, IconCircleCheck, IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import { CARTAO_LIBERADO_LABEL, formatBRL, padCartao, temPermissao, type CartaoDTO } from '@comanda/shared';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { onStaffEvent } from '../../../lib/socket';
import { buscarCartao } from './api';

type Consulta = { tipo: 'carregando' } | { tipo: 'ok'; cartao: CartaoDTO } | { tipo: 'erro'; mensagem: string };

/** The card as the cashier checks it, again whenever a tab changes (a payment at another till). */
function useConsulta(numero: number) {
  const [c, setC] = useState<Consulta>({ tipo: 'carregando' });
  const carregar = useCallback(
    () =>
      buscarCartao(numero).then(
        (cartao) => setC({ tipo: 'ok', cartao }),
        (e) =>
          setC({
            tipo: 'erro',
            mensagem: e instanceof ApiError && e.status === 404 ? e.message : (e as Error).message,
          }),
      ),
    [numero],
  );
  useEffect(() => {
    setC({ tipo: 'carregando' });
    void carregar();
    const offs = (['venda:atualizada', 'venda:fechada', 'venda:cancelada', 'venda:aberta'] as const).map((ev) =>
      onStaffEvent(ev, () => void carregar()),
    );
    return () => offs.forEach((off) => off());
  }, [carregar]);
  return c;
}

/**
 * The way out (issue 37): may card 57 leave? 'Liberado' (green) when it has no open tab or nothing left to pay,
 * otherwise the amount due (red), big enough to read at arm's length, with 'Receber' for whoever takes payments.
 */
export function SaidaCartao({
  numero,
  onReceber,
  onVer,
}: {
  numero: number;
  onReceber(numero: number): void;
  onVer(numero: number): void;
}) {
  const c = useConsulta(numero);
  const podeReceber = temPermissao(
    useSession((s) => s.user?.perfil),
    'record_payment',
  );
  if (c.tipo === 'carregando')
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (c.tipo === 'erro')
    return (
      <Paper withBorder p="lg" radius="md" data-testid="saida-cartao" data-situacao="erro" role="status">
        <Text fw={700} fz="xl" ta="center">
          Cartão {padCartao(numero)}
        </Text>
        <Text ta="center" c="dimmed">
          {c.mensagem}
        </Text>
      </Paper>
    );
  const { cartao } = c;
  const liberado = cartao.liberado;
  return (
    <Paper
      p="lg"
      radius="md"
      bg={liberado ? 'green.9' : 'red.9'}
      c="white"
      data-testid="saida-cartao"
      data-situacao={liberado ? 'liberado' : 'a-pagar'}
      role="status"
    >
      <Stack align="center" gap={4}>
        <Text fw={700} fz="xl">
          Cartão {padCartao(cartao.numero)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {liberado ? <IconCircleCheck size={48} aria-hidden /> : <IconAlertTriangle size={48} aria-hidden />}
          <Text fw={900} fz={48} lh={1.1} data-testid="saida-resultado">
            {liberado ? CARTAO_LIBERADO_LABEL : formatBRL(cartao.a_pagar)}
          </Text>
        </Group>
        <Text fz="lg" fw={600}>
          {liberado
            ? cartao.total > 0
              ? 'Conta paga'
              : 'Sem consumo em aberto'
            : `A pagar · total ${formatBRL(cartao.total)}`}
        </Text>
        {cartao.situacao === 'bloqueado' && <Text fw={700}>Cartão bloqueado</Text>}
        {cartao.venda_id != null && (
          <AcoesDaSaida cartao={cartao} podeReceber={podeReceber} onReceber={onReceber} onVer={onVer} />
        )}
      </Stack>
    </Paper>
  );
}

/** 'Receber' (what is due, for whoever takes payments) and 'Ver comanda'. */
function AcoesDaSaida({
  cartao,
  podeReceber,
  onReceber,
  onVer,
}: {
  cartao: CartaoDTO;
  podeReceber: boolean;
  onReceber(numero: number): void;
  onVer(numero: number): void;
}) {
  return (
    <Group mt="sm" gap="xs" justify="center">
      {!cartao.liberado && podeReceber && (
        <Button
          size="lg"
          variant="white"
          color="dark"
          leftSection={<IconCash size={20} />}
          onClick={() => onReceber(cartao.numero)}
        >
          Receber
        </Button>
      )}
      <Button
        size="lg"
        variant="outline"
        color="white"
        leftSection={<IconReceipt size={20} />}
        onClick={() => onVer(cartao.numero)}
      >
        Ver comanda
      </Button>
    </Group>
  );
}
