import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, PasswordInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  cancelamentoExigeMotivo,
  itemEmProducao,
  temPermissao,
  type ItemDTO,
  type ReduzirItemInput,
} from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';

/** What the tab screen asked for: remove the whole line, or lower its quantity (a partial void). */
export type PedidoCancelamento = { item: ItemDTO; modo: 'remover' | 'reduzir' };
/** The void as typed: the reason and approval when needed, and for a partial void the new quantity. */
export type Cancelamento = Partial<ReduzirItemInput> & { livre: boolean };

interface Props {
  pedido: PedidoCancelamento | null;
  perfil: string | undefined;
  onClose(): void;
  /** sends it; throws with the pt-BR message to show in the dialog */
  onConfirmar(item: ItemDTO, c: Cancelamento): Promise<void>;
}

/**
 * Removing a line or lowering its quantity, with the same rules: a confirmation within the 2-minute undo window; after
 * it (or once in production) the reason, and for a waiter the manager's e-mail and password typed on the same phone
 * (the server checks them like a login).
 */
/** The dialog's fields, cleared for each line asked about (the new quantity starts one below the current one). */
function useCamposCancelamento(pedido: PedidoCancelamento | null) {
  const [motivo, setMotivo] = useState('');
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [quantidade, setQuantidade] = useState<number | string>('');
  const [erro, setErro] = useState<string | null>(null);
  const item = pedido?.item;
  const [itemId, qtd, modo] = [item?.id, item?.quantidade, pedido?.modo];
  useEffect(() => {
    setMotivo('');
    setEmail('');
    setSenha('');
    setQuantidade(qtd ? qtd - 1 : '');
    setErro(null);
  }, [itemId, qtd, modo]);
  return { motivo, setMotivo, email, setEmail, senha, setSenha, quantidade, setQuantidade, erro, setErro };
}

export function CancelarItemDialog({ pedido, perfil, onClose, onConfirmar }: Props) {
  const { motivo, setMotivo, email, setEmail, senha, setSenha, quantidade, setQuantidade, erro, setErro } =
    useCamposCancelamento(pedido);
  const [enviando, setEnviando] = useState(false);
  const item = pedido?.item;
  if (!pedido || !item) return null;
  const reduzir = pedido.modo === 'reduzir';
  const tarde = cancelamentoExigeMotivo(item.created_at, new Date(), itemEmProducao(item.status_producao));
  const precisaAprovacao = tarde && !temPermissao(perfil, 'approve_voids');
  const qtdValida = !reduzir || (Number.isInteger(quantidade) && +quantidade >= 1 && +quantidade < item.quantidade);
  const pronto = qtdValida && (!tarde || (motivo.trim() && (!precisaAprovacao || (email.trim() && senha))));

  async function confirmar() {
    setEnviando(true);
    setErro(null);
    try {
      await onConfirmar(item!, {
        livre: !tarde,
        motivo: motivo.trim() || undefined,
        ...(reduzir && { quantidade: Number(quantidade) }),
        ...(precisaAprovacao && { aprovador: { email: email.trim(), senha } }),
      });
    } catch (e) {
      setErro(e instanceof Error ? e.message : 'Erro ao remover item');
    } finally {
      setEnviando(false);
    }
  }

  const acao = reduzir ? 'reduzir' : 'remover';
  return (
    <Dialogo opened onClose={onClose} title={reduzir ? 'Reduzir quantidade' : tarde ? 'Cancelar item' : 'Remover item'}>
      <Stack data-testid="cancelar-item-dialog">
        <Text>
          {reduzir ? 'Reduzir ' : 'Remover '}
          <b>
            {item.quantidade}× {item.produto_nome}
          </b>
          {reduzir ? ' para:' : ' do pedido?'}
        </Text>
        {reduzir && (
          <NumberInput
            label="Nova quantidade"
            min={1}
            max={item.quantidade - 1}
            allowDecimal={false}
            value={quantidade}
            onChange={setQuantidade}
            size="md"
            data-autofocus
          />
        )}
        {tarde && (
          <Textarea
            label="Motivo do cancelamento"
            required
            autosize
            minRows={2}
            maxLength={300}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            data-autofocus={!reduzir || undefined}
          />
        )}
        {precisaAprovacao && <AprovacaoGerente email={email} senha={senha} onEmail={setEmail} onSenha={setSenha} />}
        {erro && <Alert color="red">{erro}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" loading={enviando} disabled={!pronto} onClick={confirmar}>
            {precisaAprovacao ? `Aprovar e ${acao}` : reduzir ? 'Reduzir' : 'Remover'}
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}

function AprovacaoGerente(p: { email: string; senha: string; onEmail(v: string): void; onSenha(v: string): void }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Cancelamento requer aprovação do gerente: peça para ele digitar o e-mail e a senha.
      </Text>
      <TextInput
        label="E-mail do gerente"
        type="email"
        autoComplete="off"
        value={p.email}
        onChange={(e) => p.onEmail(e.currentTarget.value)}
      />
      <PasswordInput
        label="Senha do gerente"
        autoComplete="off"
        value={p.senha}
        onChange={(e) => p.onSenha(e.currentTarget.value)}
      />
    </>
  );
}
