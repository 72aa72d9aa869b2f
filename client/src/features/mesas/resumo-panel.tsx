import { Card, Collapse, Group, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { STORAGE } from '../../lib/storage';
import { useMesas } from '../../lib/mesas-store';
import { COR_SITUACAO } from '../../components/mesa-visual';

const CARDS = [
  { chave: 'livre', label: 'Livres', um: 'livre', varios: 'livres', cor: COR_SITUACAO.L },
  { chave: 'ocupada', label: 'Ocupadas', um: 'ocupada', varios: 'ocupadas', cor: COR_SITUACAO.O },
  { chave: 'reservada', label: 'Reservadas', um: 'reservada', varios: 'reservadas', cor: COR_SITUACAO.R },
  { chave: 'bloqueada', label: 'Bloqueadas', um: 'bloqueada', varios: 'bloqueadas', cor: COR_SITUACAO.X },
  { chave: 'pediu_conta', label: 'Pediu Conta', um: 'pediu conta', varios: 'pediram conta', cor: COR_SITUACAO.P },
] as const;

/** The phone's summary: one line of counts ('8 livres · 2 ocupadas · 1 pediu conta'), so the tables start high up. */
export function ResumoLinha() {
  const resumo = useMesas((s) => s.resumo);
  const carregando = useMesas((s) => s.carregandoResumo);
  if (carregando) return <Skeleton h={16} w="80%" className="cv-blink" />;
  return (
    <Text size="sm" lh={1.35} data-testid="resumo-linha">
      {CARDS.map((c, i) => (
        <Text span key={c.chave} c={`var(--mantine-color-${c.cor}-light-color)`} fw={600}>
          {i > 0 && (
            <Text span c="dimmed">
              {' · '}
            </Text>
          )}
          <Text span fw={800}>
            {resumo[c.chave]}
          </Text>{' '}
          {resumo[c.chave] === 1 ? c.um : c.varios}
        </Text>
      ))}
    </Text>
  );
}

/** The summary cards (spec 2.4); phones show `ResumoLinha` in the filter bar instead. */
export function ResumoPanel() {
  const [aberto, setAberto] = useLocalStorage({
    key: STORAGE.statusExpandido,
    defaultValue: true,
    // read in the first render, not in an effect that renders the panel twice (no server rendering here)
    getInitialValueInEffect: false,
  });
  const resumo = useMesas((s) => s.resumo);
  const carregando = useMesas((s) => s.carregandoResumo);
  return (
    <Card withBorder radius="md" p="sm" visibleFrom="sm">
      <UnstyledButton onClick={() => setAberto(!aberto)} w="100%" aria-expanded={aberto}>
        <Group justify="space-between">
          <Text fw={600}>Resumo das Mesas</Text>
          <IconChevronDown
            size={18}
            style={{ transform: aberto ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={aberto}>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs" mt="sm">
          {CARDS.map((c) =>
            carregando ? (
              <Skeleton key={c.chave} h={64} radius="md" className="cv-blink" />
            ) : (
              <Card
                key={c.chave}
                radius="md"
                p="xs"
                bg={`var(--mantine-color-${c.cor}-light)`}
                data-testid={`resumo-${c.chave}`}
              >
                <Text size="xs" c={`var(--mantine-color-${c.cor}-light-color)`} fw={600}>
                  {c.label}
                </Text>
                <Text size="xl" fw={700}>
                  {resumo[c.chave]}
                </Text>
              </Card>
            ),
          )}
        </SimpleGrid>
      </Collapse>
    </Card>
  );
}
