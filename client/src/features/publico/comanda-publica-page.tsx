import { ChamarGarcom } from './chamar-garcom';
import { ComandaNaoEncontrada } from './comanda-nao-encontrada';
import { ContaEncerrada } from './conta-encerrada';
import { ContaResumo } from './conta-resumo';
import { ContaValores } from './conta-valores';
import { ItensConsumidos } from './itens-consumidos';
import { PagarConta } from './pagar-conta';
import { RodapeAtualizacao } from './rodape-atualizacao';
import { useComandaPublica } from './use-comanda-publica';
import { Spinner, ui } from './ui/primitivos';

/**
 * The diner's live bill (spec 2.11), one small component per section so features can add their own.
 * Plain React + CSS modules: no Mantine, no zod, so a phone on 4G gets the total fast.
 */
export function ComandaPublicaPage({ token }: { token: string }) {
  const { comanda, estado, aoVivo, chamando, agora, carregar, chamarGarcom, tentarDeNovo, encerrada } =
    useComandaPublica(token);

  if (encerrada !== undefined) return <ContaEncerrada resumo={encerrada} />;

  if (estado === 'carregando')
    return (
      <main className={ui.centro}>
        <Spinner />
      </main>
    );
  if (estado === 'erro' || !comanda) return <ComandaNaoEncontrada onTentar={tentarDeNovo} />;
  return (
    <main className={ui.container}>
      <div className={ui.pilha}>
        <ContaResumo comanda={comanda} />
        <ItensConsumidos itens={comanda.itens} />
        <ContaValores venda={comanda.venda} />
        <PagarConta token={token} comanda={comanda} onPedida={() => void carregar()} />
        <ChamarGarcom mesa={comanda.mesa} agora={agora} chamando={chamando} onChamar={() => void chamarGarcom()} />
        <RodapeAtualizacao aoVivo={aoVivo} onAtualizar={() => void carregar()} />
      </div>
    </main>
  );
}
