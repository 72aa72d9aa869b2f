import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { Dialogo } from '../../components/dialogo';
import { useAcao } from '../../lib/use-acao';
import { criarAgente } from './api';

/** The command a restaurant's computer runs to become this company's print agent. */
export const comandoAgente = (token: string) =>
  `npx comanda-viva-agente --servidor ${window.location.origin} --token ${token}`;

interface Props {
  aberto: boolean;
  onClose(): void;
  onCriado(): void;
}

/** 'Conectar agente': a name, then the command with its token, shown only this once. */
export function ConectarAgenteDialog({ aberto, onClose, onCriado }: Props) {
  const [nome, setNome] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const { executar, enviando } = useAcao();
  const fechar = () => {
    setNome('');
    setToken(null);
    onClose();
  };
  async function criar(ev: React.FormEvent) {
    ev.preventDefault();
    const r = await executar(() => criarAgente(nome.trim()), { erro: 'Não foi possível criar o agente' });
    if (!r.ok) return;
    setToken(r.valor.token);
    onCriado();
  }
  return (
    <Dialogo
      opened={aberto}
      onClose={fechar}
      title="Conectar agente de impressão"
      size="lg"
      // the token is lost if the dialog closes by accident: only its buttons close it
      closeOnClickOutside={!token}
    >
      {token ? (
        <ComandoDoAgente token={token} onFechar={fechar} />
      ) : (
        <form onSubmit={criar}>
          <Stack>
            <TextInput
              label="Nome do agente"
              description="O computador onde ele vai rodar"
              placeholder="Ex.: PC do caixa"
              required
              maxLength={60}
              value={nome}
              onChange={(e) => setNome(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={fechar}>
                Cancelar
              </Button>
              <Button type="submit" loading={enviando} disabled={!nome.trim()}>
                Gerar comando
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialogo>
  );
}

function ComandoDoAgente({ token, onFechar }: { token: string; onFechar(): void }) {
  const comando = comandoAgente(token);
  return (
    <Stack>
      <Text size="sm">
        No computador da rede do restaurante (com Node.js 20 ou mais novo), rode este comando. O agente se conecta e
        passa a imprimir os pedidos.
      </Text>
      <Code block data-testid="comando-agente" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {comando}
      </Code>
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
        Copie agora: o token não será mostrado de novo. Se perdê-lo, revogue este agente e conecte outro.
      </Alert>
      <Group justify="flex-end">
        <CopyButton value={comando}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copiado!' : 'Copiar comando'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onFechar}>Concluir</Button>
      </Group>
    </Stack>
  );
}
