import { Text } from '@mantine/core';

/** One labelled figure of a tab's header (Atendente, Total…). */
export function Info({
  rotulo,
  valor,
  destaque,
  testId,
}: {
  rotulo: string;
  valor: string;
  destaque?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {rotulo}
      </Text>
      <Text fw={destaque ? 800 : 600} fz={destaque ? 'lg' : 'sm'} data-testid={testId}>
        {valor}
      </Text>
    </div>
  );
}
