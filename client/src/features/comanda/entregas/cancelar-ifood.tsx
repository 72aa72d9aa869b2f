import { useState } from 'react';
import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { IfoodMotivoDTO, IfoodPedidoDTO } from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { api } from '../../../lib/api-client';
import { executarAcao } from '../../../lib/acao';

/*
 * The restaurant cancels an iFood order (issue 39) with one of the reasons iFood gives for it: the request goes to
 * iFood, whose answer comes back as a cancellation (the tab and its items are cancelled) or as a refusal, shown to the
 * staff (CANCELLATION_REQUEST_FAILED).
 */
export function CancelarIfood({ vendaId, displayId }: { vendaId: number; displayId: string | null }) {
  const [aberto, setAberto] = useState(false);
  const [motivos, setMotivos] = useState<IfoodMotivoDTO[] | null>(null);
  const [codigo, setCodigo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  async function abrir() {
    setAberto(true);
    setMotivos(null);
    const r = await executarAcao(() => api.get<IfoodMotivoDTO[]>(`/api/vendas/${vendaId}/ifood/motivos-cancelamento`), {
      erro: 'Erro ao buscar os motivos do iFood',
    });
    if (r.ok) setMotivos(r.valor);
    else setAberto(false);
  }
  async function cancelar() {
    setEnviando(true);
    const r = await executarAcao(() => api.post<IfoodPedidoDTO>(`/api/vendas/${vendaId}/ifood/cancelar`, { codigo }), {
      ok: 'Cancelamento pedido ao iFood',
      erro: 'Erro ao cancelar no iFood',
    });
    setEnviando(false);
    if (r.ok) setAberto(false);
  }
  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => void abrir()}>
        Cancelar no iFood
      </Button>
      <Dialogo opened={aberto} onClose={() => setAberto(false)} title={`Cancelar o pedido iFood #${displayId ?? ''}`}>
        {motivos == null ? (
          <Loader size="sm" />
        ) : (
          <Stack>
            <Text size="sm">O iFood decide o cancelamento; a comanda é cancelada quando ele confirmar.</Text>
            <Select
              label="Motivo"
              data={motivos.map((m) => ({ value: m.codigo, label: m.descricao }))}
              value={codigo}
              onChange={setCodigo}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button color="red" onClick={() => void cancelar()} loading={enviando} disabled={!codigo}>
                Pedir cancelamento
              </Button>
            </Group>
          </Stack>
        )}
      </Dialogo>
    </>
  );
}
