import { ActionIcon, AppShell, Badge, Box, Burger, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { PERFIL_LABEL, normalizarPerfil } from '@comanda/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from './logo';
import { itemAtual, itensPermitidos } from './nav-items';
import { ThemeToggle } from './theme-toggle';

interface Props {
  user: { nome: string; perfil: string };
  onSair(): void;
  /** small status element in the header (e.g. the live connection indicator) */
  extraHeader?: ReactNode;
  children: ReactNode;
}

/** Staff shell (spec 2.2): 73 px header, side navigation gated by permission, mobile drawer with overlay. */
export function AppLayout({ user, onSair, extraHeader, children }: Props) {
  const [aberto, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const atual = itemAtual(pathname, user.perfil);
  const perfil = normalizarPerfil(user.perfil);
  return (
    <AppShell
      header={{ height: 73 }}
      navbar={{ width: 256, breakpoint: 'sm', collapsed: { mobile: !aberto } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={aberto} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menu" />
            <Logo />
            <Box>
              <Title order={4} lh={1.1}>
                Comanda Viva
              </Title>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                Sistema de Gestão
              </Text>
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {extraHeader}
            <ThemeToggle />
            <Box visibleFrom="xs" ta="right">
              <Text size="sm" fw={600} lh={1.2}>
                {user.nome}
              </Text>
              <Badge size="xs" variant="light">
                {perfil ? PERFIL_LABEL[perfil] : user.perfil}
              </Badge>
            </Box>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              title="Sair do sistema"
              aria-label="Sair do sistema"
              onClick={onSair}
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Stack gap={4}>
          {itensPermitidos(user.perfil).map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.label}
              description={item.descricao}
              leftSection={<item.icon size={20} />}
              active={atual?.path === item.path}
              onClick={close}
              data-testid={item.testId}
              style={{ borderRadius: 8 }}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      {/* dark overlay behind the open mobile menu; tapping it closes the menu */}
      {aberto && (
        <Box
          hiddenFrom="sm"
          onClick={close}
          style={{ position: 'fixed', inset: '73px 0 0 0', background: 'rgba(0,0,0,.55)', zIndex: 99 }}
          data-testid="menu-overlay"
        />
      )}
      <AppShell.Main>
        {atual && (
          <Box mb="md">
            <Title order={2}>{atual.label}</Title>
            <Text c="dimmed" size="sm">
              {atual.descricao}
            </Text>
          </Box>
        )}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
