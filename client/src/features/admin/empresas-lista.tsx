import { ActionIcon, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { formatData, formatarCnpj, type AdminEmpresaDTO } from '@comanda/shared';

interface Props {
  empresas: AdminEmpresaDTO[];
  onEditar(e: AdminEmpresaDTO): void;
  onExcluir(e: AdminEmpresaDTO): void;
}

export const StatusBadge = ({ ativo }: { ativo: 'S' | 'N' }) => (
  <Badge color={ativo === 'S' ? 'green' : 'red'} variant="light">
    {ativo === 'S' ? 'Ativa' : 'Inativa'}
  </Badge>
);

function Acoes({ empresa, onEditar, onExcluir }: { empresa: AdminEmpresaDTO } & Omit<Props, 'empresas'>) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="blue"
        title="Editar empresa"
        aria-label={`Editar ${empresa.fantasia}`}
        onClick={() => onEditar(empresa)}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        title="Excluir empresa"
        aria-label={`Excluir ${empresa.fantasia}`}
        onClick={() => onExcluir(empresa)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** Companies as a table on desktop and as cards on a phone. */
export function EmpresasLista({ empresas, onEditar, onExcluir }: Props) {
  const desktop = useMediaQuery('(min-width: 48em)', true);

  if (!desktop) {
    return (
      <Stack gap="sm" data-testid="empresas-cards">
        {empresas.map((e) => (
          <Paper key={e.id} withBorder radius="md" p="sm" data-testid={`empresa-${e.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} truncate>
                  {e.fantasia}
                </Text>
                {e.cnpj && (
                  <Text size="sm" c="dimmed">
                    {formatarCnpj(e.cnpj)}
                  </Text>
                )}
              </div>
              <Acoes empresa={e} onEditar={onEditar} onExcluir={onExcluir} />
            </Group>
            <Text size="sm" mt={4} truncate>
              {e.email || '—'}
            </Text>
            <Group justify="space-between" mt={6}>
              <StatusBadge ativo={e.ativo} />
              <Text size="xs" c="dimmed">
                Cadastro: {formatData(e.data_cadastro)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="empresas-tabela">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome Fantasia</Table.Th>
            <Table.Th>CNPJ</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Data Cadastro</Table.Th>
            <Table.Th w={90}>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empresas.map((e) => (
            <Table.Tr key={e.id} data-testid={`empresa-${e.id}`}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {e.fantasia}
                </Text>
                {e.razao_social && (
                  <Text size="xs" c="dimmed">
                    {e.razao_social}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.cnpj ? formatarCnpj(e.cnpj) : '—'}</Table.Td>
              <Table.Td>{e.email || '—'}</Table.Td>
              <Table.Td>
                <StatusBadge ativo={e.ativo} />
              </Table.Td>
              <Table.Td>{formatData(e.data_cadastro)}</Table.Td>
              <Table.Td>
                <Acoes empresa={e} onEditar={onEditar} onExcluir={onExcluir} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
