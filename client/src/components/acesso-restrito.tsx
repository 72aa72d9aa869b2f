import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Shown to users without the permission; sends them to / after 2 s (spec 2.7). */
export function AcessoRestrito({ mensagem }: { mensagem?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => navigate('/', { replace: true }), 2000);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={3}>Acesso Restrito</Title>
        {mensagem && (
          <Text c="dimmed" ta="center">
            {mensagem}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
