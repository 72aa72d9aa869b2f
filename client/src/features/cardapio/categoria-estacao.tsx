import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { CategoriaDTO, EstacaoDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { useAcao } from '../../lib/use-acao';
import { alterarEstacaoCategoria, listarEstacoes } from './api';

const SEM_ESTACAO = '';

/** The production station a category's items go to; 'Sem preparo' items are delivered at once (like water from the fridge). */
export function EstacaoSelect({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const [estacoes, setEstacoes] = useState<EstacaoDTO[]>([]);
  useEffect(() => {
    listarEstacoes()
      .then(setEstacoes)
      .catch(() => setEstacoes([]));
  }, []);
  const data = [
    { value: SEM_ESTACAO, label: 'Sem preparo (entregue na hora)' },
    ...estacoes.filter((e) => e.ativo || e.id === value).map((e) => ({ value: String(e.id), label: e.nome })),
  ];
  return (
    <Select
      label="Estação de preparo"
      description="Para onde vão os pedidos desta categoria"
      data={data}
      value={value == null ? SEM_ESTACAO : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="categoria-estacao"
    />
  );
}

/** Routes an existing category to another station (PATCH /api/categorias/:id). */
export function EstacaoCategoriaDialog({
  categoria,
  onClose,
  onSalvo,
}: {
  categoria: CategoriaDTO;
  onClose(): void;
  onSalvo(c: CategoriaDTO): void;
}) {
  const [estacaoId, setEstacaoId] = useState<number | null>(categoria.estacao_id);
  const { executar, enviando: salvando } = useAcao();
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const r = await executar(() => alterarEstacaoCategoria(categoria.id, estacaoId), {
      ok: 'Categoria atualizada!',
      erro: 'Erro ao atualizar categoria',
    });
    if (!r.ok) return;
    onSalvo(r.valor);
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title={`Categoria ${categoria.nome}`}>
      <form onSubmit={salvar}>
        <Stack>
          <Text size="sm" c="dimmed">
            Os novos pedidos desta categoria seguem para a estação escolhida.
          </Text>
          <EstacaoSelect value={estacaoId} onChange={setEstacaoId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={salvando}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
