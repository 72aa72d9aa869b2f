import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** 404 page; `voltar` null hides the link (the diner's app has nowhere to go back to). */
export function NotFoundPage({ voltar = '/' }: { voltar?: string | null }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Title order={3}>Página não encontrada</Title>
        <Text c="dimmed" ta="center">
          O endereço acessado não existe ou foi movido.
        </Text>
        {voltar && (
          <Button component="a" href={voltar} variant="light">
            Voltar ao início
          </Button>
        )}
      </Stack>
    </Center>
  );
}
