import { useCallback, useEffect, useState } from 'react';
import { Button, Center, CopyButton, Group, Image, List, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconCopy, IconDownload, IconShare } from '@tabler/icons-react';
import { padMesa, type MesaDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { toast } from '../../lib/notify';
import { gerarQrCode } from './api';

type Qr = { qrCode: string; url: string };

/** The table's QR code and link, asked for again when the dialog opens on another table. */
function useQrCode(mesa: MesaDTO | null) {
  const [dados, setDados] = useState<Qr | null>(null);
  const [erro, setErro] = useState(false);
  const carregar = useCallback(async () => {
    if (!mesa) return;
    setDados(null);
    setErro(false);
    try {
      setDados(await gerarQrCode(mesa.id));
    } catch {
      setErro(true);
    }
  }, [mesa]);
  useEffect(() => void carregar(), [carregar]);
  return { dados, erro, carregar };
}

async function copiar(url: string) {
  await executarAcao(() => navigator.clipboard.writeText(url), {
    ok: ['Copiado!', 'Link copiado para a área de transferência'],
    erro: ['Erro', 'Não foi possível copiar o link'],
  });
}

/** The phone's share sheet when there is one (a cancelled share does nothing); otherwise the link is copied. */
async function compartilhar(url: string, nn: string) {
  const data = { title: `Comanda Mesa ${nn}`, text: 'Visualize os itens da sua mesa em tempo real', url };
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
    }
  }
  await copiar(url);
}

function baixar(qr: string, nn: string) {
  const a = document.createElement('a');
  a.href = qr;
  a.download = `qr-mesa-${nn}.png`;
  a.click();
  toast.ok('Download concluído!', 'QR Code salvo com sucesso');
}

export function QrDialog({ mesa, onClose }: { mesa: MesaDTO | null; onClose(): void }) {
  const { dados, erro, carregar } = useQrCode(mesa);
  if (!mesa) return null;
  const nn = padMesa(mesa.numero);
  return (
    <Dialogo opened onClose={onClose} title={`QR Code - Mesa ${nn}`}>
      {!dados && !erro && (
        <Center py="xl">
          <Stack align="center">
            <Loader />
            <Text>Gerando QR Code...</Text>
          </Stack>
        </Center>
      )}
      {erro && (
        <Stack align="center" py="lg">
          <Text c="red">Erro ao gerar QR Code</Text>
          <Button variant="light" onClick={carregar}>
            Tentar novamente
          </Button>
        </Stack>
      )}
      {dados && <QrCodeDaMesa dados={dados} nn={nn} />}
    </Dialogo>
  );
}

function QrCodeDaMesa({ dados, nn }: { dados: Qr; nn: string }) {
  return (
    <Stack>
      <Center>
        <Image src={dados.qrCode} alt={`QR Code da mesa ${nn}`} w={240} h={240} />
      </Center>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={dados.url}
          style={{ flex: 1 }}
          aria-label="Link do cliente"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={dados.url}>
          {() => (
            <Button variant="default" aria-label="Copiar link" onClick={() => copiar(dados.url)}>
              <IconCopy size={16} />
            </Button>
          )}
        </CopyButton>
      </Group>
      <List size="sm" c="dimmed">
        <List.Item>O cliente aponta a câmera do celular para o QR Code</List.Item>
        <List.Item>Ele acompanha os itens e o total em tempo real e pode chamar o garçom</List.Item>
      </List>
      <Text size="xs" c="dimmed" ta="center">
        Link válido enquanto a mesa estiver ativa
      </Text>
      <Group grow>
        <Button leftSection={<IconShare size={16} />} variant="light" onClick={() => compartilhar(dados.url, nn)}>
          Compartilhar
        </Button>
        <Button leftSection={<IconDownload size={16} />} onClick={() => baixar(dados.qrCode, nn)}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}
