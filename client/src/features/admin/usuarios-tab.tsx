import { lazy, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PERFIL_LABEL, type AdminUsuarioDTO } from '@comanda/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { listarUsuarios } from './api';
import { avisarErro } from './erros';
import { filtrarUsuarios } from './filtro';
import { SobDemanda } from '../../components/sob-demanda';

// the form dialog (and the zod schema it validates with) loads when first opened
const NovoUsuarioDialog = lazy(() => import('./novo-usuario-dialog').then((m) => ({ default: m.NovoUsuarioDialog })));
import { empresasOrdenadas, useAdmin } from './store';

const rotuloPerfil = (p: string) => {
  const n = p.toUpperCase();
  return n in PERFIL_LABEL ? PERFIL_LABEL[n as keyof typeof PERFIL_LABEL] : p;
};
const CORES_PERFIL: Record<string, string> = { ADMIN: 'grape', GERENTE: 'blue', GARCOM: 'orange', CAIXA: 'teal' };

const PerfilBadge = ({ perfil }: { perfil: string }) => (
  <Badge variant="light" color={CORES_PERFIL[perfil.toUpperCase()] ?? 'gray'}>
    {rotuloPerfil(perfil)}
  </Badge>
);
const StatusBadge = ({ ativo }: { ativo: string }) => (
  <Badge variant="dot" color={ativo === 'S' ? 'green' : 'red'}>
    {ativo === 'S' ? 'Ativo' : 'Inativo'}
  </Badge>
);

/** Every staff user of the platform (null while loading). */
function useUsuarios() {
  const [usuarios, setUsuarios] = useState<AdminUsuarioDTO[] | null>(null);
  useEffect(() => {
    let vivo = true;
    listarUsuarios()
      .then((u) => vivo && setUsuarios(u))
      .catch((err) => {
        avisarErro('Erro ao carregar usuários', err);
        if (vivo) setUsuarios([]);
      });
    return () => {
      vivo = false;
    };
  }, []);
  return [usuarios, setUsuarios] as const;
}

export function UsuariosTab() {
  const [usuarios, setUsuarios] = useUsuarios();
  const [busca, setBusca] = useState('');
  const [aberto, setAberto] = useState(false);
  const mapa = useAdmin((s) => s.empresas);
  const empresas = useMemo(() => empresasOrdenadas(mapa), [mapa]);
  const desktop = useMediaQuery('(min-width: 48em)', true);

  const visiveis = useMemo(() => filtrarUsuarios(usuarios ?? [], busca), [usuarios, busca]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          placeholder="Buscar por nome, e-mail ou empresa..."
          aria-label="Buscar usuários"
          leftSection={<IconSearch size={16} />}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
          miw={0}
        />
        <Button
          color="dark"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAberto(true)}
          w={{ base: '100%', xs: 'auto' }}
        >
          Novo Usuário
        </Button>
      </Group>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Usuários da Plataforma</Title>
          {usuarios && (
            <Text size="sm" c="dimmed">
              {busca.trim() ? `${visiveis.length} de ${usuarios.length}` : `${usuarios.length} usuário(s)`}
            </Text>
          )}
        </Group>
        {usuarios == null ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
            <Text c="dimmed">Carregando...</Text>
          </Group>
        ) : visiveis.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {usuarios.length === 0 ? 'Nenhum usuário cadastrado' : 'Nenhum usuário encontrado'}
          </Text>
        ) : desktop ? (
          <TabelaUsuarios usuarios={visiveis} />
        ) : (
          <CartoesUsuarios usuarios={visiveis} />
        )}
      </Paper>

      <SobDemanda ativo={aberto}>
        <NovoUsuarioDialog
          aberto={aberto}
          empresas={empresas}
          onClose={() => setAberto(false)}
          onCriado={(u) => {
            // the create response may lack the company name: reload the list
            setUsuarios((lista) =>
              lista ? [...lista, { ...u, empresa_nome: u.empresa_nome ?? mapa[u.empresa_id]?.fantasia ?? '' }] : lista,
            );
            listarUsuarios()
              .then(setUsuarios)
              .catch(() => {});
          }}
        />
      </SobDemanda>
    </Stack>
  );
}

function TabelaUsuarios({ usuarios }: { usuarios: AdminUsuarioDTO[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="usuarios-tabela">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>E-mail / usuário</Table.Th>
            <Table.Th>Perfil</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Empresa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usuarios.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td fw={600}>{u.nome}</Table.Td>
              <Table.Td>
                <Text size="sm">{u.email}</Text>
                {u.username && u.username !== u.email && (
                  <Text size="xs" c="dimmed">
                    {u.username}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <PerfilBadge perfil={u.perfil} />
              </Table.Td>
              <Table.Td>
                <StatusBadge ativo={u.ativo} />
              </Table.Td>
              <Table.Td>{u.empresa_nome}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CartoesUsuarios({ usuarios }: { usuarios: AdminUsuarioDTO[] }) {
  return (
    <Stack gap="sm" data-testid="usuarios-cards">
      {usuarios.map((u) => (
        <Paper key={u.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {u.nome}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {u.email || u.username}
              </Text>
            </div>
            <PerfilBadge perfil={u.perfil} />
          </Group>
          <Group justify="space-between" mt={6} wrap="nowrap">
            <Text size="sm" truncate>
              {u.empresa_nome}
            </Text>
            <StatusBadge ativo={u.ativo} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
