// Mantine's base CSS, in Mantine's layer like all of its CSS (app/estilos-staff.ts says why); each app adds its components'.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider, createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import type { ReactNode } from 'react';
import { STORAGE } from '../lib/storage';
import { CORES_AA } from './cores';

const theme = createTheme({
  primaryColor: 'orange',
  colors: CORES_AA,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

// Mantine's dark 'dimmed' (dark.2) is 3.5:1 on a dark card: one step lighter reads at AA (the light one is in CORES_AA)
const variaveis: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

// theme choice kept under vite-ui-theme; default follows the OS (spec 4.4)
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE.theme });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={variaveis}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}
