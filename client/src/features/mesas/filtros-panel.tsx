import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Indicator,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
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
  /** shown on phones in place of the panel's title: the one-line summary, so the tables start high up */
  resumo: ReactNode;
}

/** 'Filtros de Busca' (spec 2.4); on phones a compact bar: the summary line, a search toggle and the refresh. */
export function FiltrosPanel({ numero, nome, onNumero, onNome, onLimpar, onAtualizar, resultado, resumo }: Props) {
  const [aberto, setAberto] = useLocalStorage({
    key: STORAGE.filtrosExpandidos,
    defaultValue: false,
    // read in the first render, not in an effect that renders the panel twice (no server rendering here)
    getInitialValueInEffect: false,
  });
  const ativos = [numero, nome].filter((v) => v.trim()).length;
  return (
    <Card withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Box hiddenFrom="sm" style={{ flex: 1 }}>
          {resumo}
        </Box>
        <BotaoFiltros aberto={aberto} ativos={ativos} onClick={() => setAberto(!aberto)} />
        <UnstyledButton onClick={() => setAberto(!aberto)} style={{ flex: 1 }} aria-expanded={aberto} visibleFrom="sm">
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
        {/* on phones it is in the open panel: the bar keeps its room for the summary */}
        <ActionIcon
          variant="subtle"
          onClick={onAtualizar}
          aria-label="Atualizar mesas"
          title="Atualizar"
          visibleFrom="sm"
        >
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
          <Group gap="xs">
            <Button
              variant="subtle"
              size="xs"
              onClick={onAtualizar}
              hiddenFrom="sm"
              leftSection={<IconRefresh size={16} />}
            >
              Atualizar
            </Button>
            <Button variant="subtle" size="xs" onClick={onLimpar} disabled={ativos === 0}>
              Limpar Filtros
            </Button>
          </Group>
        </Group>
      </Collapse>
    </Card>
  );
}

/** The phone's filter toggle: a search button, with a dot while filters are on. */
function BotaoFiltros({ aberto, ativos, onClick }: { aberto: boolean; ativos: number; onClick(): void }) {
  return (
    <Indicator hiddenFrom="sm" disabled={ativos === 0} size={10} offset={6}>
      <ActionIcon
        variant={aberto ? 'light' : 'subtle'}
        onClick={onClick}
        aria-label="Filtros de Busca"
        aria-expanded={aberto}
        title="Filtros de Busca"
      >
        <IconSearch size={18} />
      </ActionIcon>
    </Indicator>
  );
}
