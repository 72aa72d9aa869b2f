import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { CriarCategoriaInput, type CategoriaDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { useAcao } from '../../lib/use-acao';
import { errosDeCampo } from '../../lib/erros-de-campo';
import { criarCategoria } from './api';
import { EstacaoSelect } from './categoria-estacao';

export function NovaCategoria({ onClose, onSalvo }: { onClose(): void; onSalvo(c: CategoriaDTO): void }) {
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [estacaoId, setEstacaoId] = useState<number | null>(null);
  const [erro, setErro] = useState('');
  const { executar } = useAcao();
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const erros = errosDeCampo(CriarCategoriaInput, { nome, descricao });
    if (erros.nome) return setErro(erros.nome);
    const r = await executar(() => criarCategoria({ nome, descricao, estacao_id: estacaoId }), {
      ok: 'Categoria criada!',
      erro: 'Erro ao criar categoria',
    });
    if (!r.ok) return;
    onSalvo(r.valor);
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title="Nova Categoria">
      <form onSubmit={salvar}>
        <Stack>
          <TextInput
            label="Nome"
            withAsterisk
            value={nome}
            error={erro}
            onChange={(e) => setNome(e.currentTarget.value)}
          />
          <TextInput label="Descrição" value={descricao} onChange={(e) => setDescricao(e.currentTarget.value)} />
          <EstacaoSelect value={estacaoId} onChange={setEstacaoId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Salvar</Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
