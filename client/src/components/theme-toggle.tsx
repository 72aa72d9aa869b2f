import { Suspense, lazy, useState } from 'react';
import { comEstilos } from '../app/estilos-staff';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

// the menu and its floating-ui layer are not part of the first screen: they load on the first click
const ThemeMenu = lazy(comEstilos(() => import('./theme-menu')));

/** Claro / Escuro / Sistema, kept under vite-ui-theme by the color scheme manager. */
export function ThemeToggle() {
  const { colorScheme } = useMantineColorScheme();
  const [usado, setUsado] = useState(false);
  const [aberto, setAberto] = useState(false);
  const Icon = colorScheme === 'dark' ? IconMoon : colorScheme === 'light' ? IconSun : IconDeviceDesktop;
  const botao = (onClick?: () => void) => (
    <ActionIcon variant="default" size="lg" aria-label="Tema" title="Tema" data-testid="theme-toggle" onClick={onClick}>
      <Icon size={18} />
    </ActionIcon>
  );
  if (!usado)
    return botao(() => {
      setUsado(true);
      setAberto(true);
    });
  return (
    <Suspense fallback={botao()}>
      <ThemeMenu alvo={botao()} aberto={aberto} onChange={setAberto} />
    </Suspense>
  );
}
