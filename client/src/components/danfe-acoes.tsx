import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { temPermissao } from '@comanda/shared';
import { useSession } from '../lib/session-store';
import { useAcao } from '../lib/use-acao';
import { abrirDanfePdf, imprimirDanfe } from './api';
import { ImprimirNaImpressora } from './imprimir-na-impressora';

/**
 * The DANFE NFC-e of a tab's authorized note (issue 38): 'DANFE (PDF)' opens it on screen; 'Imprimir DANFE' (the
 * cashier) prints it again on a printer that prints DANFE NFC-e, shown only when one is active.
 */
export function DanfeAcoes({ vendaId }: { vendaId: number }) {
  const perfil = useSession((s) => s.user?.perfil);
  const { executar, enviando } = useAcao();
  const abrir = () => void executar(() => abrirDanfePdf(vendaId), { erro: 'Não foi possível abrir o DANFE' });
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        loading={enviando}
        onClick={abrir}
        data-testid="danfe-pdf"
      >
        DANFE (PDF)
      </Button>
      {temPermissao(perfil, 'close_sales') && (
        <ImprimirNaImpressora
          size="xs"
          variant="light"
          tipo="nfce"
          rotulo="Imprimir DANFE"
          imprimir={(id) => imprimirDanfe(vendaId, id)}
        />
      )}
    </Group>
  );
}
