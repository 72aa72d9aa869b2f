import { useEffect, useState } from 'react';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { CARTAO_VALOR_MAX, CONSUMACAO_MINIMA_LABEL } from '@comanda/shared';
import { onStaffEvent } from '../../lib/socket';
import { toast } from '../../lib/notify';
import { useAcao } from '../../lib/use-acao';
import { buscarEmpresa, salvarRegrasDoCartao } from './api';

type Valor = number | string;
const paraApi = (v: Valor): number | null => (v === '' || Number(v) <= 0 ? null : Math.round(Number(v) * 100) / 100);

/** A BRL field: empty turns the rule off. */
function CampoReais(p: {
  label: string;
  description: string;
  value: Valor;
  readOnly: boolean;
  onChange(v: Valor): void;
}) {
  return (
    <NumberInput
      label={p.label}
      description={p.description}
      placeholder="Sem limite"
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      min={0}
      max={CARTAO_VALOR_MAX}
      allowNegative={false}
      inputMode="decimal"
      value={p.value}
      readOnly={p.readOnly}
      onChange={p.onChange}
    />
  );
}

/**
 * The bar's rules for cards (company settings, PATCH /api/empresa): 'Limite por cartão' (an item that would take a
 * card's total over it is refused) and 'Consumação mínima' (a card closed below it pays the difference as its own line).
 * Only the administrator changes company settings.
 */
export function RegrasDoCartao({ podeEditar }: { podeEditar: boolean }) {
  const [limite, setLimite] = useState<Valor>('');
  const [minima, setMinima] = useState<Valor>('');
  const { executar, enviando } = useAcao();
  useEffect(() => {
    const carregar = () =>
      buscarEmpresa()
        .then((e) => {
          setLimite(e.cartao_limite ?? '');
          setMinima(e.consumacao_minima ?? '');
        })
        .catch((e) => toast.erro('Erro ao carregar empresa', e.message));
    void carregar();
    return onStaffEvent('empresa:atualizada', () => void carregar());
  }, []);
  const salvar = (e: React.FormEvent) => {
    e.preventDefault();
    void executar(() => salvarRegrasDoCartao({ cartao_limite: paraApi(limite), consumacao_minima: paraApi(minima) }), {
      ok: ['Regras dos cartões salvas!', 'A consumação mínima vale para os cartões abertos a partir de agora'],
      erro: 'Erro ao salvar as regras',
    });
  };
  return (
    <Card withBorder radius="md">
      <form onSubmit={salvar}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Regras dos cartões
          </Title>
          <CampoReais
            label="Limite por cartão"
            description="Um item que passe o cartão deste valor é recusado (o gerente pode aumentar)"
            value={limite}
            readOnly={!podeEditar}
            onChange={setLimite}
          />
          <CampoReais
            label={CONSUMACAO_MINIMA_LABEL}
            description="Cartão fechado abaixo deste valor paga a diferença na linha 'Consumação mínima'"
            value={minima}
            readOnly={!podeEditar}
            onChange={setMinima}
          />
          {podeEditar ? (
            <Group justify="flex-end">
              <Button type="submit" loading={enviando}>
                Salvar regras
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Somente o administrador pode alterar as regras.
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
