import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { UsuarioCampos } from '../../components/usuario-campos';
import { toast } from '../../lib/notify';
import { EMPRESA_VAZIA, EmpresaCampos } from './empresa-campos';
import { executarAcao } from '../../lib/acao';
import { ERRO_ADMIN } from './erros';
import { useAdmin } from './store';
import type { Credenciais } from './tipos';
import { focarPrimeiroErro, validarNovaEmpresa, type CamposAdmin, type CamposEmpresa, type Erros } from './validacao';

type Campos = CamposEmpresa & CamposAdmin;
const VAZIO: Campos = { ...EMPRESA_VAZIA, admin_nome: '', admin_email: '', admin_senha: '' };

/** The form's values, validated with the shared schema, and creating the company with its first administrator. */
function useNovaEmpresa(onClose: () => void, onCriada: (c: Credenciais) => void) {
  const [valores, setValores] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<Erros<keyof Campos>>({});
  const [enviando, setEnviando] = useState(false);
  const criar = useAdmin((s) => s.criarEmpresa);

  const mudar = (campo: keyof Campos, valor: string) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErros((e) => ({ ...e, [campo]: undefined }));
  };
  const fechar = () => {
    setValores(VAZIO);
    setErros({});
    onClose();
  };

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    const e = validarNovaEmpresa(valores);
    setErros(e);
    if (Object.keys(e).length) return focarPrimeiroErro();
    setEnviando(true);
    const t = (s: string) => s.trim();
    const r = await executarAcao(
      () =>
        criar({
          fantasia: t(valores.fantasia),
          razao_social: t(valores.razao_social),
          cnpj: valores.cnpj.replace(/\D/g, ''),
          endereco: t(valores.endereco),
          telefone: t(valores.telefone),
          email: t(valores.email),
          admin_nome: t(valores.admin_nome),
          admin_email: t(valores.admin_email),
          admin_senha: valores.admin_senha,
        }),
      { erro: 'Erro ao criar empresa', ...ERRO_ADMIN },
    );
    setEnviando(false);
    if (!r.ok) return;
    const res = r.valor;
    const cred = {
      empresa: res.empresa.fantasia,
      nome: res.admin.nome,
      email: res.admin.email,
      senha: valores.admin_senha,
    };
    toast.ok(
      'Empresa criada com sucesso!',
      `${cred.empresa}: administrador ${cred.email} criado. Anote as credenciais.`,
      15_000,
    );
    onCriada(cred);
    fechar();
  }
  return { valores, erros, enviando, mudar, fechar, submit };
}

export function NovaEmpresaDialog({
  aberto,
  onClose,
  onCriada,
}: {
  aberto: boolean;
  onClose(): void;
  onCriada(c: Credenciais): void;
}) {
  const { valores, erros, enviando, mudar, fechar, submit } = useNovaEmpresa(onClose, onCriada);
  return (
    <Dialogo opened={aberto} onClose={fechar} title="Nova Empresa" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Fieldset legend="Dados da empresa" variant="unstyled">
            <Stack gap="sm">
              <EmpresaCampos valores={valores} erros={erros} onChange={mudar} />
            </Stack>
          </Fieldset>
          <Fieldset legend="Administrador inicial" variant="filled" mt="xs">
            <Stack gap="sm">
              <Text size="xs" c="dimmed">
                Usuário ADMIN da empresa; ele entra em /login com este e-mail e senha.
              </Text>
              <UsuarioCampos
                valores={{ nome: valores.admin_nome, email: valores.admin_email, senha: valores.admin_senha }}
                erros={{ nome: erros.admin_nome, email: erros.admin_email, senha: erros.admin_senha }}
                onChange={(campo, valor) => campo !== 'perfil' && mudar(`admin_${campo}`, valor)}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" color="dark" loading={enviando}>
              Criar Empresa
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
