import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { Dialogo } from '../../components/dialogo';
import { useAcao } from '../../lib/use-acao';
import { baixarAgente, criarAgente } from './api';

/**
 * The command a restaurant's computer runs, in the folder where it saved the downloaded agent.js, to become this
 * company's print agent: this server as the browser reaches it, and the new agent's token.
 */
export const comandoAgente = (token: string) => `node agente.js --servidor ${window.location.origin} --token ${token}`;

/** Downloads agent.js (GET /api/impressoras/agente.js): one file with everything it needs, for Node.js 20 or newer. */
export function BaixarAgenteBotao({ variant = 'light' }: { variant?: 'light' | 'default' }) {
  const { executar, enviando } = useAcao();
  return (
    <Button
      variant={variant}
      leftSection={<IconDownload size={16} />}
      loading={enviando}
      onClick={() =>
        void executar(baixarAgente, {
          ok: ['Download concluído!', 'Salve o agente.js numa pasta do computador do restaurante'],
          erro: 'Não foi possível baixar o agente',
        })
      }
      style={{ flex: 'none' }}
      data-testid="baixar-agente"
    >
      Baixar agente.js
    </Button>
  );
}

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
      <List type="ordered" spacing="sm" size="sm">
        <List.Item>
          <Text size="sm" mb={6}>
            No computador da rede do restaurante (Windows, Linux ou macOS, com Node.js 20 ou mais novo), baixe o agente
            e salve-o numa pasta só dele. É um arquivo só: não precisa instalar mais nada.
          </Text>
          <BaixarAgenteBotao variant="default" />
        </List.Item>
        <List.Item>
          <Text size="sm" mb={6}>
            Nessa pasta, abra o terminal (no Windows, o Prompt de Comando) e rode este comando. O agente se conecta e
            passa a imprimir os pedidos.
          </Text>
          <Code block data-testid="comando-agente" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {comando}
          </Code>
        </List.Item>
      </List>
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="xs">
        Copie agora: o token não será mostrado de novo. Se perdê-lo, revogue este agente e conecte outro. Para o agente
        iniciar sozinho com o computador, instale-o como serviço (veja o manual).
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
