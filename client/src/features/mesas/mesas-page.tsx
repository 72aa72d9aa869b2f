import { lazy, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { comEstilos } from '../../app/estilos-staff';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { atendimentoPrimeiro, temPermissao, type MesaDTO } from '@comanda/shared';
import { useSession } from '../../lib/session-store';
import { FiltrosPanel } from './filtros-panel';
import { filtrarMesas, textoResultado } from './filtros';
import { MesaCard } from './mesa-card';
import { SobDemanda } from '../../components/sob-demanda';
import { ResumoLinha, ResumoPanel } from './resumo-panel';
import { cancelarChamadaGarcom } from './api';
import { useMesasTempoReal } from './realtime';
import { ImpressaoStatus } from './impressao-status';

// the QR dialog (Mantine's Modal, scroll lock, focus trap) loads when first opened, not with the map
const MesaAcoesDialog = lazy(
  comEstilos(() => import('../../components/mesa-acoes-dialog').then((m) => ({ default: m.MesaAcoesDialog }))),
);
const QrDialog = lazy(comEstilos(() => import('./qr-dialog').then((m) => ({ default: m.QrDialog }))));
import { mesasOrdenadas, useMesas } from '../../lib/mesas-store';

// 4 columns on phones up to 12 on wide screens (spec 2.4)
const COLUNAS = { base: 4, sm: 5, md: 6, lg: 8, xl: 12 } as const;

// outside the page, so the (memoized) cards get the same function on every render
async function cancelarChamada(m: MesaDTO) {
  try {
    useMesas.getState().aplicarMesa(await cancelarChamadaGarcom(m.id));
  } catch (e) {
    console.error('Erro ao cancelar chamada do garçom', e);
  }
}

/** The map's clock: re-evaluates waiter-call expiry (10 minutes) without a server round trip. */
function useAgora() {
  const [agora, setAgora] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 15_000);
    return () => clearInterval(t);
  }, []);
  return agora;
}

export function MesasPage() {
  useMesasTempoReal();
  // only what the page draws: the reload on the first connection (which keeps unchanged tables and tabs as they were)
  // re-renders nothing when nothing changed
  const { mesas, vendas, carregando, erro } = useMesas(
    useShallow((s) => ({ mesas: s.mesas, vendas: s.vendas, carregando: s.carregando, erro: s.erro })),
  );
  const [numero, setNumero] = useState('');
  const [nome, setNome] = useState('');
  const [qr, setQr] = useState<MesaDTO | null>(null);
  const [acoes, setAcoes] = useState<MesaDTO | null>(null);
  const agora = useAgora();

  const todas = useMemo(() => mesasOrdenadas(mesas), [mesas]);
  const filtradas = useMemo(
    () => atendimentoPrimeiro(filtrarMesas(todas, vendas, numero, nome)),
    [todas, vendas, numero, nome],
  );
  const ativos = [numero, nome].filter((v) => v.trim()).length;

  return (
    <Stack gap="md" data-testid="page-mesas">
      <ImpressaoStatus />
      <ResumoPanel />
      <FiltrosPanel
        numero={numero}
        nome={nome}
        onNumero={setNumero}
        onNome={setNome}
        onLimpar={() => {
          setNumero('');
          setNome('');
        }}
        onAtualizar={() => void useMesas.getState().carregar()}
        resultado={textoResultado(filtradas.length, todas.length, ativos)}
        resumo={<ResumoLinha />}
      />
      {erro && (
        <Text c="red" size="sm">
          {erro}
        </Text>
      )}
      <SimpleGrid cols={COLUNAS} spacing={{ base: 6, sm: 'sm' }}>
        {carregando
          ? Array.from({ length: 25 }, (_, i) => <Skeleton key={i} h={104} radius="md" />)
          : filtradas.map((m) => (
              <MesaCard
                key={m.id}
                mesa={m}
                venda={vendas[m.id]}
                agora={agora}
                onQr={setQr}
                onCancelarChamada={cancelarChamada}
                onAcoes={setAcoes}
              />
            ))}
      </SimpleGrid>
      {!carregando && !erro && todas.length === 0 && <SemMesas />}
      {!carregando && ativos > 0 && filtradas.length === 0 && (
        <Text ta="center" c="dimmed">
          Nenhuma mesa encontrada com os filtros aplicados
        </Text>
      )}
      <SobDemanda ativo={!!acoes}>
        <MesaAcoesDialog mesa={acoes} onClose={() => setAcoes(null)} onQr={setQr} />
      </SobDemanda>
      <SobDemanda ativo={!!qr}>
        <QrDialog mesa={qr} onClose={() => setQr(null)} />
      </SobDemanda>
    </Stack>
  );
}

/** No table yet: who may register them gets the button to Settings › Mesas. */
function SemMesas() {
  const podeCadastrar = temPermissao(
    useSession((s) => s.user?.perfil),
    'edit_tables',
  );
  return (
    <Stack align="center" py="xl" gap={6} data-testid="mesas-vazio">
      <Title order={4}>Nenhuma mesa cadastrada</Title>
      <Text c="dimmed" size="sm" ta="center">
        {podeCadastrar
          ? 'Cadastre as mesas do salão para começar a abrir comandas.'
          : 'Peça ao administrador para cadastrar as mesas do salão.'}
      </Text>
      {podeCadastrar && (
        <Button component={Link} to="/configuracoes?aba=mesas">
          Cadastrar Mesas
        </Button>
      )}
    </Stack>
  );
}
