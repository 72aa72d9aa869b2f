import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Badge, Box, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconLogout, IconServer, IconUsers } from '@tabler/icons-react';
import { sair as sairApi } from './api';
import { adminAtual, limparAdmin } from './admin-session';
import { adminTabs } from './admin-tabs';
import { CarregandoTela } from './carregando-tela';
import { useAdmin } from './store';

export function AdminDashboardPage() {
  const admin = adminAtual();
  const logado = !!admin;
  const navigate = useNavigate();
  const carregando = useAdmin((s) => s.carregando);
  const carregarEmpresas = useAdmin((s) => s.carregarEmpresas);
  const limparDados = useAdmin((s) => s.limpar);

  useEffect(() => {
    if (!logado) return;
    // a 401 on any admin call (expired or revoked token) ends the admin session
    const onExpirada = (ev: Event) => {
      const path = (ev as CustomEvent<{ path?: string }>).detail?.path ?? '';
      if (path && !path.startsWith('/api/admin/')) return;
      limparAdmin();
      limparDados();
      navigate('/admin/login', { replace: true });
    };
    window.addEventListener('sessao-expirada', onExpirada);
    void carregarEmpresas();
    return () => window.removeEventListener('sessao-expirada', onExpirada);
  }, [logado, carregarEmpresas, limparDados, navigate]);

  if (!admin) return <Navigate to="/admin/login" replace />;
  if (carregando) return <CarregandoTela />;

  async function sair() {
    await sairApi().catch(() => {});
    limparAdmin();
    limparDados();
    navigate('/admin/login');
  }

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-light)">
      <Box bg="dark.7" c="white" py="md">
        <Container size="xl">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Box>
              <Title order={3}>Painel Administrativo</Title>
              <Text size="sm" c="gray.4">
                Gestão de empresas da plataforma
              </Text>
            </Box>
            <Group gap="sm">
              <Box ta="right">
                <Text fw={600} size="sm">
                  {admin.nome}
                </Text>
                <Badge color="orange" size="xs">
                  SuperAdmin
                </Badge>
              </Box>
              <Button variant="white" color="dark" size="xs" onClick={() => (window.location.href = '/')}>
                Sistema Normal
              </Button>
              <Button color="red" size="xs" leftSection={<IconLogout size={14} />} onClick={sair}>
                Sair
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="md">
        <Tabs defaultValue="empresas" keepMounted={false}>
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="empresas" px={{ base: 8, sm: 'md' }} leftSection={<IconBuildingStore size={16} />}>
              Empresas
            </Tabs.Tab>
            <Tabs.Tab value="usuarios" px={{ base: 8, sm: 'md' }} leftSection={<IconUsers size={16} />}>
              Usuários
            </Tabs.Tab>
            <Tabs.Tab value="configuracoes" px={{ base: 8, sm: 'md' }} leftSection={<IconServer size={16} />}>
              Sistema
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="empresas">{adminTabs.empresas}</Tabs.Panel>
          <Tabs.Panel value="usuarios">{adminTabs.usuarios}</Tabs.Panel>
          <Tabs.Panel value="configuracoes">{adminTabs.sistema}</Tabs.Panel>
        </Tabs>
      </Container>
    </Box>
  );
}
