import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/*
 * A local Focus NFe for tests, written from its public NFC-e documentation (https://focusnfe.com.br/doc/#nfce,
 * FocusNFe/api-doc source/includes/_nfce.md): HTTP Basic with the company's token as the user; POST /v2/nfce?ref=REF
 * emits synchronously and answers `status` autorizado, erro_autorizacao or denegado with status_sefaz/mensagem_sefaz;
 * GET /v2/nfce/REF reads a note (404 when unknown); DELETE /v2/nfce/REF {justificativa} cancels an authorized one.
 * A note in erro_autorizacao may be sent again with the same ref; an authorized one may not.
 *
 * The XMLs ("Download do XML da NFCe"): an authorized note answers `caminho_xml_nota_fiscal`, a cancelled one also
 * `caminho_xml_cancelamento` (in the DELETE's answer and the GET's); a GET on that path answers the XML.
 *
 * Programmable faults, each for the next POST(s): `atrasarMs` (processes, then answers late: the client times out),
 * `perderResposta` (processes, then drops the connection without an answer), `responder5xx`; `recusarXml`: XML
 * downloads it answers 503; `desligar()` refuses connections until `ligar()` (same port); `rejeitar` decides a
 * rejection from the payload.
 */

export interface NotaFalsa {
  ref: string;
  status: 'autorizado' | 'erro_autorizacao' | 'cancelado';
  corpo: Record<string, unknown>;
  /** the payload of the last POST */
  payload: Record<string, unknown>;
  /** how many times this ref was authorized (never more than 1 if the client is right) */
  autorizacoes: number;
  /** what an answer with completa=1 adds (SEFAZ's protocol, the note as sent) */
  completa?: Record<string, unknown>;
  justificativa?: string;
}

export interface Requisicao {
  metodo: string;
  caminho: string;
  usuario: string | null;
  corpo: unknown;
}

export class FocusNfeFalso {
  readonly notas = new Map<string, NotaFalsa>();
  readonly requisicoes: Requisicao[] = [];
  /** the token the account accepts */
  token = 'token-secreto-focus-123';
  /** faults for the next POSTs, consumed in order */
  atrasos: number[] = [];
  perdas = 0;
  falhas5xx = 0;
  /** SEFAZ's own time: every POST is answered this long after it is decided (bench:fiscal) */
  latenciaMs = 0;
  /** XML downloads this answers 503 to (by path) */
  recusarXml: (caminho: string) => boolean = () => false;
  /** the XMLs this fake serves, by path */
  readonly xmls = new Map<string, string>();
  /** a SEFAZ rejection for a payload, or null to authorize */
  rejeitar: (payload: Record<string, unknown>) => { codigo: string; mensagem: string } | null = () => null;
  porta = 0;
  private servidor?: Server;
  private readonly abertas = new Set<Socket>();
  private numero = 0;

  get url() {
    return `http://127.0.0.1:${this.porta}`;
  }

  /** POSTs received for a ref. */
  envios(ref: string) {
    return this.requisicoes.filter((r) => {
      const u = new URL(r.caminho, 'http://x');
      return r.metodo === 'POST' && u.pathname === '/v2/nfce' && u.searchParams.get('ref') === ref;
    });
  }

  async ligar(): Promise<this> {
    const servidor = createServer((req, res) => void this.atender(req, res));
    servidor.on('connection', (s) => {
      this.abertas.add(s);
      s.on('close', () => this.abertas.delete(s));
    });
    await new Promise<void>((r) => servidor.listen(this.porta, '127.0.0.1', () => r()));
    this.porta = (servidor.address() as { port: number }).port;
    this.servidor = servidor;
    return this;
  }

  /** Stops listening (connections are refused) and drops the open ones; `ligar()` comes back on the same port. */
  async desligar(): Promise<void> {
    const s = this.servidor;
    this.servidor = undefined;
    if (!s) return;
    for (const c of this.abertas) c.destroy();
    await new Promise<void>((r) => s.close(() => r()));
  }

  private async atender(req: IncomingMessage, res: ServerResponse) {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const texto = Buffer.concat(partes).toString('utf8');
    let corpo: unknown = null;
    try {
      corpo = texto ? JSON.parse(texto) : null;
    } catch {
      corpo = texto;
    }
    const usuario = this.usuario(req.headers.authorization);
    const url = new URL(req.url ?? '/', 'http://x');
    this.requisicoes.push({ metodo: req.method ?? '', caminho: url.pathname + url.search, usuario, corpo });
    const responder = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    // "completa=1: habilita a API a mostrar campos adicionais" (protocolo_nota_fiscal, requisicao_nota_fiscal)
    const completa = (n: NotaFalsa) =>
      url.searchParams.get('completa') === '1' ? { ...n.corpo, ...n.completa } : n.corpo;

    if (usuario !== this.token) return responder(401, { codigo: 'permissao_negada', mensagem: 'Acesso negado' });

    if (req.method === 'POST' && url.pathname === '/v2/nfce') {
      if (this.falhas5xx > 0) {
        this.falhas5xx--;
        return responder(503, { codigo: 'erro_interno', mensagem: 'Serviço indisponível' });
      }
      const ref = url.searchParams.get('ref');
      if (!ref) return responder(400, { codigo: 'ref_ausente', mensagem: 'Parâmetro "ref" não informado' });
      const existente = this.notas.get(ref);
      if (existente && existente.status !== 'erro_autorizacao')
        return responder(422, { codigo: 'already_processed', mensagem: 'Nota fiscal já processada' });
      // this request's faults are taken as it arrives (a late answer must not take the next request's)
      const atraso = this.atrasos.shift() ?? this.latenciaMs;
      const perder = this.perdas > 0;
      if (perder) this.perdas--;
      const resposta = this.emitir(ref, corpo as Record<string, unknown>);
      if (atraso) await new Promise((r) => setTimeout(r, atraso));
      if (perder) {
        req.socket.destroy();
        return;
      }
      return responder(resposta.status === 'autorizado' ? 201 : 200, completa(resposta));
    }
    if (req.method === 'GET' && this.xmls.has(url.pathname)) {
      if (this.recusarXml(url.pathname))
        return responder(503, { codigo: 'erro_interno', mensagem: 'Serviço indisponível' });
      return res.writeHead(200, { 'content-type': 'application/xml' }).end(this.xmls.get(url.pathname));
    }
    const m = /^\/v2\/nfce\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const nota = this.notas.get(decodeURIComponent(m[1]!));
      if (req.method === 'GET') {
        if (!nota) return responder(404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
        return responder(200, completa(nota));
      }
      if (req.method === 'DELETE') {
        if (!nota) return responder(404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
        const justificativa = (corpo as { justificativa?: string } | null)?.justificativa;
        if (!justificativa)
          return responder(400, {
            codigo: 'justificativa_nao_informada',
            mensagem: 'Parâmetro "justificativa" não informado',
          });
        if (nota.status !== 'autorizado' && nota.status !== 'cancelado')
          return responder(404, { codigo: 'nfce_nao_autorizada', mensagem: 'NFCe não autorizada' });
        nota.status = 'cancelado';
        nota.justificativa = justificativa;
        const chave = String(nota.corpo.chave_nfe).slice(3);
        const caminho = `/arquivos_development/xml/${chave}-can.xml`;
        this.xmls.set(
          caminho,
          `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe versao="1.00"><evento><infEvento><chNFe>${chave}</chNFe>` +
            `<tpEvento>110111</tpEvento><detEvento><xJust>${justificativa}</xJust></detEvento></infEvento></evento>` +
            `</procEventoNFe>`,
        );
        nota.corpo = {
          ...nota.corpo,
          status: 'cancelado',
          status_sefaz: '135',
          mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
          numero_protocolo: '141230000025397',
          caminho_xml_cancelamento: caminho,
        };
        return responder(200, {
          status_sefaz: '135',
          mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
          status: 'cancelado',
          caminho_xml_cancelamento: caminho,
          numero_protocolo: '141230000025397',
        });
      }
    }
    responder(404, { codigo: 'nao_encontrado', mensagem: 'Recurso não encontrado' });
  }

  /** SEFAZ's decision, recorded before any answer leaves (so a lost answer still leaves the note). */
  private emitir(ref: string, payload: Record<string, unknown>): NotaFalsa {
    const anterior = this.notas.get(ref);
    const rejeicao = this.rejeitar(payload);
    const base = { cnpj_emitente: payload.cnpj_emitente, ref };
    const nota: NotaFalsa = rejeicao
      ? {
          ref,
          status: 'erro_autorizacao',
          payload,
          autorizacoes: anterior?.autorizacoes ?? 0,
          corpo: {
            ...base,
            status: 'erro_autorizacao',
            status_sefaz: rejeicao.codigo,
            mensagem_sefaz: rejeicao.mensagem,
          },
        }
      : (() => {
          const numero = String(++this.numero);
          const chave = `NFe3526111234567800019965001${numero.padStart(9, '0')}1000000001`;
          const caminho = `/arquivos_development/xml/${chave.slice(3)}-nfe.xml`;
          this.xmls.set(
            caminho,
            `<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00"><NFe><infNFe Id="${chave}">` +
              `<ide><nNF>${numero}</nNF></ide><dest>${payload.cpf_destinatario ? `<CPF>${String(payload.cpf_destinatario)}</CPF>` : ''}</dest>` +
              `</infNFe></NFe><protNFe><infProt><chNFe>${chave.slice(3)}</chNFe><cStat>100</cStat></infProt></protNFe></nfeProc>`,
          );
          return {
            ref,
            status: 'autorizado' as const,
            payload,
            autorizacoes: (anterior?.autorizacoes ?? 0) + 1,
            completa: {
              requisicao_nota_fiscal: { data_emissao: payload.data_emissao, numero, serie: '1' },
              protocolo_nota_fiscal: {
                versao: '4.00',
                ambiente: '2',
                chave_nfe: chave.slice(3),
                data_recebimento: new Date().toISOString(),
                numero_protocolo: `13526${numero.padStart(10, '0')}`,
                status: '100',
                motivo: 'Autorizado o uso da NF-e',
              },
            },
            corpo: {
              ...base,
              status: 'autorizado',
              status_sefaz: '100',
              mensagem_sefaz: 'Autorizado o uso da NF-e',
              chave_nfe: chave,
              numero,
              serie: '1',
              caminho_xml_nota_fiscal: caminho,
              caminho_danfe: `/notas_fiscais_consumidor/${chave}.html`,
              qrcode_url: `https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${chave.slice(3)}|2|2|1|ABC`,
              url_consulta_nf: 'https://www.homologacao.nfce.fazenda.sp.gov.br/consulta',
            },
          };
        })();
    this.notas.set(ref, nota);
    return nota;
  }

  private usuario(auth: string | undefined): string | null {
    if (!auth?.startsWith('Basic ')) return null;
    const [usuario] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    return usuario ?? null;
  }
}
