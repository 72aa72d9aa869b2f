import { useEffect, useRef } from 'react';
import { Group, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import {
  IconBuilding,
  IconChefHat,
  IconCreditCard,
  IconFileInvoice,
  IconPlugConnected,
  IconLayoutGrid,
  IconPrinter,
  IconUsers,
} from '@tabler/icons-react';
import { temPermissao } from '@comanda/shared';
import { ThemeToggle } from '../../components/theme-toggle';
import { useSession } from '../../lib/session-store';
import { CartoesTab } from './cartoes-tab';
import { EmpresaTab } from './empresa-tab';
import { EstacoesTab } from './estacoes-tab';
import { FiscalTab } from './fiscal-tab';
import { IfoodTab } from './ifood-tab';
import { ImpressorasTab } from './impressoras-tab';
import { MesasTab } from './mesas-tab';
import { PainelSecao } from './painel-secao';
import { UsuariosTab } from './usuarios-tab';

/** On a phone the tab list scrolls sideways: a tab opened by link (?aba=impressoras) is brought into view. */
function useAbaVisivel(aba: string) {
  const lista = useRef<HTMLDivElement>(null);
  useEffect(() => {
    lista.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [aba]);
  return lista;
}

/** NFC-e (issue 38) and the iFood link (issue 39): the providers' tokens are the ADMIN's (edit_settings). */
const AbaFiscal = () => (
  <>
    <Tabs.Tab value="fiscal" px={{ base: 8, sm: 'md' }} leftSection={<IconFileInvoice size={16} />}>
      Fiscal
    </Tabs.Tab>
    <Tabs.Tab value="integracoes" px={{ base: 8, sm: 'md' }} leftSection={<IconPlugConnected size={16} />}>
      Integrações
    </Tabs.Tab>
  </>
);

/** The tabs this profile may open, in order (a link's ?aba= outside them falls back to 'empresa'). */
function abasPermitidas(perfil: string | undefined): string[] {
  return [
    'empresa',
    ...(temPermissao(perfil, 'edit_tables') ? ['mesas', 'cartoes'] : []),
    ...(temPermissao(perfil, 'edit_menu') ? ['estacoes'] : []),
    ...(temPermissao(perfil, 'manage_printers') ? ['impressoras'] : []),
    ...(temPermissao(perfil, 'manage_users') ? ['usuarios'] : []),
    ...(temPermissao(perfil, 'edit_settings') ? ['fiscal', 'integracoes'] : []),
  ];
}

/** Numbered comanda cards (issue 37): ranges, states, QR cards and the bar's rules. */
const AbaCartoes = () => (
  <Tabs.Tab value="cartoes" px={{ base: 8, sm: 'md' }} leftSection={<IconCreditCard size={16} />}>
    Cartões
  </Tabs.Tab>
);

/** The company's settings and, beside them, the counter's TV board address (issue 37). */
const EmpresaEPainel = ({ podeEditar }: { podeEditar: boolean }) => (
  <>
    <EmpresaTab podeEditar={podeEditar} />
    <PainelSecao />
  </>
);

export function ConfiguracoesPage() {
  const perfil = useSession((s) => s.user?.perfil);
  // the open tab lives in the URL (?aba=mesas) so other screens can link straight to it
  const [params, setParams] = useSearchParams();
  const gerirUsuarios = temPermissao(perfil, 'manage_users');
  // the stations' routes are guarded by edit_menu (the menu's categories route to them)
  const gerirEstacoes = temPermissao(perfil, 'edit_menu');
  const gerirImpressoras = temPermissao(perfil, 'manage_printers');
  const aba = abasPermitidas(perfil).find((a) => a === params.get('aba')) ?? 'empresa';
  const lista = useAbaVisivel(aba);
  return (
    <Tabs
      value={aba}
      onChange={(v) => setParams(v && v !== 'empresa' ? { aba: v } : {}, { replace: true })}
      keepMounted={false}
      data-testid="page-configuracoes"
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        {/* five tabs do not fit a 390 px phone beside the theme toggle: the list scrolls sideways */}
        <Tabs.List ref={lista} style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', minWidth: 0 }}>
          <Tabs.Tab value="empresa" px={{ base: 8, sm: 'md' }} leftSection={<IconBuilding size={16} />}>
            Empresa
          </Tabs.Tab>
          {temPermissao(perfil, 'edit_tables') && (
            <Tabs.Tab value="mesas" px={{ base: 8, sm: 'md' }} leftSection={<IconLayoutGrid size={16} />}>
              Mesas
            </Tabs.Tab>
          )}
          {temPermissao(perfil, 'edit_tables') && <AbaCartoes />}
          {gerirEstacoes && (
            <Tabs.Tab value="estacoes" px={{ base: 8, sm: 'md' }} leftSection={<IconChefHat size={16} />}>
              Estações
            </Tabs.Tab>
          )}
          {gerirImpressoras && (
            <Tabs.Tab value="impressoras" px={{ base: 8, sm: 'md' }} leftSection={<IconPrinter size={16} />}>
              Impressoras
            </Tabs.Tab>
          )}
          {gerirUsuarios && (
            <Tabs.Tab value="usuarios" px={{ base: 8, sm: 'md' }} leftSection={<IconUsers size={16} />}>
              Usuários
            </Tabs.Tab>
          )}
          {temPermissao(perfil, 'edit_settings') && <AbaFiscal />}
        </Tabs.List>
        <ThemeToggle />
      </Group>
      <Tabs.Panel value="empresa">
        <EmpresaEPainel podeEditar={temPermissao(perfil, 'edit_settings')} />
      </Tabs.Panel>
      <Tabs.Panel value="mesas">
        <MesasTab />
      </Tabs.Panel>
      <Tabs.Panel value="cartoes">
        <CartoesTab />
      </Tabs.Panel>
      {gerirEstacoes && (
        <Tabs.Panel value="estacoes">
          <EstacoesTab />
        </Tabs.Panel>
      )}
      {gerirImpressoras && (
        <Tabs.Panel value="impressoras">
          <ImpressorasTab />
        </Tabs.Panel>
      )}
      {gerirUsuarios && (
        <Tabs.Panel value="usuarios">
          <UsuariosTab />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="fiscal">
        <FiscalTab />
      </Tabs.Panel>
      <Tabs.Panel value="integracoes">
        <IfoodTab />
      </Tabs.Panel>
    </Tabs>
  );
}
