import { useState } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { padMesa, type MesaDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { useAcao } from '../../lib/use-acao';
import { baixarQrDasMesas, buscarQrFixo, renovarQrFixo } from './api';

/** 'Imprimir QR das mesas': one A4 PDF, a card per active table (name, 'Mesa 07', the QR, one line of instructions). */
export function ImprimirQrMesas() {
  const { executar, enviando } = useAcao();
  return (
    <Button
      variant="light"
      leftSection={<IconPrinter size={16} />}
      loading={enviando}
      onClick={() =>
        void executar(baixarQrDasMesas, {
          ok: ['Download concluído!', 'Imprima e coloque um cartão em cada mesa'],
          erro: 'Erro ao gerar o PDF',
        })
      }
      data-testid="imprimir-qr-mesas"
    >
      Imprimir QR das mesas
    </Button>
  );
}

/** Saves a PNG data URL as a file. */
function salvarPng(dataUrl: string, nome: string) {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = nome;
  a.click();
}

/** One table's card link: download its QR (PNG) or replace its code (the printed card stops working). */
export function QrMesaAcoes({ mesa }: { mesa: MesaDTO }) {
  const [confirmando, setConfirmando] = useState(false);
  const { executar, enviando } = useAcao();
  const nn = padMesa(mesa.numero);
  async function baixar() {
    const r = await executar(() => buscarQrFixo(mesa.id), { erro: 'Erro ao gerar o QR Code' });
    if (r.ok) salvarPng(r.valor.qrCode, `qr-mesa-${nn}.png`);
  }
  async function renovar() {
    const r = await executar(() => renovarQrFixo(mesa.id), {
      ok: ['Novo código gerado!', `Baixe e imprima o novo QR da mesa ${nn}`],
      erro: 'Erro ao gerar novo código',
    });
    if (r.ok) setConfirmando(false);
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconDownload size={14} />}
        disabled={enviando}
        onClick={() => void baixar()}
        aria-label={`Baixar QR da mesa ${nn}`}
      >
        Baixar QR
      </Button>
      <ActionIcon
        variant="subtle"
        color="orange"
        aria-label={`Gerar novo código da mesa ${nn}`}
        title="Gerar novo código"
        onClick={() => setConfirmando(true)}
      >
        <IconRefresh size={16} />
      </ActionIcon>
      <Dialogo
        opened={confirmando}
        onClose={() => setConfirmando(false)}
        title={`Gerar novo código da mesa ${nn}`}
        closeOnClickOutside={false}
      >
        <Text mb="md">
          O QR impresso nesta mesa deixa de funcionar na hora. Depois, baixe e imprima o novo cartão. Deseja continuar?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmando(false)} disabled={enviando}>
            Cancelar
          </Button>
          <Button color="orange" loading={enviando} onClick={() => void renovar()}>
            Gerar novo código
          </Button>
        </Group>
      </Dialogo>
    </Group>
  );
}
