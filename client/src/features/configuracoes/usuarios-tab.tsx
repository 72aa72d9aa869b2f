import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { UsuarioCampos } from '../../components/usuario-campos';
import { IconPlus } from '@tabler/icons-react';
import { normalizarPerfil, type UsuarioDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { excluirUsuario, listarUsuarios, salvarUsuario } from './api';
import { toast } from '../../lib/notify';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { UsuariosLista } from './usuarios-lista';

export function UsuariosTab() {
  const [usuarios, setUsuarios] = useState<UsuarioDTO[]>([]);
  const [editando, setEditando] = useState<UsuarioDTO | 'novo' | null>(null);
  const [excluir, setExcluir] = useState<UsuarioDTO | null>(null);
  const carregar = useCallback(
    () =>
      listarUsuarios()
        .then(setUsuarios)
        .catch((e) => toast.erro('Erro ao carregar usuários', e.message)),
    [],
  );
  useEffect(() => void carregar(), [carregar]);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditando('novo')}>
          Novo Usuário
        </Button>
      </Group>
      <UsuariosLista usuarios={usuarios} onEditar={setEditando} onExcluir={setExcluir} />
      {editando && (
        <UsuarioDialog
          usuario={editando === 'novo' ? null : editando}
          onClose={() => setEditando(null)}
          onSalvo={carregar}
        />
      )}
      <ConfirmarExclusao
        aberto={!!excluir}
        titulo="Excluir usuário"
        descricao={excluir ? `Tem certeza que deseja excluir o usuário "${excluir.nome}"?` : ''}
        onClose={() => setExcluir(null)}
        onConfirmar={async () => {
          const r = await executarAcao(() => excluirUsuario(excluir!.id), {
            ok: 'Usuário excluído!',
            erro: 'Erro ao excluir usuário',
          });
          if (!r.ok) return;
          setExcluir(null);
          void carregar();
        }}
      />
    </Stack>
  );
}

function UsuarioDialog({
  usuario,
  onClose,
  onSalvo,
}: {
  usuario: UsuarioDTO | null;
  onClose(): void;
  onSalvo(): void;
}) {
  const [f, setF] = useState({
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    senha: '',
    perfil: normalizarPerfil(usuario?.perfil) ?? 'GARCOM',
    ativo: usuario?.ativo ?? 'S',
  });
  const [erro, setErro] = useState('');
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    if (!f.nome.trim() || !f.email.trim() || !f.perfil || !f.ativo || (!usuario && !f.senha))
      return setErro('Preencha todos os campos obrigatórios');
    // on edit a blank password keeps the old one
    const r = await executarAcao(
      () => salvarUsuario(usuario?.id ?? null, usuario ? { ...f, senha: f.senha || undefined } : f),
      {
        ok: usuario ? 'Usuário atualizado!' : 'Usuário criado!',
        erro: usuario ? 'Erro ao atualizar usuário' : 'Erro ao criar usuário',
      },
    );
    if (!r.ok) return;
    onSalvo();
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title={usuario ? 'Editar Usuário' : 'Novo Usuário'}>
      <form onSubmit={salvar}>
        <Stack>
          <UsuarioCampos
            valores={f}
            onChange={(campo, valor) => setF({ ...f, [campo]: valor })}
            senhaOpcional={!!usuario}
          />
          <Select
            label="Status"
            withAsterisk
            data={[
              { value: 'S', label: 'Ativo' },
              { value: 'N', label: 'Inativo' },
            ]}
            value={f.ativo}
            onChange={(v) => v && setF({ ...f, ativo: v as 'S' | 'N' })}
            allowDeselect={false}
          />
          {erro && (
            <Text c="red" size="sm">
              {erro}
            </Text>
          )}
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
