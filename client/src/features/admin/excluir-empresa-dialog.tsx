import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconAlertTriangle } from '@tabler/icons-react';
import { toast } from '../../lib/notify';
import { executarAcao } from '../../lib/acao';
import { ERRO_ADMIN } from './erros';
import { useAdmin } from './store';
import type { AdminEmpresaDTO } from '@comanda/shared';

export function ExcluirEmpresaDialog({ empresa, onClose }: { empresa: AdminEmpresaDTO | null; onClose(): void }) {
  const [enviando, setEnviando] = useState(false);
  const excluir = useAdmin((s) => s.excluirEmpresa);
  // keeps the name on screen while the dialog closes
  const ultima = useRef(empresa);
  if (empresa) ultima.current = empresa;

  async function confirmar() {
    if (!empresa) return;
    setEnviando(true);
    const r = await executarAcao(() => excluir(empresa.id), { erro: 'Erro ao excluir empresa', ...ERRO_ADMIN });
    setEnviando(false);
    if (!r.ok) return;
    toast.ok('Empresa excluída com sucesso!', empresa.fantasia);
    onClose();
  }

  return (
    <Dialogo opened={!!empresa} onClose={onClose} title="Excluir Empresa">
      <Stack>
        <Text>Tem certeza que deseja excluir a empresa "{ultima.current?.fantasia}"?</Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          Os usuários, mesas, cardápio e vendas da empresa também serão removidos. Esta ação não pode ser desfeita.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={enviando} onClick={confirmar}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Dialogo>
  );
}
