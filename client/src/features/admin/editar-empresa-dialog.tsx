import { useEffect, useState } from 'react';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { toast } from '../../lib/notify';
import { formatarCnpj, type AdminEmpresaDTO } from '@comanda/shared';
import { EMPRESA_VAZIA, EmpresaCampos } from './empresa-campos';
import { executarAcao } from '../../lib/acao';
import { ERRO_ADMIN } from './erros';
import { useAdmin } from './store';
import { focarPrimeiroErro, validarEmpresa, type CamposEmpresa, type Erros } from './validacao';

const camposDe = (e: AdminEmpresaDTO | null): CamposEmpresa =>
  e
    ? {
        fantasia: e.fantasia,
        razao_social: e.razao_social ?? '',
        cnpj: formatarCnpj(e.cnpj),
        endereco: e.endereco ?? '',
        telefone: e.telefone ?? '',
        email: e.email ?? '',
      }
    : EMPRESA_VAZIA;

export function EditarEmpresaDialog({ empresa, onClose }: { empresa: AdminEmpresaDTO | null; onClose(): void }) {
  const [valores, setValores] = useState<CamposEmpresa>(camposDe(empresa));
  const [ativa, setAtiva] = useState(empresa?.ativo !== 'N');
  const [erros, setErros] = useState<Erros<keyof CamposEmpresa>>({});
  const [enviando, setEnviando] = useState(false);
  const atualizar = useAdmin((s) => s.atualizarEmpresa);

  useEffect(() => {
    if (!empresa) return; // keep the fields while the dialog closes
    setValores(camposDe(empresa));
    setAtiva(empresa?.ativo !== 'N');
    setErros({});
  }, [empresa]);

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    if (!empresa) return;
    const e = validarEmpresa(valores);
    setErros(e);
    if (Object.keys(e).length) return focarPrimeiroErro();
    setEnviando(true);
    const r = await executarAcao(
      () =>
        atualizar(empresa.id, {
          fantasia: valores.fantasia.trim(),
          razao_social: valores.razao_social.trim(),
          cnpj: valores.cnpj.replace(/\D/g, ''),
          endereco: valores.endereco.trim(),
          telefone: valores.telefone.trim(),
          email: valores.email.trim(),
          ativo: ativa ? 'S' : 'N',
        }),
      { erro: 'Erro ao atualizar empresa', ...ERRO_ADMIN },
    );
    setEnviando(false);
    if (!r.ok) return;
    toast.ok('Empresa atualizada com sucesso!', valores.fantasia.trim());
    onClose();
  }

  return (
    <Dialogo opened={!!empresa} onClose={onClose} title="Editar Empresa" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmpresaCampos
            valores={valores}
            erros={erros}
            onChange={(campo, valor) => {
              setValores((v) => ({ ...v, [campo]: valor }));
              setErros((x) => ({ ...x, [campo]: undefined }));
            }}
          />
          <Switch label="Ativa" color="green" checked={ativa} onChange={(e) => setAtiva(e.currentTarget.checked)} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="dark" loading={enviando}>
              Salvar Alterações
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
