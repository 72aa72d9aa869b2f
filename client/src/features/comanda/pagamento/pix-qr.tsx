import { useEffect, useState } from 'react';
import { Button, CopyButton, Image, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatBRL, type PixDTO } from '@comanda/shared';
import { gerarPix } from './api';

/** The PIX QR and "copia e cola" text for an amount; the cashier shows it to the customer. */
export function PixQr({ vendaId, valor }: { vendaId: number; valor: number }) {
  const [pix, setPix] = useState<PixDTO | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    setPix(null);
    setErro(null);
    if (valor <= 0) return;
    gerarPix(vendaId, valor)
      .then(setPix)
      .catch((e) => setErro(e.message));
  }, [vendaId, valor]);
  if (erro)
    return (
      <Text c="red" size="sm">
        {erro}
      </Text>
    );
  if (!pix) return <Loader size="sm" />;
  return (
    <Stack gap={6} align="center" data-testid="pix-qr">
      <Image src={pix.qrCode} alt={`QR Code PIX de ${formatBRL(pix.valor)}`} w={200} h={200} />
      <Text size="sm" fw={600}>
        PIX de {formatBRL(pix.valor)}
      </Text>
      <Textarea
        w="100%"
        readOnly
        autosize
        maxRows={3}
        value={pix.payload}
        aria-label="PIX copia e cola"
        styles={{ input: { fontSize: 11, fontFamily: 'monospace' } }}
      />
      <CopyButton value={pix.payload}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
          >
            {copied ? 'Copiado' : 'Copiar código'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
