import { describe, expect, it } from 'vitest';
import { PERFIS, temPermissao } from './permissoes';
import {
  SITUACOES_MESA,
  TRANSICOES_MESA,
  acaoDoStatus,
  chamadaAtiva,
  podeTransicionar,
  resumirMesas,
  situacaoComanda,
  situacaoMapa,
  visualSituacaoVenda,
  type AcaoMesa,
} from './situacoes';
import { acoesPermitidas } from './acoes-mesa';

describe('table state machine', () => {
  const permitidas: [AcaoMesa, string, string][] = [
    ['abrir_comanda', 'L', 'O'],
    ['abrir_comanda', 'R', 'O'],
    ['pedir_conta', 'O', 'P'],
    ['cancelar_pedido_conta', 'P', 'O'],
    ['fechar_conta', 'O', 'L'],
    ['fechar_conta', 'P', 'L'],
    ['cancelar_mesa', 'O', 'L'],
    ['cancelar_mesa', 'P', 'L'],
    ['reservar', 'L', 'R'],
    ['cancelar_reserva', 'R', 'L'],
    ['bloquear', 'L', 'X'],
    ['desbloquear', 'X', 'L'],
  ];
  it.each(permitidas)('%s allows %s -> %s', (acao, de, para) => {
    expect(podeTransicionar(acao, de)).toBe(true);
    expect(TRANSICOES_MESA[acao].para).toBe(para);
  });
  it('refuses every other move', () => {
    const todas = Object.keys(TRANSICOES_MESA) as AcaoMesa[];
    for (const acao of todas) {
      for (const de of ['L', 'O', 'P', 'R', 'X']) {
        const esperado = permitidas.some(([a, d]) => a === acao && d === de);
        expect(podeTransicionar(acao, de), `${acao} from ${de}`).toBe(esperado);
      }
    }
  });
  it('maps status-call moves to actions', () => {
    expect(acaoDoStatus('O', 'P')).toBe('pedir_conta');
    expect(acaoDoStatus('P', 'O')).toBe('cancelar_pedido_conta');
    expect(acaoDoStatus('L', 'R')).toBe('reservar');
    expect(acaoDoStatus('X', 'L')).toBe('desbloquear');
    expect(acaoDoStatus('O', 'L')).toBeNull(); // freeing goes through closing or cancelling the tab
    expect(acaoDoStatus('L', 'O')).toBeNull(); // opening goes through the tab
    expect(acaoDoStatus('R', 'X')).toBeNull();
  });
  it('permissions per move come from the matrix', () => {
    expect(TRANSICOES_MESA.cancelar_pedido_conta.permissao).toBe('manage_sales');
    expect(TRANSICOES_MESA.fechar_conta.permissao).toBe('close_sales');
  });
});

describe('presentation rules', () => {
  it('unknown table codes show as free on the map and as blocked on the order screen', () => {
    expect(situacaoMapa('Z')).toBe('L');
    expect(situacaoMapa('P')).toBe('P');
    expect(situacaoComanda('X')).toBe('X');
    expect(situacaoComanda('Z')).toBe('X');
    expect(situacaoComanda('R')).toBe('R');
  });
  it('order status labels', () => {
    expect(visualSituacaoVenda('A')).toEqual({ label: 'Aberta', cor: 'blue' });
    expect(visualSituacaoVenda('F')).toEqual({ label: 'Fechada', cor: 'green' });
    expect(visualSituacaoVenda('C')).toEqual({ label: 'Cancelada', cor: 'red' });
    expect(visualSituacaoVenda('?').label).toBe('Desconhecido');
  });
  it('a waiter call is active only while S and within 10 minutes', () => {
    const agora = Date.parse('2026-11-22T12:00:00Z');
    expect(chamadaAtiva({ chamando_garcom: 'S', garcom_chamado_em: '2026-11-22T11:51:00Z' }, agora)).toBe(true);
    expect(chamadaAtiva({ chamando_garcom: 'S', garcom_chamado_em: '2026-11-22T11:50:00Z' }, agora)).toBe(false);
    expect(chamadaAtiva({ chamando_garcom: 'N', garcom_chamado_em: '2026-11-22T11:59:00Z' }, agora)).toBe(false);
  });
});

describe('resumirMesas', () => {
  it('counts each code, unknown codes as free (spec 4.1)', () => {
    const mesas = ['L', 'O', 'O', 'P', 'R', 'X', 'Z', null].map((situacao) => ({ situacao }));
    expect(resumirMesas(mesas)).toEqual({ livre: 3, ocupada: 2, reservada: 1, bloqueada: 1, pediu_conta: 1 });
    expect(resumirMesas([])).toEqual({ livre: 0, ocupada: 0, reservada: 0, bloqueada: 0, pediu_conta: 0 });
  });
});

describe('acoesPermitidas', () => {
  it('lists the moves of the situacao that the profile holds the permission for', () => {
    expect(acoesPermitidas('L', 'GARCOM')).toEqual(['abrir_comanda', 'reservar']);
    expect(acoesPermitidas('L', 'ADMIN')).toEqual(['abrir_comanda', 'reservar', 'bloquear']);
    expect(acoesPermitidas('O', 'GARCOM')).toEqual(['pedir_conta']);
    expect(acoesPermitidas('O', 'CAIXA')).toEqual(['fechar_conta']);
    expect(acoesPermitidas('O', 'GERENTE')).toEqual(['pedir_conta', 'fechar_conta', 'cancelar_mesa']);
    expect(acoesPermitidas('P', 'GERENTE')).toEqual(['cancelar_pedido_conta', 'fechar_conta', 'cancelar_mesa']);
    expect(acoesPermitidas('P', 'GARCOM')).toEqual([]);
    expect(acoesPermitidas('R', 'garcom')).toEqual(['abrir_comanda', 'cancelar_reserva']);
    expect(acoesPermitidas('X', 'GERENTE')).toEqual(['desbloquear']);
    expect(acoesPermitidas('X', 'GARCOM')).toEqual([]);
    expect(acoesPermitidas('O', 'COZINHA')).toEqual([]);
  });
  it('allows nothing without a user or from an unknown situacao', () => {
    expect(acoesPermitidas('L', null)).toEqual([]);
    expect(acoesPermitidas('Z', 'ADMIN')).toEqual([]);
    expect(acoesPermitidas(null, 'ADMIN')).toEqual([]);
  });
  it('agrees with the state machine and the matrix for every pair', () => {
    for (const perfil of PERFIS) {
      for (const de of SITUACOES_MESA) {
        for (const acao of Object.keys(TRANSICOES_MESA) as AcaoMesa[]) {
          const esperado = podeTransicionar(acao, de) && temPermissao(perfil, TRANSICOES_MESA[acao].permissao);
          expect(acoesPermitidas(de, perfil).includes(acao), `${perfil} ${acao} from ${de}`).toBe(esperado);
        }
      }
    }
  });
});
