import { ActionIcon, Badge, Box, Burger, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { PERFIL_LABEL, normalizarPerfil } from '@comanda/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from './logo';
import { itemAtual, itensPermitidos } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import s from './app-layout.module.css';

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
  const rotuloPerfil = perfil ? PERFIL_LABEL[perfil] : user.perfil;
  // below 'sm' the menu is a drawer: while closed it is off screen, so it must leave the Tab order too
  const gaveta = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <div className={s.raiz}>
      {/* react-remove-scroll's class: while a dialog locks the page's scroll, the header keeps clear of the scrollbar */}
      <header className={`${s.cabecalho} right-scroll-bar-position`}>
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
                {rotuloPerfil}
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
      </header>
      {/* 256 px on phones too (spec 2.2), over a dark overlay */}
      <nav className={s.menu} data-aberto={aberto || undefined} inert={gaveta && !aberto} data-testid="menu-lateral">
        <MenuLateral
          nome={user.nome}
          perfil={user.perfil}
          rotuloPerfil={rotuloPerfil}
          atual={atual?.path}
          onIr={close}
        />
      </nav>
      {aberto && <div className={s.fundo} onClick={close} data-testid="menu-overlay" />}
      <main className={s.principal}>
        {atual && (
          <Box mb="md">
            {/* smaller on phones, so the content (the table map) starts higher */}
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
              {atual.label}
            </Title>
            <Text c="dimmed" size="sm">
              {atual.descricao}
            </Text>
          </Box>
        )}
        {children}
      </main>
    </div>
  );
}

/** The side menu's content: who is signed in (on phones, where the header has no room for it) and the screens. */
function MenuLateral(props: { nome: string; perfil: string; rotuloPerfil: string; atual?: string; onIr(): void }) {
  return (
    <>
      <Box
        hiddenFrom="sm"
        px="xs"
        pb="sm"
        mb="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fw={700} data-testid="menu-usuario">
          {props.nome}
        </Text>
        <Badge size="sm" variant="light">
          {props.rotuloPerfil}
        </Badge>
      </Box>
      <Stack gap={4}>
        {itensPermitidos(props.perfil).map((item) => (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={item.label}
            description={item.descricao}
            leftSection={<item.icon size={20} />}
            active={props.atual === item.path}
            onClick={props.onIr}
            data-testid={item.testId}
            style={{ borderRadius: 8 }}
          />
        ))}
      </Stack>
    </>
  );
}
