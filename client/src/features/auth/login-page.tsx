import { useState } from 'react';
// The login is its own light entry: it brings only its components' CSS (the staff app loads the full sheet). Its card,
// logo and heading are plain elements styled like Paper, ThemeIcon and Title (login-page.module.css, components/logo),
// so none of those components, nor the icon library, loads here.
// in the order of Mantine's full stylesheet: later files override earlier ones (Button over UnstyledButton)
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
// the toasts' (the notification area itself loads with the first toast, after the staff app's full sheet)
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { Button, Center, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { executarAcao } from '../../lib/acao';
import { entrar as entrarApi } from './api';
import { toast } from '../../lib/notify';
import { Logo } from '../../components/logo';
import { useSession } from '../../lib/session-store';
import classes from './login-page.module.css';

/** Staff sign-in; `onEntrou` moves on to the staff app (no router here, so the login chunk stays small). */
export function LoginPage({ onEntrou }: { onEntrou: () => void }) {
  const [usuario, setUsuario] = useState('');
  const [senha, setSenha] = useState('');
  const [enviando, setEnviando] = useState(false);
  const entrar = useSession((s) => s.entrar);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!usuario || !senha) return;
    setEnviando(true);
    const r = await executarAcao(() => entrarApi(usuario, senha), {
      ok: (res) => ['Login realizado!', `Bem-vindo(a) ao ${res.empresa.fantasia}, ${res.user.nome}`],
      erro: 'Erro no login',
      padrao: 'Verifique suas credenciais',
    });
    setEnviando(false);
    if (!r.ok) return;
    entrar(r.valor);
    // toasts show one at a time: the first-access hint follows the welcome
    if (r.valor.user.primeiro_acesso)
      setTimeout(() => toast.info('Primeiro acesso detectado', 'Configure o sistema conforme suas necessidades'), 2500);
    onEntrou();
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <div className={classes.cartao}>
        <form onSubmit={submit}>
          <Stack>
            <Stack align="center" gap={4}>
              <Logo size={56} />
              <h2 className={classes.titulo}>Comanda Viva</h2>
              <Text c="dimmed" size="sm">
                Entre com seu usuário e senha
              </Text>
            </Stack>
            <TextInput
              label="Usuário"
              placeholder="seu@email.com.br"
              autoComplete="username"
              value={usuario}
              onChange={(e) => setUsuario(e.currentTarget.value)}
            />
            <PasswordInput
              label="Senha"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar senha' }}
              autoComplete="current-password"
              value={senha}
              onChange={(e) => setSenha(e.currentTarget.value)}
            />
            <Button type="submit" size="md" disabled={!usuario || !senha || enviando}>
              {enviando ? 'Entrando...' : 'Entrar'}
            </Button>
          </Stack>
        </form>
      </div>
    </Center>
  );
}
