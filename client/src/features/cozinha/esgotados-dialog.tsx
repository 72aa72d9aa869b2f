import { useEffect, useMemo, useState } from 'react';
import { Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ProdutoDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { EsgotadoSwitch } from '../../components/esgotado-switch';
import { onStaffEvent } from '../../lib/socket';
import { listarProdutos } from './api';

const porNome = (a: ProdutoDTO, b: ProdutoDTO) => a.nome.localeCompare(b.nome, 'pt-BR');

/**
 * 'Esgotados' on the production screen (issue 22): every active product with its one-tap switch, the sold-out ones
 * first. Loaded on first open; kept live by the menu events while open (a waiter may flip one meanwhile).
 */
export default function EsgotadosDialog({ aberto, onClose }: { aberto: boolean; onClose(): void }) {
  const [produtos, setProdutos] = useState<ProdutoDTO[] | null>(null);
  const [busca, setBusca] = useState('');
  const aplicar = (p: ProdutoDTO) => setProdutos((l) => l && l.map((x) => (x.id === p.id ? { ...x, ...p } : x)));

  useEffect(() => {
    if (!aberto) return;
    setBusca('');
    void listarProdutos()
      .then(setProdutos)
      .catch(() => setProdutos([]));
    return onStaffEvent('cardapio:alterado', ({ produto }) => produto && aplicar(produto));
  }, [aberto]);

  const lista = useMemo(() => {
    const q = busca.trim().toLowerCase();
    return (produtos ?? [])
      .filter((p) => p.ativo === 'S' && (!q || p.nome.toLowerCase().includes(q)))
      .sort((a, b) => Number(b.esgotado) - Number(a.esgotado) || porNome(a, b));
  }, [produtos, busca]);

  return (
    <Dialogo opened={aberto} onClose={onClose} title="Esgotados" size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Um produto esgotado sai do cardápio do cliente na hora.
        </Text>
        <TextInput
          data-autofocus
          type="search"
          aria-label="Buscar produto"
          placeholder="Buscar produto"
          leftSection={<IconSearch size={16} />}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
        />
        {!produtos ? (
          <Group justify="center" py="lg">
            <Loader />
          </Group>
        ) : (
          <ScrollArea.Autosize mah="60vh">
            <Stack gap={4} data-testid="esgotados-lista">
              {lista.map((p) => (
                <Group key={p.id} justify="space-between" wrap="nowrap" py={6}>
                  <Text fw={p.esgotado ? 700 : 400} c={p.esgotado ? 'red' : undefined} lineClamp={1}>
                    {p.nome}
                  </Text>
                  <EsgotadoSwitch produto={p} onAlterado={aplicar} />
                </Group>
              ))}
              {lista.length === 0 && (
                <Text c="dimmed" ta="center" py="md">
                  Nenhum produto encontrado
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Dialogo>
  );
}
