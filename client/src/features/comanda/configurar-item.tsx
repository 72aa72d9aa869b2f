import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import {
  OBSERVACOES_MAX,
  TIPO_ITEM,
  formatBRL,
  fromCents,
  grupoObrigatorio,
  textoLimiteSabores,
  type GrupoAdicionaisDTO,
  type ProdutoDTO,
} from '@comanda/shared';
import { useConfigurarItem, type AoAdicionar } from './use-configurar-item';

export type { AoAdicionar, ItemEscolhido } from './use-configurar-item';

const LINHA = { display: 'block', width: '100%', minHeight: 44 } as const;

/** Quantity, flavours, extras and notes, priced live. Whole rows are the touch targets; reaching the flavour maximum with
 *  a valid selection adds at once (issue 16: no confirmation step; the toast offers 'Desfazer'). */
export function ConfigurarItem({ produto, onAdicionar }: { produto: ProdutoDTO; onAdicionar: AoAdicionar }) {
  const c = useConfigurarItem(produto, onAdicionar);
  if (!c.sabores || !c.grupos)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  const limite = textoLimiteSabores(produto.qtd_min_sabores, produto.qtd_max_sabores);
  return (
    <Stack gap="md">
      {produto.descricao && (
        <Text size="sm" c="dimmed">
          {produto.descricao}
        </Text>
      )}
      <Quantidade valor={c.quantidade} onChange={c.setQuantidade} />
      {produto.tipo_item === TIPO_ITEM.COM_SABORES && (
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={5}>Sabores</Title>
            {limite && (
              <Badge variant="light" color="gray">
                {limite}
              </Badge>
            )}
          </Group>
          {c.sabores.map((s) => (
            <LinhaMarcavel
              key={s.id}
              nome={s.nome}
              marcado={c.escolhidos.includes(s.id)}
              onClick={() => c.alternarSabor(s.id)}
              testId={`sabor-${s.nome}`}
            >
              <Text size="sm" fw={600}>
                {s.preco_adicional > 0 ? formatBRL(s.preco_adicional) : 'Grátis'}
              </Text>
            </LinhaMarcavel>
          ))}
        </Stack>
      )}
      {c.grupos.map((g) => (
        <GrupoAdicionais key={g.categoria_id} grupo={g} extras={c.extras} onMudar={c.mudarExtra} />
      ))}
      <Textarea
        label="Observações"
        placeholder="Ex.: sem cebola"
        maxLength={OBSERVACOES_MAX}
        autosize
        minRows={2}
        value={c.observacoes}
        onChange={(e) => c.setObservacoes(e.currentTarget.value)}
      />
      <Card withBorder radius="md" p="sm" style={{ position: 'sticky', bottom: 0 }}>
        <Group justify="space-between" mb={c.motivo ? 4 : 8}>
          <Text fw={600}>Total</Text>
          <Text fw={800} fz="xl" data-testid="picker-total">
            {formatBRL(fromCents(c.preco.total))}
          </Text>
        </Group>
        {c.motivo && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)" mb={8} data-testid="picker-motivo">
            {c.motivo}
          </Text>
        )}
        <Button fullWidth size="lg" disabled={!!c.motivo || c.enviando} loading={c.enviando} onClick={c.enviar}>
          Adicionar ao Pedido
        </Button>
      </Card>
    </Stack>
  );
}

function Quantidade({ valor, onChange }: { valor: number; onChange(f: (q: number) => number): void }) {
  return (
    <Group justify="space-between">
      <Text fw={600}>Quantidade</Text>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          size={44}
          variant="default"
          aria-label="Diminuir"
          onClick={() => onChange((q) => Math.max(1, q - 1))}
        >
          <IconMinus size={18} />
        </ActionIcon>
        <NumberInput
          w={72}
          size="lg"
          min={1}
          max={999}
          hideControls
          aria-label="Quantidade"
          value={valor}
          onChange={(v) => onChange(() => (Number.isFinite(Number(v)) && Number(v) >= 1 ? Math.floor(Number(v)) : 1))}
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          size={44}
          variant="default"
          aria-label="Aumentar"
          onClick={() => onChange((q) => Math.min(999, q + 1))}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** A whole-row checkbox (44 px+ touch target) with its price on the right. */
function LinhaMarcavel({
  nome,
  marcado,
  onClick,
  testId,
  children,
}: {
  nome: string;
  marcado: boolean;
  onClick(): void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <UnstyledButton style={LINHA} role="checkbox" aria-checked={marcado} onClick={onClick} data-testid={testId}>
      <Card withBorder radius="md" p="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {/* a drawn box, not a second control inside the row (axe nested-interactive) */}
            <Checkbox.Indicator checked={marcado} />
            <Text>{nome}</Text>
          </Group>
          {children}
        </Group>
      </Card>
    </UnstyledButton>
  );
}

interface GrupoProps {
  grupo: GrupoAdicionaisDTO;
  extras: Record<number, number>;
  onMudar(g: GrupoAdicionaisDTO, id: number, qtd: number): void;
}

/** One add-on group: single-pick add-ons as checkbox rows, the others with − / + steppers. */
function GrupoAdicionais({ grupo: g, extras, onMudar }: GrupoProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Title order={5}>{g.categoria_nome}</Title>
        <Group gap={4}>
          {grupoObrigatorio(g) && (
            <Badge color="red" variant="light">
              Obrigatório
            </Badge>
          )}
          {g.qtd_maxima > 0 && (
            <Badge variant="light" color="gray">
              Até {g.qtd_maxima}
            </Badge>
          )}
        </Group>
      </Group>
      {g.adicionais.map((a) => {
        const qtd = extras[a.id] ?? 0;
        const max = a.qtd_maxima > 0 ? a.qtd_maxima : 99;
        const valor = (
          <Text size="sm" fw={600}>
            {a.preco > 0 ? `+ ${formatBRL(a.preco)}` : 'GRÁTIS'}
          </Text>
        );
        return max === 1 ? (
          <LinhaMarcavel
            key={a.id}
            nome={a.nome}
            marcado={qtd > 0}
            onClick={() => onMudar(g, a.id, qtd > 0 ? 0 : 1)}
            testId={`adicional-${a.nome}`}
          >
            {valor}
          </LinhaMarcavel>
        ) : (
          <Card key={a.id} withBorder radius="md" p="xs" data-testid={`adicional-${a.nome}`}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label={`Menos ${a.nome}`}
                  onClick={() => onMudar(g, a.id, Math.max(0, qtd - 1))}
                >
                  <IconMinus size={14} />
                </ActionIcon>
                <Text w={20} ta="center">
                  {qtd}
                </Text>
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label={`Mais ${a.nome}`}
                  onClick={() => onMudar(g, a.id, Math.min(max, qtd + 1))}
                >
                  <IconPlus size={14} />
                </ActionIcon>
                <Text>{a.nome}</Text>
              </Group>
              {valor}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
