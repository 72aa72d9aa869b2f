import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconCalendarCheck, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { AdminEmpresaDTO } from '@comanda/shared';

function Card({
  titulo,
  valor,
  icone,
  cor,
  testId,
}: {
  titulo: string;
  valor: ReactNode;
  icone: ReactNode;
  cor: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {titulo}
          </Text>
          <Text fz={26} fw={800} lh={1.2} mt={4}>
            {valor}
          </Text>
        </div>
        <ThemeIcon variant="light" color={cor} size={38} radius="md">
          {icone}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Four summary cards (spec 2.10): totals over every company, not the filtered list. */
export function ResumoCards({ empresas }: { empresas: AdminEmpresaDTO[] }) {
  const ativas = empresas.filter((e) => e.ativo === 'S').length;
  const inativas = empresas.filter((e) => e.ativo === 'N').length;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Card
        testId="card-total"
        titulo="Total Empresas"
        valor={empresas.length}
        cor="blue"
        icone={<IconBuildingStore size={22} />}
      />
      <Card
        testId="card-ativas"
        titulo="Empresas Ativas"
        valor={ativas}
        cor="green"
        icone={<IconCircleCheck size={22} />}
      />
      <Card
        testId="card-inativas"
        titulo="Empresas Inativas"
        valor={inativas}
        cor="red"
        icone={<IconCircleX size={22} />}
      />
      <Card
        testId="card-atualizacao"
        titulo="Última Atualização"
        valor="Hoje"
        cor="orange"
        icone={<IconCalendarCheck size={22} />}
      />
    </SimpleGrid>
  );
}
