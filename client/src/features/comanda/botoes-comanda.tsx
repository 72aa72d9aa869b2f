import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import {
  IconArrowsExchange,
  IconArrowsJoin,
  IconCash,
  IconPlus,
  IconPrinter,
  IconReceipt,
  IconTransfer,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import {
  acoesPermitidas,
  situacaoComanda,
  temPermissao,
  type AcaoMesa,
  type MesaDTO,
  type VendaDTO,
} from '@comanda/shared';
import { ImprimirNaImpressora } from '../../components/imprimir-na-impressora';
import { executarAcao } from '../../lib/acao';
import { useImprimeTipo } from '../../lib/impressao-store';
import { reimprimirVenda } from './api';
import type { Operacao } from './operacoes/mesa-destino';
import { imprimirConta } from './pagamento/api';
import type { ComandaState } from './store';

export type DialogoComanda = 'nome' | 'fechar' | 'cancelarMesa' | 'picker';

/**
 * The table moves this profile may make from the tab screen (the shared state machine and permission matrix).
 * An open tab means an occupied table even before the table's own event arrives.
 */
export function acoesDaMesa(mesa: MesaDTO, venda: VendaDTO | null, perfil: string | undefined): AcaoMesa[] {
  const s = situacaoComanda(mesa.situacao);
  return acoesPermitidas(venda && (s === 'L' || s === 'R') ? 'O' : s, perfil);
}

interface Props {
  dados: ComandaState;
  perfil: string | undefined;
  onDialogo(d: DialogoComanda): void;
  onOperacao(op: Operacao): void;
  onStatus(situacao: 'P' | 'O'): void;
}

/** The open tab's actions. */
export function BotoesComanda({ dados, perfil, onDialogo, onOperacao, onStatus }: Props) {
  const { mesa, venda, itens } = dados;
  const acoes = acoesDaMesa(mesa!, venda, perfil);
  const pediuConta = situacaoComanda(mesa!.situacao) === 'P';
  const podeCriar = temPermissao(perfil, 'create_sales');
  return (
    <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
      {podeCriar && !pediuConta && (
        <Button leftSection={<IconPlus size={18} />} onClick={() => onDialogo('picker')}>
          Adicionar Produto
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconUser size={18} />}
        onClick={() => onDialogo('nome')}
        disabled={!podeCriar}
        data-testid="nome-cliente"
      >
        {venda!.nome_cliente}
      </Button>
      {acoes.includes('pedir_conta') && (
        <Button variant="light" color="orange" leftSection={<IconReceipt size={18} />} onClick={() => onStatus('P')}>
          Pedir Conta
        </Button>
      )}
      {acoes.includes('fechar_conta') && (
        <Button color="green" leftSection={<IconCash size={18} />} onClick={() => onDialogo('fechar')}>
          Finalizar Conta
        </Button>
      )}
      <BotoesImpressao mesaId={mesa!.id} vendaId={venda!.id} temItens={itens.length > 0} />
      {acoes.includes('cancelar_pedido_conta') && (
        <Button variant="light" color="blue" onClick={() => onStatus('O')}>
          Cancelar Pedido
        </Button>
      )}
      {acoes.includes('cancelar_mesa') && (
        <Button variant="light" color="red" leftSection={<IconX size={18} />} onClick={() => onDialogo('cancelarMesa')}>
          Cancelar Mesa
        </Button>
      )}
      {temPermissao(perfil, 'transfer_items') && !pediuConta && (
        <>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconTransfer size={18} />}
            onClick={() => onOperacao('transferir')}
            disabled={itens.length === 0}
          >
            Transferir itens
          </Button>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconArrowsExchange size={18} />}
            onClick={() => onOperacao('mover')}
          >
            Mudar de mesa
          </Button>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconArrowsJoin size={18} />}
            onClick={() => onOperacao('juntar')}
          >
            Juntar mesas
          </Button>
        </>
      )}
    </Group>
  );
}

/**
 * 'Imprimir Conta' (the browser's pre-bill page) and, where printers serve them (issue 23), the pre-bill on a printer
 * and 'Reimprimir' of the tab's production tickets.
 */
function BotoesImpressao({ mesaId, vendaId, temItens }: { mesaId: number; vendaId: number; temItens: boolean }) {
  const navigate = useNavigate();
  const reimprime = useImprimeTipo('producao');
  return (
    <>
      <Button
        variant="light"
        color="gray"
        leftSection={<IconPrinter size={18} />}
        onClick={() => navigate(`/mesa/${mesaId}/conta/${vendaId}`)}
      >
        Imprimir Conta
      </Button>
      <ImprimirNaImpressora variant="light" color="gray" tipo="conta" imprimir={(id) => imprimirConta(vendaId, id)} />
      {reimprime && temItens && (
        <Button
          variant="light"
          color="gray"
          leftSection={<IconPrinter size={18} />}
          onClick={() => void reimprimir(vendaId)}
        >
          Reimprimir
        </Button>
      )}
    </>
  );
}

/** 'Reimprimir': every production item of the tab again on its stations' printers. */
const reimprimir = (vendaId: number) =>
  executarAcao(() => reimprimirVenda(vendaId), {
    ok: ({ impressoes }) =>
      impressoes > 0
        ? 'Pedidos enviados para a impressora'
        : ['Nada a reimprimir', 'Nenhum item desta comanda vai para uma impressora'],
    erro: 'Não foi possível reimprimir',
  });
