import { ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

export function Logo({ size = 40 }: { size?: number }) {
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="gradient"
      gradient={{ from: 'orange.6', to: 'red.6', deg: 135 }}
      aria-hidden
    >
      <IconToolsKitchen2 size={size * 0.6} />
    </ThemeIcon>
  );
}
