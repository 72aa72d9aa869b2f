import { ActionIcon, Badge, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { PERFIL_LABEL, normalizarPerfil, type UsuarioDTO } from '@comanda/shared';

interface Props {
  usuarios: UsuarioDTO[];
  onEditar(u: UsuarioDTO): void;
  onExcluir(u: UsuarioDTO): void;
}

const perfilDe = (u: UsuarioDTO) => {
  const p = normalizarPerfil(u.perfil);
  return p ? PERFIL_LABEL[p] : u.perfil;
};

const StatusBadge = ({ u }: { u: UsuarioDTO }) => (
  <Badge color={u.ativo === 'S' ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
    {u.ativo === 'S' ? 'Ativo' : 'Inativo'}
  </Badge>
);

function Acoes({ usuario, onEditar, onExcluir }: { usuario: UsuarioDTO } & Omit<Props, 'usuarios'>) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon variant="subtle" aria-label={`Editar ${usuario.nome}`} onClick={() => onEditar(usuario)}>
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Excluir ${usuario.nome}`}
        onClick={() => onExcluir(usuario)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The company's users as a table on desktop and as cards on a phone (a 5-column table does not fit 390 px). */
export function UsuariosLista({ usuarios, onEditar, onExcluir }: Props) {
  const desktop = useMediaQuery('(min-width: 48em)', true);

  if (!desktop) {
    return (
      <Stack gap="sm" data-testid="usuarios-cards">
        {usuarios.map((u) => (
          <Paper key={u.id} withBorder radius="md" p="sm" data-testid={`usuario-${u.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{u.nome}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                </Text>
              </div>
              <Acoes usuario={u} onEditar={onEditar} onExcluir={onExcluir} />
            </Group>
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Text size="sm">{perfilDe(u)}</Text>
              <StatusBadge u={u} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover verticalSpacing="sm" data-testid="usuarios-tabela">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Perfil</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {usuarios.map((u) => (
              <Table.Tr key={u.id} data-testid={`usuario-${u.id}`}>
                <Table.Td>{u.nome}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>{perfilDe(u)}</Table.Td>
                <Table.Td>
                  <StatusBadge u={u} />
                </Table.Td>
                <Table.Td>
                  <Acoes usuario={u} onEditar={onEditar} onExcluir={onExcluir} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
