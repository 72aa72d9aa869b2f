import { useEffect, useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { cancelamentoExigeMotivo, itemEmProducao, temPermissao, type ItemDTO, type VendaDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { cancelarItem } from './api';

/**
 * Removing a line: a confirmation within the 2-minute undo window; after it the reason, and for a waiter the manager's
 * e-mail and password typed on the same phone (the server checks them like a login).
 */
export function CancelarItemDialog({
  item,
  perfil,
  onClose,
  onRemovido,
}: {
  item: ItemDTO | null;
  perfil: string | undefined;
  onClose(): void;
  onRemovido(v: VendaDTO, itemId: number): void;
}) {
  const [motivo, setMotivo] = useState('');
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    setMotivo('');
    setEmail('');
    setSenha('');
    setErro(null);
  }, [item?.id]);
  if (!item) return null;
  const tarde = cancelamentoExigeMotivo(item.created_at, new Date(), itemEmProducao(item.status_producao));
  const precisaAprovacao = tarde && !temPermissao(perfil, 'approve_voids');
  const pronto = !tarde || (motivo.trim() && (!precisaAprovacao || (email.trim() && senha)));

  async function confirmar() {
    setEnviando(true);
    setErro(null);
    try {
      const v = await cancelarItem(item!.id, {
        motivo: motivo.trim() || undefined,
        ...(precisaAprovacao && { aprovador: { email: email.trim(), senha } }),
      });
      onRemovido(v, item!.id);
    } catch (e) {
      setErro(e instanceof Error ? e.message : 'Erro ao remover item');
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Dialogo opened onClose={onClose} title={tarde ? 'Cancelar item' : 'Remover item'}>
      <Stack data-testid="cancelar-item-dialog">
        <Text>
          Remover{' '}
          <b>
            {item.quantidade}× {item.produto_nome}
          </b>{' '}
          do pedido?
        </Text>
        {tarde && (
          <Textarea
            label="Motivo do cancelamento"
            required
            autosize
            minRows={2}
            maxLength={300}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            data-autofocus
          />
        )}
        {precisaAprovacao && (
          <>
            <Text size="sm" c="dimmed">
              Cancelamento requer aprovação do gerente: peça para ele digitar o e-mail e a senha.
            </Text>
            <TextInput
              label="E-mail do gerente"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Senha do gerente"
              autoComplete="off"
              value={senha}
              onChange={(e) => setSenha(e.currentTarget.value)}
            />
          </>
        )}
        {erro && <Alert color="red">{erro}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" loading={enviando} disabled={!pronto} onClick={confirmar}>
            {precisaAprovacao ? 'Aprovar e remover' : 'Remover'}
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}
