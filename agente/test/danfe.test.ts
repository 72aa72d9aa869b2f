import type { DanfeNfce, PaginaCodigo, TrabalhoImpressao } from '@comanda/shared';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { describe, expect, it } from 'vitest';
import { renderizar } from '../src/render.js';

/*
 * The DANFE NFC-e as the agent prints it (issue 38), checked byte by byte: the QR code as ESC/POS's own QR command
 * (GS ( k) carrying the SEFAZ URL, the access key in groups of 4, the homologation message, the divisions' texts in
 * the printer's code page.
 */

const GS = 0x1d;
const ESC = 0x1b;
const QR_URL =
  'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35261112345678000199650010000000121000000001|2|2|1|5E264C0E28D801197219894CDFCF2FCCC5237F08';
const CHAVE = 'NFe35261112345678000199650010000000121000000001';

const danfe = (mudar: Partial<DanfeNfce> = {}): DanfeNfce => ({
  tipo: 'nfce',
  ambiente: 'homologacao',
  emitente: {
    razao_social: 'Bar do Zé Ltda',
    cnpj: '11222333000181',
    inscricao_estadual: '123456789110',
    endereco: 'Rua das Flores, 123 - Centro - São Paulo/SP',
  },
  itens: [
    {
      codigo: '12',
      descricao: 'Picanha na chapa',
      quantidade: 2,
      unidade: 'UN',
      valor_unitario: 89.9,
      valor_total: 179.8,
    },
    { codigo: '7', descricao: 'Suco de maçã', quantidade: 1, unidade: 'UN', valor_unitario: 9.5, valor_total: 9.5 },
  ],
  valor_total: 189.3,
  desconto: 10,
  acrescimos: 17.93,
  valor_pagar: 197.23,
  pagamentos: [
    { forma: 'Pagamento Instantâneo (PIX)', valor: 100 },
    { forma: 'Dinheiro', valor: 100 },
  ],
  troco: 2.77,
  url_consulta: 'https://www.homologacao.nfce.fazenda.sp.gov.br/consulta',
  chave: CHAVE,
  cpf: null,
  numero: '12',
  serie: '1',
  emitida_em: '2026-11-27T14:05:09-03:00',
  protocolo: '135260000000012',
  autorizada_em: '2026-11-27T17:05:10.000Z',
  fuso: 'America/Sao_Paulo',
  qrcode: QR_URL,
  ...mudar,
});

const trabalho = (conteudo: DanfeNfce, pagina: PaginaCodigo = 'CP860', largura: 80 | 58 = 80): TrabalhoImpressao => ({
  id: 1,
  impressora: { id: 1, nome: 'Caixa', host: '127.0.0.1', porta: 9100, largura, pagina_codigo: pagina, copias: 1 },
  criado_em: '2026-11-27T17:05:10.000Z',
  validade_ms: null,
  conteudo,
});

const PAGINA = { CP860: 'cp860', CP850: 'cp850', CP858: 'cp858', WINDOWS1252: 'windows1252' } as const;
const bytesDe = (texto: string, pagina: PaginaCodigo = 'CP860') => [...CodepageEncoder.encode(texto, PAGINA[pagina])];

/** Where a byte sequence starts in the job, or -1. */
function achar(bytes: Uint8Array, seq: number[], desde = 0): number {
  for (let i = desde; i + seq.length <= bytes.length; i++) if (seq.every((b, j) => bytes[i + j] === b)) return i;
  return -1;
}
const contem = (bytes: Uint8Array, seq: number[]) => achar(bytes, seq) >= 0;
const ascii = (s: string) => [...Buffer.from(s, 'latin1')];

describe('DANFE NFC-e: the QR code', () => {
  for (const largura of [80, 58] as const)
    it(`${largura} mm: GS ( k model 2, module size, level M, the SEFAZ URL as its data (pL pH = length + 3), then print`, () => {
      const bytes = renderizar(trabalho(danfe(), 'CP860', largura));
      const modelo = [GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00];
      const tamanho = [GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, largura === 58 ? 5 : 6];
      const nivel = [GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x31];
      const n = QR_URL.length + 3;
      const dados = [GS, 0x28, 0x6b, n & 0xff, n >> 8, 0x31, 0x50, 0x30, ...ascii(QR_URL)];
      const imprimir = [GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30];
      const posicoes = [modelo, tamanho, nivel, dados, imprimir].map((seq) => achar(bytes, seq));
      expect(posicoes.every((p) => p >= 0)).toBe(true);
      // in this order, the data right before the print command, once
      expect([...posicoes].sort((a, b) => a - b)).toEqual(posicoes);
      expect(posicoes[4]).toBe(posicoes[3]! + dados.length);
      expect(achar(bytes, dados, posicoes[3]! + 1)).toBe(-1);
      // centred (ESC a 1) before the QR
      expect(achar(bytes, [ESC, 0x61, 0x01])).toBeLessThan(posicoes[0]!);
    });

  it('the URL goes as it is into the QR data, never through the text filter (its | and & stay)', () => {
    const url =
      'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx?p=43261112345678000199650010000000121000000001|2|2|1|AB&x=1';
    const bytes = renderizar(trabalho(danfe({ qrcode: url })));
    expect(contem(bytes, [0x31, 0x50, 0x30, ...ascii(url), GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30])).toBe(true);
  });
});

describe('DANFE NFC-e: the access key and the consultation URL', () => {
  for (const largura of [80, 58] as const)
    it(`${largura} mm: the key in 11 groups of 4 on two lines (6 + 5), the 'NFe' prefix dropped`, () => {
      const bytes = renderizar(trabalho(danfe(), 'CP860', largura));
      const l1 = ascii('3526 1112 3456 7800 0199 6500\n');
      const l2 = ascii('1000 0000 1210 0000 0001\n');
      const i = achar(bytes, l1);
      expect(i).toBeGreaterThan(0);
      expect(achar(bytes, l2, i)).toBeGreaterThan(i);
      expect(contem(bytes, ascii('NFe3526'))).toBe(false);
    });

  it("prints 'Consulte pela Chave de Acesso em' and the URL, before the key", () => {
    const bytes = renderizar(trabalho(danfe({ url_consulta: 'www.nfce.fazenda.sp.gov.br/consulta' })));
    const consulte = achar(bytes, bytesDe('Consulte pela Chave de Acesso em'));
    const url = achar(bytes, ascii('www.nfce.fazenda.sp.gov.br/consulta\n'));
    expect(consulte).toBeGreaterThan(0);
    expect(url).toBeGreaterThan(consulte);
    expect(achar(bytes, ascii('3526 1112'))).toBeGreaterThan(url);
  });
});

describe('DANFE NFC-e: homologation and the code page', () => {
  const MENSAGEM = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR';

  it("homologation: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO – SEM VALOR FISCAL' in CP860 (Ç 0x80, Ã 0x8E; the dash as '-')", () => {
    const bytes = renderizar(trabalho(danfe()));
    const esperado = bytesDe(MENSAGEM);
    expect(esperado.slice(26, 33)).toEqual([0x4f, 0x4c, 0x4f, 0x47, 0x41, 0x80, 0x8e]);
    expect(contem(bytes, esperado)).toBe(true);
    expect(contem(bytes, bytesDe('FISCAL'))).toBe(true);
    // no '?' in its place: the en dash CP860 lacks is printed as '-'
    expect(contem(bytes, ascii('HOMOLOGA'))).toBe(true);
    expect(contem(bytes, [0x8e, 0x4f, 0x20, 0x3f])).toBe(false);
  });

  it('WINDOWS1252 has the en dash: it prints as 0x96', () => {
    const bytes = renderizar(trabalho(danfe(), 'WINDOWS1252'));
    expect(contem(bytes, bytesDe('HOMOLOGAÇÃO – SEM', 'WINDOWS1252'))).toBe(true);
    expect(bytesDe('–', 'WINDOWS1252')).toEqual([0x96]);
  });

  it('production: no homologation message', () => {
    const bytes = renderizar(trabalho(danfe({ ambiente: 'producao' })));
    expect(contem(bytes, bytesDe('HOMOLOGAÇÃO'))).toBe(false);
    expect(contem(bytes, ascii('SEM VALOR'))).toBe(false);
  });

  for (const pagina of ['CP860', 'CP850', 'CP858', 'WINDOWS1252'] as const)
    it(`${pagina}: names typed by people reach the printer in its page, commands hidden in them print as '?'`, () => {
      const ataque = 'Pão\u001b@\u001dV\u0001 ←p☺22';
      const bytes = renderizar(
        trabalho(
          danfe({
            emitente: { ...danfe().emitente, razao_social: ataque },
            itens: [{ ...danfe().itens[0]!, descricao: ataque }],
            pagamentos: [{ forma: ataque, valor: 10 }],
          }),
          pagina,
        ),
      );
      expect(contem(bytes, bytesDe('Pão?@?V? ?p?22', pagina))).toBe(true);
      // one initialize (ESC @) and one cut (GS V) of the job's own, never a cash-drawer kick (ESC p)
      const contar = (seq: number[]) => {
        let n = 0;
        for (let i = achar(bytes, seq); i >= 0; i = achar(bytes, seq, i + 1)) n++;
        return n;
      };
      expect(contar([ESC, 0x40])).toBe(1);
      expect(contar([GS, 0x56])).toBe(1);
      expect(contar([ESC, 0x70])).toBe(0);
    });
});

describe('DANFE NFC-e: the divisions', () => {
  const texto = (d: DanfeNfce, largura: 80 | 58 = 80) =>
    Buffer.from(renderizar(trabalho(d, 'WINDOWS1252', largura))).toString('latin1');

  it('I: company name, CNPJ and IE, address; II: code, description, qty, unit, unit price, total', () => {
    const t = texto(danfe());
    expect(t).toContain('Bar do Zé Ltda');
    expect(t).toContain('CNPJ: 11.222.333/0001-81 IE: 123456789110');
    expect(t).toContain('Rua das Flores, 123 - Centro - São Paulo/SP');
    expect(t).toContain('Código Descrição');
    expect(t).toMatch(/Qtde UN x Vl Unit +Vl Total/);
    expect(t).toContain('12 Picanha na chapa\n');
    expect(t).toMatch(/ {2}2 UN x 89,90 +179,80\n/);
    expect(t).toContain('7 Suco de maçã\n');
    expect(t).toMatch(/ {2}1 UN x 9,50 +9,50\n/);
  });

  it('III: qty of items, total, discounts, additions, amount to pay, payments and change, right-aligned', () => {
    const t = texto(danfe());
    const linha = (rotulo: string, valor: string) =>
      expect(t).toContain(`${rotulo}${' '.repeat(48 - rotulo.length - valor.length)}${valor}`);
    linha('Qtde. total de itens', '2');
    linha('Valor total R$', '189,30');
    linha('Descontos R$', '10,00');
    linha('Acréscimos R$', '17,93');
    linha('Valor a Pagar R$', '197,23');
    linha('FORMA PAGAMENTO', 'VALOR PAGO R$');
    linha('Pagamento Instantâneo (PIX)', '100,00');
    linha('Dinheiro', '100,00');
    linha('Troco R$', '2,77');
  });

  it('III: no discount, addition or change lines when there are none', () => {
    const t = texto(danfe({ desconto: 0, acrescimos: 0, troco: 0 }));
    expect(t).not.toContain('Descontos');
    expect(t).not.toContain('Acréscimos');
    expect(t).not.toContain('Troco');
  });

  it("V: 'CONSUMIDOR NÃO IDENTIFICADO', or the CPF; VI: number, series, emission date, protocol and its date", () => {
    const t = texto(danfe());
    expect(t).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    expect(t).toContain('NFC-e nº 000000012 Série 001 27/11/2026 14:05:09');
    expect(t).toContain('Protocolo de autorização: 135260000000012');
    expect(t).toContain('Data de autorização: 27/11/2026 14:05:10');
    const comCpf = texto(danfe({ cpf: '52998224725' }));
    expect(comCpf).toContain('CONSUMIDOR CPF: 529.982.247-25');
    expect(comCpf).not.toContain('NÃO IDENTIFICADO');
  });

  it('58 mm: the value lines fill 32 columns', () => {
    const t = texto(danfe(), 58);
    expect(t).toContain(`Valor a Pagar R$${' '.repeat(32 - 16 - 6)}197,23`);
    expect(t).toContain(`Troco R$${' '.repeat(32 - 8 - 4)}2,77\n`);
  });
});
