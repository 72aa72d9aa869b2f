import { useState } from 'react';
import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { UsuarioCampos } from '../../components/usuario-campos';
import type { AdminEmpresaDTO, AdminUsuarioDTO } from '@comanda/shared';
import { toast } from '../../lib/notify';
import { criarUsuario } from './api';
import { executarAcao } from '../../lib/acao';
import { ERRO_ADMIN } from './erros';
import { focarPrimeiroErro, validarUsuario, type CamposUsuario, type Erros } from './validacao';

const VAZIO: CamposUsuario = { empresa_id: '', nome: '', email: '', senha: '', perfil: 'GARCOM' };

/** The form's values, validated with the shared schema, and creating the user. */
function useNovoUsuario(onClose: () => void, onCriado: (u: AdminUsuarioDTO) => void) {
  const [valores, setValores] = useState<CamposUsuario>(VAZIO);
  const [ativo, setAtivo] = useState(true);
  const [erros, setErros] = useState<Erros<keyof CamposUsuario>>({});
  const [enviando, setEnviando] = useState(false);

  const mudar = (campo: keyof CamposUsuario, valor: string) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErros((e) => ({ ...e, [campo]: undefined }));
  };
  const fechar = () => {
    setValores(VAZIO);
    setAtivo(true);
    setErros({});
    onClose();
  };

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    const e = validarUsuario(valores);
    setErros(e);
    if (Object.keys(e).length) return focarPrimeiroErro();
    setEnviando(true);
    const r = await executarAcao(
      () =>
        criarUsuario({
          empresa_id: Number(valores.empresa_id),
          nome: valores.nome.trim(),
          email: valores.email.trim(),
          senha: valores.senha,
          perfil: valores.perfil,
          ativo: ativo ? 'S' : 'N',
        }),
      { erro: 'Erro ao criar usuário', ...ERRO_ADMIN },
    );
    setEnviando(false);
    if (!r.ok) return;
    const u = r.valor;
    toast.ok('Usuário criado com sucesso!', `${valores.nome.trim()} (${valores.email.trim()})`);
    onCriado(u);
    fechar();
  }
  return { valores, mudar, ativo, setAtivo, erros, enviando, fechar, submit };
}

export function NovoUsuarioDialog({
  aberto,
  empresas,
  onClose,
  onCriado,
}: {
  aberto: boolean;
  empresas: AdminEmpresaDTO[];
  onClose(): void;
  onCriado(u: AdminUsuarioDTO): void;
}) {
  const { valores, mudar, ativo, setAtivo, erros, enviando, fechar, submit } = useNovoUsuario(onClose, onCriado);
  return (
    <Dialogo opened={aberto} onClose={fechar} title="Novo Usuário">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Empresa"
            withAsterisk
            searchable
            placeholder="Selecione a empresa"
            nothingFoundMessage="Nenhuma empresa encontrada"
            data={empresas.map((e) => ({
              value: String(e.id),
              label: e.ativo === 'N' ? `${e.fantasia} (inativa)` : e.fantasia,
            }))}
            value={valores.empresa_id || null}
            error={erros.empresa_id}
            onChange={(v) => mudar('empresa_id', v ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <UsuarioCampos valores={valores} erros={erros} onChange={mudar} autofocus />
          <Switch label="Ativo" color="green" checked={ativo} onChange={(e) => setAtivo(e.currentTarget.checked)} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" color="dark" loading={enviando}>
              Criar Usuário
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
