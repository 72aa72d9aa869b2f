import { PasswordInput, Select, TextInput } from '@mantine/core';
import { PERFIL_LABEL, PERFIS, USUARIO_NOME_MAX, USUARIO_SENHA_MAX } from '@comanda/shared';

export type CampoUsuario = 'nome' | 'email' | 'senha' | 'perfil';

const OPCOES_PERFIL = PERFIS.map((p) => ({ value: p, label: PERFIL_LABEL[p] }));

/**
 * A staff user's fields, the same in every form that creates or edits one: the platform admin's 'Novo Usuário' and
 * the first administrator of 'Nova Empresa', and the company's own 'Usuários' tab. Their limits are the shared
 * schemas' (the e-mail has none there, so none here); 'Perfil' shows when `valores.perfil` is given.
 */
export function UsuarioCampos({
  valores,
  erros = {},
  onChange,
  autofocus = false,
  senhaOpcional = false,
}: {
  valores: { nome: string; email: string; senha: string; perfil?: string };
  erros?: Partial<Record<CampoUsuario, string>>;
  onChange(campo: CampoUsuario, valor: string): void;
  /** the dialog opens on 'Nome' */
  autofocus?: boolean;
  /** editing: a blank password keeps the current one */
  senhaOpcional?: boolean;
}) {
  return (
    <>
      <TextInput
        label="Nome"
        withAsterisk
        data-autofocus={autofocus || undefined}
        maxLength={USUARIO_NOME_MAX}
        value={valores.nome}
        error={erros.nome}
        onChange={(e) => onChange('nome', e.currentTarget.value)}
      />
      <TextInput
        label="E-mail"
        withAsterisk
        type="email"
        autoComplete="off"
        value={valores.email}
        error={erros.email}
        onChange={(e) => onChange('email', e.currentTarget.value)}
      />
      <PasswordInput
        label="Senha"
        withAsterisk={!senhaOpcional}
        description={senhaOpcional ? 'Deixe em branco para manter a senha atual' : undefined}
        autoComplete="new-password"
        maxLength={USUARIO_SENHA_MAX}
        value={valores.senha}
        error={erros.senha}
        onChange={(e) => onChange('senha', e.currentTarget.value)}
      />
      {valores.perfil !== undefined && (
        <Select
          label="Perfil"
          withAsterisk
          allowDeselect={false}
          data={OPCOES_PERFIL}
          value={valores.perfil}
          error={erros.perfil}
          onChange={(v) => v && onChange('perfil', v)}
        />
      )}
    </>
  );
}
