import { Alert, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { Credenciais } from './tipos';

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {rotulo}
      </Text>
      <Code fz="sm" style={{ wordBreak: 'break-all' }}>
        {valor}
      </Code>
    </div>
  );
}

/** The new company's administrator credentials, shown once after creation (spec 2.10). */
export function CredenciaisAlert({ cred, onClose }: { cred: Credenciais; onClose(): void }) {
  return (
    <Alert
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel="Fechar credenciais"
      onClose={onClose}
      icon={<IconKey size={20} />}
      title="Empresa criada! Credenciais do administrador"
      data-testid="credenciais-admin"
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          <Linha rotulo="Empresa" valor={cred.empresa} />
          <Linha rotulo="Nome" valor={cred.nome} />
          <Linha rotulo="E-mail" valor={cred.email} />
          <Linha rotulo="Senha" valor={cred.senha} />
        </SimpleGrid>
        <Text size="sm">
          Anote estas credenciais: a senha não será exibida novamente. O administrador acessa o sistema em <b>/login</b>{' '}
          com este e-mail e senha.
        </Text>
      </Stack>
    </Alert>
  );
}
