import { Group, Text } from '@mantine/core';
import { IconPrinter, IconPrinterOff } from '@tabler/icons-react';
import { useResumoImpressao } from '../../lib/impressao-store';

/** The printers at a glance above the map (issue 23): hidden without printers; the first problem, or all is well. */
export function ImpressaoStatus() {
  const r = useResumoImpressao();
  if (!r) return null;
  const Icone = r.ok ? IconPrinter : IconPrinterOff;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      title={r.linhas.join('\n')}
      data-testid="impressao-status"
      data-estado={r.ok ? 'ok' : 'alerta'}
      c={r.ok ? 'dimmed' : 'orange'}
    >
      <Icone size={16} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" fw={r.ok ? 500 : 700} truncate>
        {r.titulo}
      </Text>
    </Group>
  );
}
