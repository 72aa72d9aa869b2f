import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { executarAcao } from '../../lib/acao';
import { entrar } from './api';
import { salvarAdmin } from './admin-session';

export function AdminLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [enviando, setEnviando] = useState(false);
  const navigate = useNavigate();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!username || !password) return;
    setEnviando(true);
    const r = await executarAcao(() => entrar(username, password), {
      ok: (res) => ['Login realizado!', res.message],
      erro: 'Erro no login',
      padrao: 'Erro interno do servidor',
    });
    setEnviando(false);
    if (!r.ok) return;
    salvarAdmin(r.valor.token, r.valor.user);
    navigate('/admin/dashboard');
  }

  return (
    <Center
      mih="100dvh"
      p="md"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-dark-7), var(--mantine-color-dark-9))' }}
    >
      <Paper withBorder shadow="xl" radius="lg" p="xl" w="100%" maw={400}>
        <form onSubmit={submit}>
          <Stack>
            <Stack align="center" gap={4}>
              <ThemeIcon size={56} radius="md" color="dark">
                <IconShieldLock size={32} />
              </ThemeIcon>
              <Title order={2}>Admin SaaS</Title>
              <Text c="dimmed" size="sm">
                Acesso restrito ao painel administrativo
              </Text>
            </Stack>
            <TextInput
              label="Usuário"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <PasswordInput
              label="Senha"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button
              type="submit"
              color="dark"
              size="md"
              disabled={!username || !password || enviando}
              loading={enviando}
            >
              Acessar Painel
            </Button>
            <Anchor component={Link} to="/" ta="center" size="sm" onClick={() => (window.location.href = '/')}>
              Voltar ao Sistema
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
