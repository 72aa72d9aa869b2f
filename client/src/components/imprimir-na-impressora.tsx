import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TipoImpressao } from '@comanda/shared';
import { useImpressao } from '../lib/impressao-store';
import { useAcao } from '../lib/use-acao';

interface Props extends ButtonProps {
  /** what is printed: the active printers serving it are offered */
  tipo: Extract<TipoImpressao, 'conta' | 'caixa' | 'nfce'>;
  imprimir(impressoraId: number): Promise<unknown>;
  /** the button's text; 'Imprimir na impressora' by default */
  rotulo?: string;
}

/**
 * 'Imprimir na impressora' (issue 23), beside the browser's print: one printer serving this kind of job prints at once;
 * several open a menu to choose. Renders nothing when no active printer serves it.
 */
export function ImprimirNaImpressora({ tipo, imprimir, rotulo = 'Imprimir na impressora', ...botao }: Props) {
  const impressoras = useImpressao((s) => s.estado?.impressoras)?.filter((i) => i.tipos.includes(tipo));
  const { executar, enviando } = useAcao();
  if (!impressoras?.length) return null;
  const enviar = (i: { id: number; nome: string }) =>
    void executar(() => imprimir(i.id), {
      ok: ['Enviado para a impressora', i.nome],
      erro: 'Não foi possível enviar para a impressora',
    });
  if (impressoras.length === 1)
    return (
      <Button
        {...botao}
        leftSection={<IconPrinter size={18} />}
        loading={enviando}
        onClick={() => enviar(impressoras[0]!)}
        title={impressoras[0]!.nome}
      >
        {rotulo}
      </Button>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button {...botao} leftSection={<IconPrinter size={18} />} loading={enviando}>
          {rotulo}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {impressoras.map((i) => (
          <Menu.Item key={i.id} onClick={() => enviar(i)}>
            {i.nome}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
