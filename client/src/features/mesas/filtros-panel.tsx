import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconRefresh, IconSearch } from '@tabler/icons-react';
import { STORAGE } from '../../lib/storage';

interface Props {
  numero: string;
  nome: string;
  onNumero(v: string): void;
  onNome(v: string): void;
  onLimpar(): void;
  onAtualizar(): void;
  resultado: string;
}

export function FiltrosPanel({ numero, nome, onNumero, onNome, onLimpar, onAtualizar, resultado }: Props) {
  const [aberto, setAberto] = useLocalStorage({ key: STORAGE.filtrosExpandidos, defaultValue: false });
  const ativos = [numero, nome].filter((v) => v.trim()).length;
  return (
    <Card withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton onClick={() => setAberto(!aberto)} style={{ flex: 1 }} aria-expanded={aberto}>
          <Group gap="xs">
            <Text fw={600}>Filtros de Busca</Text>
            {ativos > 0 && (
              <Badge size="sm" variant="light">
                {ativos} ativo(s)
              </Badge>
            )}
            <IconChevronDown
              size={18}
              style={{ transform: aberto ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
        <ActionIcon variant="subtle" onClick={onAtualizar} aria-label="Atualizar mesas" title="Atualizar">
          <IconRefresh size={18} />
        </ActionIcon>
      </Group>
      <Collapse expanded={aberto}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput
            label="Número da mesa"
            placeholder="Ex.: 12"
            inputMode="numeric"
            leftSection={<IconSearch size={16} />}
            value={numero}
            onChange={(e) => onNumero(e.currentTarget.value)}
          />
          <TextInput
            label="Nome do cliente"
            placeholder="Reserva ou comanda"
            leftSection={<IconSearch size={16} />}
            value={nome}
            onChange={(e) => onNome(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed" data-testid="filtro-resultado">
            {resultado}
          </Text>
          <Button variant="subtle" size="xs" onClick={onLimpar} disabled={ativos === 0}>
            Limpar Filtros
          </Button>
        </Group>
      </Collapse>
    </Card>
  );
}
