import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBolt,
  IconBuildingStore,
  IconDatabase,
  IconPlugConnected,
  IconReceipt,
  IconTag,
  IconUsers,
} from '@tabler/icons-react';
import { formatDataHora, type AdminAuditoriaDTO, type AdminSistemaDTO } from '@comanda/shared';
import { buscarSistema, listarAuditoria } from './api';
import { avisarErro } from './erros';

const ROTULO_ACAO: Record<string, string> = {
  'empresa.criar': 'Empresa criada',
  'empresa.editar': 'Empresa editada',
  'empresa.desativar': 'Empresa desativada',
  'empresa.excluir': 'Empresa excluída',
  'usuario.criar': 'Usuário criado',
};
const COR_ACAO: Record<string, string> = { criar: 'green', editar: 'blue', desativar: 'orange', excluir: 'red' };
const AcaoBadge = ({ acao }: { acao: string }) => (
  <Badge variant="light" color={COR_ACAO[acao.split('.').pop() ?? ''] ?? 'gray'} tt="none" title={acao}>
    {ROTULO_ACAO[acao] ?? acao}
  </Badge>
);

function Fato({ titulo, valor, icone, cor }: { titulo: string; valor: ReactNode; icone: ReactNode; cor: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group wrap="nowrap" gap={8} mb={6}>
        <ThemeIcon variant="light" color={cor} size={28} radius="md">
          {icone}
        </ThemeIcon>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
          {titulo}
        </Text>
      </Group>
      <Text fw={700} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {valor}
      </Text>
    </Paper>
  );
}

/** The platform's facts and its last 50 audited actions (null while loading). */
function useSistema() {
  const [sistema, setSistema] = useState<AdminSistemaDTO | null>(null);
  const [auditoria, setAuditoria] = useState<AdminAuditoriaDTO[] | null>(null);
  useEffect(() => {
    let vivo = true;
    buscarSistema()
      .then((s) => vivo && setSistema(s))
      .catch((err) => avisarErro('Erro ao carregar informações do sistema', err));
    listarAuditoria(50)
      .then((a) => vivo && setAuditoria(a))
      .catch((err) => {
        avisarErro('Erro ao carregar auditoria', err);
        if (vivo) setAuditoria([]);
      });
    return () => {
      vivo = false;
    };
  }, []);
  return { sistema, auditoria };
}

export function SistemaTab() {
  const { sistema, auditoria } = useSistema();
  const desktop = useMediaQuery('(min-width: 48em)', true);
  return (
    <Stack gap="md">
      <FatosDoSistema sistema={sistema} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={4} mb="sm">
          Auditoria
        </Title>
        {auditoria == null ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
            <Text c="dimmed">Carregando...</Text>
          </Group>
        ) : auditoria.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            Nenhuma ação registrada
          </Text>
        ) : desktop ? (
          <TabelaAuditoria auditoria={auditoria} />
        ) : (
          <ListaAuditoria auditoria={auditoria} />
        )}
      </Paper>
    </Stack>
  );
}

function FatosDoSistema({ sistema: s }: { sistema: AdminSistemaDTO | null }) {
  const n = (v: number | undefined) => (v == null ? '—' : v.toLocaleString('pt-BR'));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="sistema-fatos">
      <Fato titulo="Versão" valor={s?.versao ?? '—'} cor="gray" icone={<IconTag size={16} />} />
      <Fato titulo="Banco de dados" valor={s?.banco ?? '—'} cor="indigo" icone={<IconDatabase size={16} />} />
      <Fato titulo="Tempo real" valor={s?.adaptador_tempo_real ?? '—'} cor="yellow" icone={<IconBolt size={16} />} />
      <Fato titulo="Empresas" valor={n(s?.empresas)} cor="blue" icone={<IconBuildingStore size={16} />} />
      <Fato titulo="Usuários" valor={n(s?.usuarios)} cor="grape" icone={<IconUsers size={16} />} />
      <Fato titulo="Comandas abertas" valor={n(s?.comandas_abertas)} cor="orange" icone={<IconReceipt size={16} />} />
      <Fato
        titulo="Conexões ativas"
        valor={n(s?.sockets_conectados)}
        cor="teal"
        icone={<IconPlugConnected size={16} />}
      />
    </SimpleGrid>
  );
}

function TabelaAuditoria({ auditoria }: { auditoria: AdminAuditoriaDTO[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="auditoria-tabela">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Administrador</Table.Th>
            <Table.Th>Ação</Table.Th>
            <Table.Th>Alvo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {auditoria.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDataHora(a.criado_em)}</Table.Td>
              <Table.Td>{a.admin_nome}</Table.Td>
              <Table.Td>
                <AcaoBadge acao={a.acao} />
              </Table.Td>
              <Table.Td>{a.alvo ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: one block per action. */
function ListaAuditoria({ auditoria }: { auditoria: AdminAuditoriaDTO[] }) {
  return (
    <Stack gap={0}>
      {auditoria.map((a) => (
        <Stack key={a.id} gap={2} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Group justify="space-between" wrap="nowrap">
            <AcaoBadge acao={a.acao} />
            <Text size="xs" c="dimmed">
              {formatDataHora(a.criado_em)}
            </Text>
          </Group>
          <Text size="sm">{a.alvo ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            por {a.admin_nome}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
