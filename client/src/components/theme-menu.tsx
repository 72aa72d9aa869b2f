import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The theme menu itself (Mantine Menu and its floating layer): loaded by ThemeToggle on the first click. */
export default function ThemeMenu({
  alvo,
  aberto,
  onChange,
}: {
  alvo: ReactNode;
  aberto: boolean;
  onChange(aberto: boolean): void;
}) {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal opened={aberto} onChange={onChange}>
      <Menu.Target>{alvo}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSun size={16} />} onClick={() => setColorScheme('light')}>
          Claro
        </Menu.Item>
        <Menu.Item leftSection={<IconMoon size={16} />} onClick={() => setColorScheme('dark')}>
          Escuro
        </Menu.Item>
        <Menu.Item leftSection={<IconDeviceDesktop size={16} />} onClick={() => setColorScheme('auto')}>
          Sistema
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
