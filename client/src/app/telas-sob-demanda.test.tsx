import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { telaSobDemanda } from './telas-sob-demanda';

const Pagina = () => <p>Caixa do dia</p>;
const html = (Tela: ComponentType) =>
  renderToString(
    <Suspense fallback={<span>carregando</span>}>
      <Tela />
    </Suspense>,
  );

describe('a staff screen loaded on demand', () => {
  it('renders at once, without its fallback, once its chunk was loaded before', async () => {
    const { Tela, precarregar } = telaSobDemanda(async () => ({ default: Pagina }));
    await precarregar();
    expect(html(Tela)).toContain('Caixa do dia');
    expect(html(Tela)).not.toContain('carregando');
  });

  it('shows its fallback while its chunk is not in', () => {
    const { Tela } = telaSobDemanda(() => new Promise(() => {}));
    expect(html(Tela)).toContain('carregando');
  });

  it('a chunk that failed to arrive is asked for again when the screen renders', async () => {
    let pedidos = 0;
    const { Tela, precarregar } = telaSobDemanda(async () => {
      pedidos += 1;
      if (pedidos === 1) throw new Error('sem conexão');
      return { default: Pagina };
    });
    await expect(precarregar()).rejects.toThrow('sem conexão');
    expect(html(Tela)).toContain('carregando'); // the render asks again
    expect(pedidos).toBe(2);
    await new Promise((r) => setTimeout(r));
    expect(html(Tela)).toContain('Caixa do dia');
  });
});
