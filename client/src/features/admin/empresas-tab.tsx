import { lazy, useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { CredenciaisAlert } from './credenciais-alert';
import { EmpresasLista } from './empresas-lista';
import { ExcluirEmpresaDialog } from './excluir-empresa-dialog';
import { filtrarEmpresas } from './filtro';
import { SobDemanda } from '../../components/sob-demanda';

// the form dialogs (and the zod schemas they validate with) load when first opened
const NovaEmpresaDialog = lazy(() => import('./nova-empresa-dialog').then((m) => ({ default: m.NovaEmpresaDialog })));
const EditarEmpresaDialog = lazy(() =>
  import('./editar-empresa-dialog').then((m) => ({ default: m.EditarEmpresaDialog })),
);
import { ResumoCards } from './resumo-cards';
import { empresasOrdenadas, useAdmin } from './store';
import type { AdminEmpresaDTO } from '@comanda/shared';

export function EmpresasTab() {
  const mapa = useAdmin((s) => s.empresas);
  const todas = useMemo(() => empresasOrdenadas(mapa), [mapa]);
  const [busca, setBusca] = useState('');
  const visiveis = useMemo(() => filtrarEmpresas(todas, busca), [todas, busca]);
  const [novaAberta, setNovaAberta] = useState(false);
  const [editando, setEditando] = useState<AdminEmpresaDTO | null>(null);
  const [excluindo, setExcluindo] = useState<AdminEmpresaDTO | null>(null);
  const cred = useAdmin((s) => s.credenciais);
  const setCred = useAdmin((s) => s.setCredenciais);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          placeholder="Buscar por nome, CNPJ ou e-mail..."
          aria-label="Buscar empresas"
          leftSection={<IconSearch size={16} />}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
          miw={0}
        />
        <Button
          color="dark"
          leftSection={<IconPlus size={16} />}
          onClick={() => setNovaAberta(true)}
          w={{ base: '100%', xs: 'auto' }}
        >
          Nova Empresa
        </Button>
      </Group>

      {cred && <CredenciaisAlert cred={cred} onClose={() => setCred(null)} />}

      <ResumoCards empresas={todas} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Empresas Cadastradas</Title>
          <Text size="sm" c="dimmed">
            {busca.trim() ? `${visiveis.length} de ${todas.length}` : `${todas.length} empresa(s)`}
          </Text>
        </Group>
        {visiveis.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {todas.length === 0 ? 'Nenhuma empresa cadastrada' : 'Nenhuma empresa encontrada'}
          </Text>
        ) : (
          <EmpresasLista empresas={visiveis} onEditar={setEditando} onExcluir={setExcluindo} />
        )}
      </Paper>

      <SobDemanda ativo={novaAberta}>
        <NovaEmpresaDialog aberto={novaAberta} onClose={() => setNovaAberta(false)} onCriada={setCred} />
      </SobDemanda>
      <SobDemanda ativo={!!editando}>
        <EditarEmpresaDialog empresa={editando} onClose={() => setEditando(null)} />
      </SobDemanda>
      <ExcluirEmpresaDialog empresa={excluindo} onClose={() => setExcluindo(null)} />
    </Stack>
  );
}
