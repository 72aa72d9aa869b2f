import { describe, expect, it } from 'vitest';
import { filtrarEmpresas, filtrarUsuarios } from './filtro';
import type { AdminEmpresaDTO, AdminUsuarioDTO } from '@comanda/shared';

const emp = (id: number, fantasia: string, cnpj: string | null, email: string | null) =>
  ({
    id,
    fantasia,
    cnpj,
    email,
    razao_social: null,
    endereco: null,
    telefone: null,
    ativo: 'S',
    ativa: true,
    data_cadastro: '2026-01-01T00:00:00Z',
    total_usuarios: 0,
    total_mesas: 0,
  }) as AdminEmpresaDTO;

const lista = [
  emp(1, 'Restaurante Demo', '11222333000181', 'contato@demo.com.br'),
  emp(2, 'Bar do Zé', null, null),
  emp(3, 'Café Açaí', '11.444.777/0001-61', 'cafe@x.com'),
];

describe('filtrarEmpresas', () => {
  it('empty search keeps everything', () => expect(filtrarEmpresas(lista, '  ')).toHaveLength(3));
  it('by fantasia, case and accent insensitive', () => {
    expect(filtrarEmpresas(lista, 'bar do ze').map((e) => e.id)).toEqual([2]);
    expect(filtrarEmpresas(lista, 'ACAI').map((e) => e.id)).toEqual([3]);
  });
  it('by CNPJ with or without punctuation', () => {
    expect(filtrarEmpresas(lista, '11.222.333').map((e) => e.id)).toEqual([1]);
    expect(filtrarEmpresas(lista, '11444777').map((e) => e.id)).toEqual([3]);
  });
  it('by e-mail', () => expect(filtrarEmpresas(lista, 'demo.com').map((e) => e.id)).toEqual([1]));
  it('a word with no digits does not match every CNPJ', () => expect(filtrarEmpresas(lista, 'xyz')).toEqual([]));
});

describe('filtrarUsuarios', () => {
  const u = (id: number, nome: string, email: string, empresa_nome: string) =>
    ({
      id,
      nome,
      email,
      username: email,
      empresa_nome,
      perfil: 'GARCOM',
      ativo: 'S',
      empresa_id: 1,
    }) as AdminUsuarioDTO;
  const us = [u(1, 'João', 'joao@a.com', 'Restaurante Demo'), u(2, 'Maria', 'maria@b.com', 'Bar do Teste')];
  it('by nome, e-mail or company', () => {
    expect(filtrarUsuarios(us, 'joao').map((x) => x.id)).toEqual([1]);
    expect(filtrarUsuarios(us, 'b.com').map((x) => x.id)).toEqual([2]);
    expect(filtrarUsuarios(us, 'teste').map((x) => x.id)).toEqual([2]);
  });
});
