import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { Dialogo } from '../../../components/dialogo';

/** What a card's QR carries: its address `/c/:codigo` (any host), or a bare number printed as a QR. */
export type LidoNoQr = { codigo: string } | { numero: number };

const CAMINHO_CARTAO = /\/c\/([A-Za-z0-9_-]+)\/?$/;

export function lerConteudo(texto: string): LidoNoQr | null {
  const t = texto.trim();
  if (/^\d{1,5}$/.test(t)) return { numero: Number(t) };
  let caminho = t;
  try {
    // any host: a card printed with another address of the same company still names its code
    caminho = new URL(t, 'http://cartao.invalid').pathname;
  } catch {
    /* not a URL: try the text itself */
  }
  const codigo = CAMINHO_CARTAO.exec(caminho)?.[1];
  return codigo ? { codigo } : null;
}

/** Why the camera did not start, in the waiter's words. */
function erroDaCamera(e: unknown): string {
  const nome = (e as { name?: string })?.name ?? String(e);
  if (/NotAllowed|Permission/i.test(nome)) return 'Permita o uso da câmera no navegador para ler o QR do cartão.';
  if (/NotFound|no camera/i.test(nome)) return 'Nenhuma câmera encontrada neste aparelho.';
  if (!window.isSecureContext) return 'A câmera só funciona em endereço seguro (https).';
  return 'Não foi possível abrir a câmera.';
}

/**
 * 'Ler QR': the phone's back camera reads a card's QR. qr-scanner (nimiq) uses the browser's BarcodeDetector where it
 * has one (Chrome on Android) and its own decoder in a worker elsewhere (Safari on iPhone, Firefox). The library is
 * loaded only when the dialog opens: a screen that never scans never downloads it.
 */
export function LerQrDialog({
  aberto,
  onClose,
  onLido,
}: {
  aberto: boolean;
  onClose(): void;
  onLido(l: LidoNoQr): void;
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [invalido, setInvalido] = useState(false);
  const lido = useRef(onLido);
  lido.current = onLido;

  useEffect(() => {
    if (!aberto) return;
    setErro(null);
    setInvalido(false);
    let parar: (() => void) | undefined;
    let cancelado = false;
    void (async () => {
      // the dialog's video element mounts with the dialog's first paint
      while (!video.current && !cancelado) await new Promise((r) => requestAnimationFrame(r));
      if (cancelado) return;
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (cancelado) return;
        const scanner = new QrScanner(
          video.current!,
          (r) => {
            const l = lerConteudo(r.data);
            if (!l) return setInvalido(true);
            scanner.stop();
            lido.current(l);
          },
          { preferredCamera: 'environment', maxScansPerSecond: 10, returnDetailedScanResult: true },
        );
        parar = () => scanner.destroy();
        await scanner.start();
      } catch (e) {
        if (!cancelado) setErro(erroDaCamera(e));
      }
    })();
    return () => {
      cancelado = true;
      parar?.();
    };
  }, [aberto]);

  return (
    <Dialogo opened={aberto} onClose={onClose} title="Ler QR do cartão">
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" icon={<IconCameraOff size={18} />} title="Câmera indisponível">
            {erro}
          </Alert>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            aria-label="Imagem da câmera"
            data-testid="camera-cartao"
            style={{ width: '100%', maxHeight: '60dvh', borderRadius: 8, background: '#000', objectFit: 'cover' }}
          />
        )}
        <Text size="sm" c={invalido ? 'red' : 'dimmed'} aria-live="polite">
          {invalido ? 'Este QR não é de um cartão da casa.' : 'Aponte a câmera para o QR do cartão.'}
        </Text>
        <Button variant="default" onClick={onClose}>
          Digitar o número
        </Button>
      </Stack>
    </Dialogo>
  );
}
