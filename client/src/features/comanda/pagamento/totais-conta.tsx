import { useState } from 'react';
import { Button, Collapse, Divider, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CONSUMACAO_MINIMA_LABEL, formatBRL, type VendaDTO } from '@comanda/shared';
import { useAcao } from '../../../lib/use-acao';
import { DinheiroInput } from './dinheiro-input';
import { aplicarDesconto, alterarTaxaServico } from './api';

type Acao = ReturnType<typeof useAcao>;
type Desconto = { tipo: 'valor' | 'percentual'; valor: number; motivo: string };

const fmtPct = (p: number) => `${String(p).replace('.', ',')}%`;

function Linha({
  rotulo,
  valor,
  forte,
  cor,
  testId,
}: {
  rotulo: React.ReactNode;
  valor: string;
  forte?: boolean;
  cor?: string;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={forte ? 'md' : 'sm'} fw={forte ? 700 : 400}>
        {rotulo}
      </Text>
      <Text
        size={forte ? 'lg' : 'sm'}
        fw={forte ? 800 : 600}
        c={cor}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {valor}
      </Text>
    </Group>
  );
}

/** Subtotal, service charge (switch + reason), discount (managers), total, paid, remaining and change. */
export function TotaisConta({
  venda,
  podeTaxa,
  podeDesconto,
  onVenda,
}: {
  venda: VendaDTO;
  podeTaxa: boolean;
  podeDesconto: boolean;
  onVenda(v: VendaDTO): void;
}) {
  // one action at a time for both: the switch waits while a discount is being saved, and the other way round
  const acao = useAcao();
  return (
    <Stack gap={6} data-testid="totais-conta">
      <Linha rotulo="Subtotal" valor={formatBRL(venda.subtotal)} testId="pg-subtotal" />
      <TaxaServico venda={venda} podeTaxa={podeTaxa} acao={acao} onVenda={onVenda} />
      <DescontoConta venda={venda} podeDesconto={podeDesconto} acao={acao} onVenda={onVenda} />
      {/* a numbered card below the company's minimum spend (issue 37): the difference is its own line */}
      {venda.consumacao_minima > 0 && (
        <Linha
          rotulo={CONSUMACAO_MINIMA_LABEL}
          valor={formatBRL(venda.consumacao_minima)}
          testId="pg-consumacao-minima"
        />
      )}
      {/* a delivery's fee (issue 39): its own line */}
      {(venda.taxa_entrega ?? 0) > 0 && (
        <Linha rotulo="Taxa de entrega" valor={formatBRL(venda.taxa_entrega)} testId="pg-taxa-entrega" />
      )}
      <Divider />
      <Linha rotulo="Total" valor={formatBRL(venda.total)} forte testId="pg-total" />
      <Linha rotulo="Pago" valor={formatBRL(venda.total_pago)} testId="pg-pago" />
      <Linha
        rotulo="Restante"
        valor={formatBRL(venda.restante)}
        forte
        cor={venda.restante > 0 ? 'orange' : 'green'}
        testId="pg-restante"
      />
      {venda.troco > 0 && <Linha rotulo="Troco" valor={formatBRL(venda.troco)} cor="blue" testId="pg-troco" />}
    </Stack>
  );
}

/** The service charge's switch; turning it off asks for the reason first. */
function TaxaServico({
  venda,
  podeTaxa,
  acao: { executar, enviando },
  onVenda,
}: {
  venda: VendaDTO;
  podeTaxa: boolean;
  acao: Acao;
  onVenda(v: VendaDTO): void;
}) {
  const [motivoTaxa, setMotivoTaxa] = useState<string | null>(null);
  async function taxa(cobrar: boolean, motivo?: string) {
    const r = await executar(() => alterarTaxaServico(venda.id, cobrar, motivo), {
      ok: cobrar ? 'Taxa de serviço incluída' : 'Taxa de serviço removida',
      erro: 'Erro na taxa de serviço',
    });
    if (!r.ok) return;
    onVenda(r.valor);
    setMotivoTaxa(null);
  }
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Switch
          size="xs"
          label={`Taxa de serviço (${fmtPct(venda.taxa_servico_percentual)})`}
          checked={venda.cobrar_taxa_servico && motivoTaxa == null}
          disabled={!podeTaxa || enviando}
          onChange={(e) =>
            e.currentTarget.checked ? (motivoTaxa != null ? setMotivoTaxa(null) : void taxa(true)) : setMotivoTaxa('')
          }
        />
        <Text size="sm" fw={600} data-testid="pg-taxa">
          {formatBRL(venda.taxa_servico)}
        </Text>
      </Group>
      {!venda.cobrar_taxa_servico && venda.taxa_servico_motivo && (
        <Text size="xs" c="dimmed">
          Sem taxa: {venda.taxa_servico_motivo}
        </Text>
      )}
      <Collapse expanded={motivoTaxa != null}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label="Motivo para remover a taxa"
            value={motivoTaxa ?? ''}
            onChange={(e) => setMotivoTaxa(e.currentTarget.value)}
          />
          <Button
            size="xs"
            color="orange"
            disabled={!motivoTaxa?.trim()}
            loading={enviando}
            onClick={() => taxa(false, motivoTaxa!.trim())}
          >
            Remover
          </Button>
        </Group>
      </Collapse>
    </>
  );
}

/** The discount's line ('aplicar'/'alterar' for managers) and its form: amount or percentage, and the reason. */
function DescontoConta({
  venda,
  podeDesconto,
  acao: { executar, enviando },
  onVenda,
}: {
  venda: VendaDTO;
  podeDesconto: boolean;
  acao: Acao;
  onVenda(v: VendaDTO): void;
}) {
  const [desconto, setDesconto] = useState<Desconto | null>(null);
  async function salvarDesconto() {
    if (!desconto) return;
    const r = await executar(() => aplicarDesconto(venda.id, desconto), {
      ok: desconto.valor ? 'Desconto aplicado' : 'Desconto removido',
      erro: 'Erro no desconto',
    });
    if (!r.ok) return;
    onVenda(r.valor);
    setDesconto(null);
  }
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4}>
          <Text size="sm">Desconto</Text>
          {podeDesconto && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() =>
                setDesconto(
                  desconto ? null : { tipo: venda.desconto_tipo ?? 'valor', valor: venda.desconto_valor, motivo: '' },
                )
              }
            >
              {venda.desconto > 0 ? 'alterar' : 'aplicar'}
            </Button>
          )}
        </Group>
        <Text size="sm" fw={600} c={venda.desconto > 0 ? 'red' : undefined} data-testid="pg-desconto">
          {venda.desconto > 0 ? `− ${formatBRL(venda.desconto)}` : formatBRL(0)}
        </Text>
      </Group>
      {venda.desconto > 0 && venda.desconto_motivo && (
        <Text size="xs" c="dimmed">
          Motivo: {venda.desconto_motivo}
        </Text>
      )}
      <Collapse expanded={desconto != null}>
        {desconto && (
          <DescontoForm desconto={desconto} enviando={enviando} onChange={setDesconto} onAplicar={salvarDesconto} />
        )}
      </Collapse>
    </>
  );
}

function DescontoForm({
  desconto,
  enviando,
  onChange,
  onAplicar,
}: {
  desconto: Desconto;
  enviando: boolean;
  onChange(d: Desconto): void;
  onAplicar(): void;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <SegmentedControl
          size="xs"
          value={desconto.tipo}
          onChange={(t) => onChange({ ...desconto, tipo: t as Desconto['tipo'] })}
          data={[
            { value: 'valor', label: 'R$' },
            { value: 'percentual', label: '%' },
          ]}
        />
        <DinheiroInput
          size="xs"
          style={{ flex: 1 }}
          aria-label="Valor do desconto"
          prefix={desconto.tipo === 'valor' ? 'R$ ' : ''}
          suffix={desconto.tipo === 'percentual' ? ' %' : ''}
          value={desconto.valor}
          onChange={(v) => onChange({ ...desconto, valor: v })}
        />
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label="Motivo do desconto"
          value={desconto.motivo}
          onChange={(e) => onChange({ ...desconto, motivo: e.currentTarget.value })}
        />
        <Button size="xs" disabled={!desconto.motivo.trim()} loading={enviando} onClick={onAplicar}>
          Aplicar
        </Button>
      </Group>
    </Stack>
  );
}
