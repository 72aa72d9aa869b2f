import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileInvoice, IconReceiptOff, IconSend } from '@tabler/icons-react';
import {
  chaveEmGrupos,
  JUSTIFICATIVA_MAX,
  JUSTIFICATIVA_MIN,
  SITUACAO_NOTA_LABEL,
  formatBRL,
  temPermissao,
  type FiscalEmissaoDTO,
  type NotaFiscalDTO,
  type SituacaoNota,
} from '@comanda/shared';
import { ApiError } from '../lib/api-client';
import { useSession } from '../lib/session-store';
import { onStaffEvent } from '../lib/socket';
import { useAcao } from '../lib/use-acao';
import { DanfeAcoes } from './danfe-acoes';
import { buscarEmissaoFiscal, buscarNotaFiscal, cancelarNotaFiscal, emitirNotaFiscal } from './api';

/* A closed tab's NFC-e (issue 38): its state live (fiscal:nota), 'Emitir NFC-e' / 'Reenviar' and 'Cancelar NFC-e'. */

const COR: Record<SituacaoNota, string> = { pendente: 'yellow', autorizada: 'green', erro: 'red', cancelada: 'gray' };

/** The tab's note (null: none yet; undefined: loading) and whether the company emits, kept live by the socket. */
function useNotaFiscal(vendaId: number) {
  const [nota, setNota] = useState<NotaFiscalDTO | null | undefined>(undefined);
  const [emissao, setEmissao] = useState<FiscalEmissaoDTO | null>(null);
  useEffect(() => {
    let vivo = true;
    buscarNotaFiscal(vendaId)
      .then((n) => vivo && setNota(n))
      .catch((e) => vivo && setNota(e instanceof ApiError && e.status === 404 ? null : undefined));
    buscarEmissaoFiscal()
      .then((e) => vivo && setEmissao(e))
      .catch(() => {});
    const parar = onStaffEvent('fiscal:nota', ({ nota: n }) => n.venda_id === vendaId && setNota(n));
    return () => {
      vivo = false;
      parar();
    };
  }, [vendaId]);
  return { nota, setNota, emissao };
}

function Detalhes({ nota }: { nota: NotaFiscalDTO }) {
  return (
    <Stack gap={4}>
      {nota.numero && (
        <Text size="sm">
          Nº {nota.numero} · série {nota.serie} · {formatBRL(nota.valor_total)}
          {nota.ambiente === 'homologacao' && ' · homologação (sem valor fiscal)'}
        </Text>
      )}
      {nota.chave && (
        <Text size="xs" ff="monospace" c="dimmed">
          {chaveEmGrupos(nota.chave)}
        </Text>
      )}
      {(nota.url_consulta || nota.qrcode_url) && (
        <Anchor size="sm" href={nota.qrcode_url ?? nota.url_consulta!} target="_blank" rel="noopener noreferrer">
          Consultar na SEFAZ
        </Anchor>
      )}
      {nota.mensagem && (
        <Text size="sm" c={nota.situacao === 'erro' ? 'red' : 'dimmed'}>
          {nota.codigo_sefaz && nota.situacao === 'erro' ? `${nota.codigo_sefaz} – ` : ''}
          {nota.mensagem}
        </Text>
      )}
    </Stack>
  );
}

function CancelarNota({ nota, onFeito }: { nota: NotaFiscalDTO; onFeito(n: NotaFiscalDTO): void }) {
  const [aberto, setAberto] = useState(false);
  const [justificativa, setJustificativa] = useState('');
  const { executar, enviando } = useAcao();
  const tamanho = justificativa.trim().length;
  async function cancelar() {
    const r = await executar(() => cancelarNotaFiscal(nota.venda_id, justificativa.trim()), {
      ok: 'NFC-e cancelada',
      erro: 'Não foi possível cancelar a NFC-e',
    });
    if (r.ok) {
      setAberto(false);
      onFeito(r.valor);
    }
  }
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconReceiptOff size={14} />}
        onClick={() => setAberto(true)}
      >
        Cancelar NFC-e
      </Button>
      <Modal opened={aberto} onClose={() => setAberto(false)} title="Cancelar NFC-e">
        <Stack>
          <Text size="sm">Só é possível cancelar em até 30 minutos após a autorização.</Text>
          <Textarea
            label="Justificativa"
            description={`De ${JUSTIFICATIVA_MIN} a ${JUSTIFICATIVA_MAX} caracteres`}
            value={justificativa}
            maxLength={JUSTIFICATIVA_MAX}
            onChange={(e) => setJustificativa(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Button color="red" loading={enviando} disabled={tamanho < JUSTIFICATIVA_MIN} onClick={cancelar}>
            Cancelar NFC-e
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function EmitirNota({
  vendaId,
  reenviar,
  onFeito,
}: {
  vendaId: number;
  reenviar: boolean;
  onFeito(n: NotaFiscalDTO): void;
}) {
  const [cpf, setCpf] = useState('');
  const { executar, enviando } = useAcao();
  async function emitir() {
    const r = await executar(() => emitirNotaFiscal(vendaId, cpf.trim() || null), {
      ok: (n) => (n.situacao === 'autorizada' ? 'NFC-e autorizada' : null),
      erro: 'Não foi possível emitir a NFC-e',
    });
    if (r.ok) onFeito(r.valor);
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {!reenviar && (
        <TextInput
          size="xs"
          label="CPF na nota?"
          placeholder="000.000.000-00"
          value={cpf}
          onChange={(e) => setCpf(e.currentTarget.value)}
          inputMode="numeric"
          w={170}
        />
      )}
      <Button size="xs" leftSection={<IconSend size={14} />} loading={enviando} onClick={emitir}>
        {reenviar ? 'Reenviar' : 'Emitir NFC-e'}
      </Button>
    </Group>
  );
}

/** The NFC-e card of a closed tab. */
export function NotaFiscalSecao({ vendaId }: { vendaId: number }) {
  const perfil = useSession((s) => s.user?.perfil);
  const { nota, setNota, emissao } = useNotaFiscal(vendaId);
  if (nota === undefined || (nota === null && !emissao?.ativo)) return null;
  const podeEmitir = temPermissao(perfil, 'close_sales');
  const cancelavel =
    nota?.situacao === 'autorizada' &&
    temPermissao(perfil, 'manage_sales') &&
    nota.cancelavel_ate != null &&
    new Date(nota.cancelavel_ate).getTime() > Date.now();
  return (
    <Card withBorder radius="md" p="sm" data-testid="nota-fiscal">
      <Group justify="space-between" mb={6}>
        <Group gap={6}>
          <IconFileInvoice size={18} />
          <Text fw={700} size="sm">
            NFC-e
          </Text>
        </Group>
        {nota ? (
          <Badge color={COR[nota.situacao]} data-testid="nota-fiscal-situacao">
            {SITUACAO_NOTA_LABEL[nota.situacao]}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Não emitida
          </Badge>
        )}
      </Group>
      <Stack gap="xs">
        {nota && <Detalhes nota={nota} />}
        {nota?.situacao === 'autorizada' && <DanfeAcoes vendaId={vendaId} />}
        {podeEmitir && (nota === null || nota.situacao === 'erro') && (
          <EmitirNota vendaId={vendaId} reenviar={nota?.situacao === 'erro'} onFeito={setNota} />
        )}
        {cancelavel && <CancelarNota nota={nota} onFeito={setNota} />}
      </Stack>
    </Card>
  );
}

/**
 * Right after 'Fechar Conta' on the tab screen: when the company emits NFC-e, the note's state (live) and, in manual
 * mode, 'Emitir NFC-e'; otherwise straight back to the map.
 */
export function NotaAposFechar({ vendaId, onSair }: { vendaId: number | null; onSair(): void }) {
  const [ativo, setAtivo] = useState<boolean | null>(null);
  const sair = useRef(onSair);
  sair.current = onSair;
  useEffect(() => {
    if (vendaId == null) return;
    buscarEmissaoFiscal()
      .then((e) => (e.ativo ? setAtivo(true) : sair.current()))
      .catch(() => sair.current());
  }, [vendaId]);
  return (
    <Modal opened={vendaId != null && ativo === true} onClose={onSair} title="Conta fechada">
      {vendaId != null && (
        <Stack>
          <NotaFiscalSecao vendaId={vendaId} />
          <Button variant="light" onClick={onSair}>
            Voltar ao mapa
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
