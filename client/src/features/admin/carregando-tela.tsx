import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen spinner for the dashboard's first load (spec 2.10). */
export function CarregandoTela() {
  return (
    <Center
      pos="fixed"
      inset={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 300 }}
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="sm">
        <Loader size="lg" color="dark" />
        <Text c="dimmed">Carregando...</Text>
      </Stack>
    </Center>
  );
}
