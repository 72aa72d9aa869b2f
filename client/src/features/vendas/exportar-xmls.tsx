import { useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { executarAcao } from '../../lib/acao';
import { exportarXmlsDoMes } from './api';

/** This month as AAAA-MM on the device's calendar (the server reads it in the company's time zone). */
function mesAtual(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * 'Exportar XMLs do mês' (issue 38): the month's authorized and cancelled NFC-e XMLs in a zip for the accountant (the
 * company must keep them for 5 years).
 */
export function ExportarXmls({ aberto, onClose }: { aberto: boolean; onClose(): void }) {
  const [mes, setMes] = useState(mesAtual);
  const [baixando, setBaixando] = useState(false);
  const valido = /^\d{4}-(0[1-9]|1[0-2])$/.test(mes);
  async function baixar() {
    setBaixando(true);
    const r = await executarAcao(() => exportarXmlsDoMes(mes), { erro: 'Erro ao exportar os XMLs' });
    setBaixando(false);
    if (r.ok) onClose();
  }
  return (
    <Modal opened={aberto} onClose={onClose} title="Exportar XMLs do mês">
      <Stack>
        <Text size="sm">As NFC-e autorizadas e canceladas do mês, em um arquivo .zip para o contador.</Text>
        <TextInput
          type="month"
          label="Mês"
          value={mes}
          onChange={(e) => setMes(e.currentTarget.value)}
          error={mes && !valido ? 'Mês deve estar no formato AAAA-MM' : undefined}
          data-autofocus
        />
        <Button onClick={() => void baixar()} loading={baixando} disabled={!valido}>
          Baixar .zip
        </Button>
      </Stack>
    </Modal>
  );
}
