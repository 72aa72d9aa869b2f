import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage({ voltar = '/' }: { voltar?: string }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed">404</Title>
        <Title order={3}>Página não encontrada</Title>
        <Text c="dimmed" ta="center">O endereço acessado não existe ou foi movido.</Text>
        <Button component={Link} to={voltar} variant="light">Voltar ao início</Button>
      </Stack>
    </Center>
  );
}
