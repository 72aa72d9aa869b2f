import { Card, Collapse, Group, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { STORAGE } from '../../lib/storage';
import { useMesas } from '../../lib/mesas-store';
import { COR_SITUACAO } from '../../components/mesa-visual';

const CARDS = [
  { chave: 'livre', label: 'Livres', cor: COR_SITUACAO.L },
  { chave: 'ocupada', label: 'Ocupadas', cor: COR_SITUACAO.O },
  { chave: 'reservada', label: 'Reservadas', cor: COR_SITUACAO.R },
  { chave: 'bloqueada', label: 'Bloqueadas', cor: COR_SITUACAO.X },
  { chave: 'pediu_conta', label: 'Pediu Conta', cor: COR_SITUACAO.P },
] as const;

export function ResumoPanel() {
  const [aberto, setAberto] = useLocalStorage({ key: STORAGE.statusExpandido, defaultValue: true });
  const resumo = useMesas((s) => s.resumo);
  const carregando = useMesas((s) => s.carregandoResumo);
  return (
    <Card withBorder radius="md" p="sm">
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
                <Text size="xs" c={`${c.cor}.8`} fw={600}>
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
