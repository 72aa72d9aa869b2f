import { useCallback, useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { PERFIS, PERFIL_LABEL, normalizarPerfil, type UsuarioDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { excluirUsuario, listarUsuarios, salvarUsuario } from './api';
import { toast } from '../../lib/notify';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';

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
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Perfil</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usuarios.map((u) => {
                const p = normalizarPerfil(u.perfil);
                return (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.nome}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{p ? PERFIL_LABEL[p] : u.perfil}</Table.Td>
                    <Table.Td>
                      <Badge color={u.ativo === 'S' ? 'green' : 'gray'} variant="light">
                        {u.ativo === 'S' ? 'Ativo' : 'Inativo'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Editar ${u.nome}`} onClick={() => setEditando(u)}>
                          <IconEdit size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Excluir ${u.nome}`}
                          onClick={() => setExcluir(u)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
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
          <TextInput
            label="Nome"
            withAsterisk
            value={f.nome}
            onChange={(e) => setF({ ...f, nome: e.currentTarget.value })}
          />
          <TextInput
            label="E-mail"
            withAsterisk
            type="email"
            value={f.email}
            onChange={(e) => setF({ ...f, email: e.currentTarget.value })}
          />
          <PasswordInput
            label="Senha"
            withAsterisk={!usuario}
            description={usuario ? 'Deixe em branco para manter a senha atual' : undefined}
            value={f.senha}
            onChange={(e) => setF({ ...f, senha: e.currentTarget.value })}
          />
          <Select
            label="Perfil"
            withAsterisk
            data={PERFIS.map((p) => ({ value: p, label: PERFIL_LABEL[p] }))}
            value={f.perfil}
            onChange={(v) => v && setF({ ...f, perfil: v as typeof f.perfil })}
            allowDeselect={false}
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
