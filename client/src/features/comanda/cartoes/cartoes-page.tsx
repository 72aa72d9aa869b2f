import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconQrcode, IconSearch } from '@tabler/icons-react';
import { CARTAO_NUMERO_MAX, padCartao, temPermissao, type CartaoDTO } from '@comanda/shared';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session-store';
import { LerQrDialog, type LidoNoQr } from './ler-qr';
import { SaidaCartao } from './saida-cartao';
import { useCartoes } from './use-cartoes';

type Modo = 'atender' | 'saida';

/** 'Atender' for whoever opens tabs (the waiter lands on the card's tab), 'Saída' for the cashier (the way-out check). */
function useModos() {
  const perfil = useSession((s) => s.user?.perfil);
  const atende = temPermissao(perfil, 'create_sales');
  const caixa = temPermissao(perfil, 'use_cashier');
  const modos: Modo[] = [...(atende ? (['atender'] as const) : []), ...(caixa || !atende ? (['saida'] as const) : [])];
  const [modo, setModo] = useState<Modo>(modos[0]!);
  return { modos, modo, setModo };
}

/**
 * 'Cartões' (issue 37): the numbered comanda cards of a bar. Type the card's number or read its QR with the camera;
 * the waiter lands on the card's tab (a free card opens there), the cashier sees at a glance whether the card may
 * leave. The cards in use are listed below for a tap.
 */
export function CartoesPage() {
  const navigate = useNavigate();
  const { modos, modo, setModo } = useModos();
  const { cartoes, porCodigo } = useCartoes();
  const [consulta, setConsulta] = useState<number | null>(null);
  const [lendo, setLendo] = useState(false);

  const ir = (numero: number) => (modo === 'atender' ? navigate(`/cartoes/${numero}`) : setConsulta(numero));
  async function aoLer(l: LidoNoQr) {
    setLendo(false);
    if ('numero' in l) return ir(l.numero);
    const c = await porCodigo(l.codigo);
    if (c) ir(c.numero);
    else toast.erro('Cartão não encontrado', 'Este QR não é de um cartão desta casa');
  }

  return (
    <Stack gap="md" maw={640} data-testid="tela-cartoes">
      {modos.length > 1 && (
        <SegmentedControl
          value={modo}
          onChange={(v) => (setModo(v as Modo), setConsulta(null))}
          data={[
            { value: 'atender', label: 'Atender' },
            { value: 'saida', label: 'Saída (caixa)' },
          ]}
          aria-label="Modo"
        />
      )}
      <CampoDoCartao modo={modo} onNumero={ir} onLer={() => setLendo(true)} />
      {modo === 'saida' && consulta != null && (
        <SaidaCartao
          numero={consulta}
          onReceber={(n) => navigate(`/cartoes/${n}?pagar=1`)}
          onVer={(n) => navigate(`/cartoes/${n}`)}
        />
      )}
      <EmUso cartoes={cartoes} onEscolher={ir} />
      <LerQrDialog aberto={lendo} onClose={() => setLendo(false)} onLido={(l) => void aoLer(l)} />
    </Stack>
  );
}

/** The cards with an open tab, one tap each. */
function EmUso({ cartoes, onEscolher }: { cartoes: CartaoDTO[] | null; onEscolher(n: number): void }) {
  if (!cartoes) return null;
  const emUso = cartoes.filter((c) => c.venda_id != null);
  if (cartoes.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nenhum cartão cadastrado. Crie os cartões em Configurações › Cartões.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Cartões em uso ({emUso.length})
      </Title>
      {emUso.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum cartão em uso agora.
        </Text>
      ) : (
        <Group gap={6}>
          {emUso.map((c) => (
            <Button
              key={c.numero}
              size="compact-lg"
              h={44}
              miw={64}
              variant="light"
              color={c.situacao === 'bloqueado' ? 'red' : 'blue'}
              onClick={() => onEscolher(c.numero)}
              aria-label={`Cartão ${padCartao(c.numero)}`}
              data-testid={`em-uso-${c.numero}`}
            >
              {padCartao(c.numero)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The card's number, typed (the phone's number pad) or read from its QR. */
function CampoDoCartao({ modo, onNumero, onLer }: { modo: Modo; onNumero(n: number): void; onLer(): void }) {
  const [texto, setTexto] = useState('');
  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    const n = Number(texto);
    if (!Number.isInteger(n) || n < 1 || n > CARTAO_NUMERO_MAX) return toast.erro('Número do cartão inválido');
    setTexto('');
    onNumero(n);
  };
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={enviar}>
        <Stack gap="sm">
          <Group align="end" wrap="nowrap" gap="xs">
            <TextInput
              label="Número do cartão"
              size="xl"
              styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={5}
              value={texto}
              onChange={(e) => setTexto(e.currentTarget.value.replace(/\D/g, ''))}
              style={{ flex: 1 }}
              data-testid="numero-cartao"
            />
            <Button
              type="submit"
              size="xl"
              px="md"
              disabled={!texto}
              rightSection={modo === 'atender' ? <IconArrowRight size={22} /> : <IconSearch size={22} />}
            >
              {modo === 'atender' ? 'Abrir' : 'Consultar'}
            </Button>
          </Group>
          <Button size="lg" variant="light" leftSection={<IconQrcode size={22} />} onClick={onLer}>
            Ler QR
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
