import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDataHora, type IfoodCodigoDTO, type IfoodConfigDTO, type ProdutoDTO } from '@comanda/shared';
import { useAcao } from '../../lib/use-acao';
import { toast } from '../../lib/notify';
import {
  aceiteIfood,
  autorizarIfood,
  buscarIfood,
  desvincularIfood,
  pedirCodigoIfood,
  produtosParaVincular,
  vincularItemIfood,
} from './api';

/*
 * Configurações › Integrações › iFood (issue 39, ADMIN): link the store (a code the owner approves in iFood's Partner
 * Portal, then the authorization code it shows), the link's state, automatic or manual acceptance, and unlinking.
 */

type Lojas = { id: string; nome: string }[];

/** Step 1: the user code and its link; step 2: the authorization code (and the store, when the owner has several). */
function Vincular({ onVinculado }: { onVinculado(c: IfoodConfigDTO): void }) {
  const [codigo, setCodigo] = useState<IfoodCodigoDTO | null>(null);
  const [autorizacao, setAutorizacao] = useState('');
  const [lojas, setLojas] = useState<Lojas>([]);
  const [loja, setLoja] = useState<string | null>(null);
  const { executar, enviando } = useAcao();
  async function gerar() {
    const r = await executar(() => pedirCodigoIfood(), { erro: 'Erro ao pedir o código ao iFood' });
    if (r.ok) setCodigo(r.valor);
  }
  async function autorizar() {
    const r = await executar(() => autorizarIfood(autorizacao.trim(), loja ?? undefined), {
      erro: 'Erro ao vincular a loja',
    });
    if (!r.ok) return;
    if (r.valor.config) {
      toast.ok('Loja do iFood vinculada');
      onVinculado(r.valor.config);
    } else setLojas(r.valor.lojas);
  }
  if (!codigo)
    return (
      <Button onClick={gerar} loading={enviando} data-testid="ifood-gerar-codigo">
        Vincular loja do iFood
      </Button>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        1. Abra o{' '}
        <Anchor href={codigo.verificationUrlComplete} target="_blank" rel="noreferrer">
          Portal do Parceiro do iFood
        </Anchor>{' '}
        e autorize o aplicativo com o código:
      </Text>
      <Code fz="xl" ta="center" p="sm" data-testid="ifood-user-code">
        {codigo.userCode}
      </Code>
      <Text size="sm">2. Cole aqui o código de autorização que o iFood mostrar:</Text>
      <TextInput
        label="Código de autorização"
        value={autorizacao}
        onChange={(e) => setAutorizacao(e.currentTarget.value)}
        autoComplete="off"
      />
      {lojas.length > 1 && (
        <Select
          label="Loja"
          data={lojas.map((l) => ({ value: l.id, label: l.nome }))}
          value={loja}
          onChange={setLoja}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={autorizar} loading={enviando} disabled={!autorizacao.trim() || (lojas.length > 1 && !loja)}>
          Vincular
        </Button>
      </Group>
    </Stack>
  );
}

/** The link's state: the store, whether iFood accepts our token, the last poll and the last error. */
function Estado({ config }: { config: IfoodConfigDTO }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={500}>{config.merchant_nome ?? config.merchant_id}</Text>
        <Badge color={config.conectado ? 'green' : 'red'}>{config.conectado ? 'Conectado' : 'Desconectado'}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {config.ultimo_polling
          ? `Último contato com o iFood: ${formatDataHora(config.ultimo_polling)}`
          : 'Ainda sem contato com o iFood'}
      </Text>
      {config.ultimo_erro && <Alert color="orange">{config.ultimo_erro}</Alert>}
    </Stack>
  );
}

/** 'Vincular a um produto': the chosen product takes the item's iFood code, so the next orders match it. */
function VincularItem({ codigo, nome, onMudou }: { codigo: string; nome: string; onMudou(c: IfoodConfigDTO): void }) {
  const [produtos, setProdutos] = useState<ProdutoDTO[] | null>(null);
  const [produto, setProduto] = useState<string | null>(null);
  const { executar, enviando } = useAcao();
  async function abrir() {
    const r = await executar(() => produtosParaVincular(), { erro: 'Erro ao carregar os produtos' });
    if (r.ok) setProdutos(r.valor);
  }
  async function vincular() {
    const r = await executar(() => vincularItemIfood(codigo, Number(produto)), {
      ok: `${nome} vinculado ao produto`,
      erro: 'Erro ao vincular o item',
    });
    if (r.ok) onMudou(r.valor);
  }
  if (!produtos)
    return (
      <Button size="compact-xs" variant="light" onClick={abrir} loading={enviando}>
        Vincular a um produto
      </Button>
    );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={`Produto para ${nome}`}
        size="xs"
        searchable
        style={{ flex: 1, minWidth: 180 }}
        data={produtos.map((p) => ({ value: String(p.id), label: p.codigo ? `${p.nome} (${p.codigo})` : p.nome }))}
        value={produto}
        onChange={setProduto}
      />
      <Button size="xs" onClick={vincular} loading={enviando} disabled={!produto}>
        Vincular
      </Button>
    </Group>
  );
}

/** Items of iFood orders that matched no product: each one with a code can be linked to a product here. */
function SemVinculo({ itens, onMudou }: { itens: IfoodConfigDTO['sem_vinculo']; onMudou(c: IfoodConfigDTO): void }) {
  if (itens.length === 0) return null;
  return (
    <Alert color="yellow" title="Itens do iFood sem produto vinculado">
      <Text size="sm" mb={4}>
        Vincule cada item a um produto do cardápio: o produto recebe o código externo do iFood no campo
        &quot;Código&quot;.
      </Text>
      <List size="sm" spacing="xs">
        {itens.map((i, n) => (
          <List.Item key={`${i.venda_id}-${n}`} data-testid="ifood-sem-vinculo">
            <Stack gap={4}>
              <span>
                Pedido #{i.display_id}: {i.nome} {i.codigo ? `(código ${i.codigo})` : '(sem código)'}
              </span>
              {i.codigo && <VincularItem codigo={i.codigo} nome={i.nome} onMudou={onMudou} />}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Vinculada({ config, onMudou }: { config: IfoodConfigDTO; onMudou(c: IfoodConfigDTO | null): void }) {
  const [confirmar, setConfirmar] = useState(false);
  const { executar, enviando } = useAcao();
  async function mudarAceite(aceite: string) {
    const r = await executar(() => aceiteIfood(aceite as 'automatico' | 'manual'), {
      ok: 'Aceite dos pedidos do iFood alterado',
      erro: 'Erro ao alterar o aceite',
    });
    if (r.ok) onMudou(r.valor);
  }
  async function desvincular() {
    const r = await executar(() => desvincularIfood(), {
      ok: 'Loja do iFood desvinculada',
      erro: 'Erro ao desvincular',
    });
    if (r.ok) onMudou(null);
  }
  return (
    <Stack>
      <Estado config={config} />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Aceite dos pedidos
        </Text>
        <SegmentedControl
          value={config.aceite}
          onChange={mudarAceite}
          aria-label="Aceite dos pedidos"
          data={[
            { value: 'automatico', label: 'Automático' },
            { value: 'manual', label: 'Manual (Aceitar ou Recusar)' },
          ]}
        />
      </div>
      <SemVinculo itens={config.sem_vinculo} onMudou={onMudou} />
      <Group justify="flex-end">
        {confirmar ? (
          <Button color="red" onClick={desvincular} loading={enviando}>
            Confirmar: desvincular
          </Button>
        ) : (
          <Button variant="subtle" color="red" onClick={() => setConfirmar(true)}>
            Desvincular
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function IfoodTab() {
  const [config, setConfig] = useState<IfoodConfigDTO | null>(null);
  const [carregado, setCarregado] = useState(false);
  useEffect(() => {
    buscarIfood()
      .then(setConfig)
      .catch(() => toast.erro('Erro ao carregar a integração com o iFood'))
      .finally(() => setCarregado(true));
  }, []);
  if (!carregado) return <Skeleton h={200} />;
  const vinculada = config?.merchant_id != null && config.ativo;
  return (
    <Card withBorder radius="md" data-testid="ifood-tab">
      <Stack>
        <Title order={4}>iFood</Title>
        <Text size="sm" c="dimmed">
          Os pedidos do iFood entram como entregas: vão para a cozinha, as impressoras, o caixa e os relatórios.
        </Text>
        {vinculada ? <Vinculada config={config!} onMudou={setConfig} /> : <Vincular onVinculado={setConfig} />}
      </Stack>
    </Card>
  );
}
