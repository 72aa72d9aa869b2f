import { useEffect, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { temPermissao, type PainelDTO } from '@comanda/shared';
import { useSession } from '../../../lib/session-store';
import { buscarPainel } from './api';

/** The pickup board's address, for whoever may see the settings (the TV opens it once; its code is its credential). */
export function LinkPainel() {
  const pode = temPermissao(
    useSession((s) => s.user?.perfil),
    'view_settings',
  );
  const [painel, setPainel] = useState<PainelDTO | null>(null);
  useEffect(() => {
    if (pode) void buscarPainel().then(setPainel, () => setPainel(null));
  }, [pode]);
  if (!painel) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <IconDeviceTv size={18} aria-hidden />
      <Text size="sm">
        Painel de retirada para a TV:{' '}
        <Anchor href={painel.url} target="_blank" rel="noopener" data-testid="link-painel">
          abrir
        </Anchor>
      </Text>
    </Group>
  );
}
