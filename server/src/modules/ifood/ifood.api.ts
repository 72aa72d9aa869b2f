/*
 * iFood's Merchant API (https://developer.ifood.com.br, distributed application), as this module uses it:
 * - authentication/v1.0/oauth/userCode and oauth/token (form-encoded; grantType authorization_code with the
 *   verifier, or refresh_token): {accessToken, refreshToken, expiresIn};
 * - merchant/v1.0/merchants: the stores the token reaches;
 * - events/v1.0/events:polling (x-polling-merchants) and events/acknowledgment;
 * - order/v1.0/orders/{id} (404 for a while after PLACED), /confirm, /startPreparation, /readyToPickup, /dispatch,
 *   /cancellationReasons, /requestCancellation;
 * - catalog/v2.0: the store's catalogs, their items by externalCode, and an item's status (AVAILABLE/UNAVAILABLE).
 * Its base URL comes from IFOOD_API_URL. No token ever goes into an error's text.
 */

/** iFood did not answer (timeout, refused or reset connection, 5xx, 429): retry later. */
export class IfoodIndisponivel extends Error {}
/** 401: the access token expired or was revoked. */
export class IfoodNaoAutorizado extends Error {}
/** Any other 4xx: iFood refused the request itself. */
export class IfoodRecusou extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenIfood {
  accessToken: string;
  refreshToken: string | null;
  /** seconds */
  expiresIn: number;
}

export interface EventoIfood {
  id: string;
  code: string;
  fullCode?: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
  metadata?: Record<string, unknown>;
}

export interface OpcaoIfood {
  name: string;
  externalCode?: string | null;
  quantity: number;
  unitPrice: number;
  price: number;
}

export interface ItemIfood {
  name: string;
  externalCode?: string | null;
  quantity: number;
  unitPrice: number;
  optionsPrice?: number;
  totalPrice: number;
  observations?: string | null;
  options?: OpcaoIfood[] | null;
}

export interface PedidoIfood {
  id: string;
  displayId: string;
  orderType: string;
  merchant: { id: string; name?: string };
  customer: { name: string; phone?: { number?: string | null; localizer?: string | null } | null };
  items: ItemIfood[];
  total: { subTotal: number; deliveryFee: number; benefits: number; orderAmount: number; additionalFees?: number };
  payments: {
    prepaid: number;
    pending: number;
    methods: {
      value: number;
      method: string;
      type: 'ONLINE' | 'OFFLINE';
      prepaid: boolean;
      cash?: { changeFor?: number };
    }[];
  };
  delivery?: {
    deliveredBy?: string;
    observations?: string | null;
    deliveryAddress: {
      streetName: string;
      streetNumber: string;
      complement?: string | null;
      neighborhood: string;
      city: string;
      reference?: string | null;
    };
  } | null;
  extraInfo?: string | null;
}

export type AcaoPedido = 'confirm' | 'startPreparation' | 'readyToPickup' | 'dispatch' | 'requestCancellation';

export interface IfoodApi {
  userCode(): Promise<{ userCode: string; verificationUrlComplete: string; verifier: string }>;
  tokenPorCodigo(codigo: string, verificador: string): Promise<TokenIfood>;
  tokenPorRefresh(refreshToken: string): Promise<TokenIfood>;
  lojas(token: string): Promise<{ id: string; nome: string }[]>;
  eventos(token: string, merchantId: string): Promise<EventoIfood[]>;
  reconhecer(token: string, ids: string[]): Promise<void>;
  /** null: iFood does not have it (yet) */
  pedido(token: string, pedidoId: string): Promise<PedidoIfood | null>;
  acao(token: string, pedidoId: string, acao: AcaoPedido, corpo?: unknown): Promise<void>;
  motivosCancelamento(token: string, pedidoId: string): Promise<{ codigo: string; descricao: string }[]>;
  /** pauses (UNAVAILABLE) or resumes an item named by its externalCode, in every catalog of the store */
  statusDoItem(token: string, merchantId: string, externalCode: string, disponivel: boolean): Promise<void>;
}

type Opcoes = { url: string; clientId: string; clientSecret: string; timeoutMs: number };
type Chamar = (
  metodo: 'GET' | 'POST' | 'PATCH',
  caminho: string,
  o?: { token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
) => Promise<{ status: number; corpo: unknown }>;

/** One HTTP call to iFood with our own timeout; iFood's outages and 401 become this module's errors. */
function chamador(opts: Opcoes): Chamar {
  return async function chamar(
    metodo: 'GET' | 'POST' | 'PATCH',
    caminho: string,
    o: { token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; corpo: unknown }> {
    const controle = new AbortController();
    const prazo = setTimeout(() => controle.abort(), opts.timeoutMs);
    let res: Response;
    let texto = '';
    try {
      res = await fetch(opts.url + caminho, {
        method: metodo,
        headers: {
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(o.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(o.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...o.headers,
        },
        body: o.form
          ? new URLSearchParams(o.form).toString()
          : o.json === undefined
            ? undefined
            : JSON.stringify(o.json),
        signal: controle.signal,
      });
      texto = await res.text();
    } catch {
      throw new IfoodIndisponivel(`iFood indisponível (${controle.signal.aborted ? 'tempo esgotado' : 'sem conexão'})`);
    } finally {
      clearTimeout(prazo);
    }
    if (res.status >= 500 || res.status === 429) throw new IfoodIndisponivel(`iFood indisponível (HTTP ${res.status})`);
    if (res.status === 401) throw new IfoodNaoAutorizado('Acesso recusado pelo iFood');
    let corpo: unknown = null;
    try {
      corpo = texto ? JSON.parse(texto) : null;
    } catch {
      corpo = null;
    }
    return { status: res.status, corpo };
  };
}

const recusa = (status: number, corpo: unknown, padrao: string) => {
  const msg = (corpo as { message?: unknown; error?: { message?: unknown } } | null) ?? {};
  const texto =
    typeof msg.message === 'string' ? msg.message : typeof msg.error?.message === 'string' ? msg.error.message : padrao;
  return new IfoodRecusou(status, texto.slice(0, 300));
};

const lerToken = (status: number, corpo: unknown): TokenIfood => {
  const c = corpo as { accessToken?: string; refreshToken?: string; expiresIn?: number } | null;
  if (status >= 300 || !c?.accessToken) throw recusa(status, corpo, 'Código de autorização recusado pelo iFood');
  return { accessToken: c.accessToken, refreshToken: c.refreshToken ?? null, expiresIn: c.expiresIn ?? 21600 };
};

const id = encodeURIComponent;

/** Authentication and the stores (distributed application). */
type Autenticacao = 'userCode' | 'tokenPorCodigo' | 'tokenPorRefresh' | 'lojas';

function autenticacao(chamar: Chamar, opts: Opcoes): Pick<IfoodApi, Autenticacao> {
  const credenciais = () => ({ clientId: opts.clientId, clientSecret: opts.clientSecret });
  return {
    async userCode() {
      const { status, corpo } = await chamar('POST', '/authentication/v1.0/oauth/userCode', {
        form: { clientId: opts.clientId },
      });
      const c = corpo as { userCode?: string; verificationUrlComplete?: string; authorizationCodeVerifier?: string };
      if (status >= 300 || !c?.userCode || !c.authorizationCodeVerifier)
        throw recusa(status, corpo, 'O iFood recusou o pedido de código');
      return {
        userCode: c.userCode,
        verificationUrlComplete: c.verificationUrlComplete ?? '',
        verifier: c.authorizationCodeVerifier,
      };
    },
    async tokenPorCodigo(codigo, verificador) {
      const { status, corpo } = await chamar('POST', '/authentication/v1.0/oauth/token', {
        form: {
          grantType: 'authorization_code',
          ...credenciais(),
          authorizationCode: codigo,
          authorizationCodeVerifier: verificador,
        },
      });
      return lerToken(status, corpo);
    },
    async tokenPorRefresh(refreshToken) {
      const { status, corpo } = await chamar('POST', '/authentication/v1.0/oauth/token', {
        form: { grantType: 'refresh_token', ...credenciais(), refreshToken },
      });
      return lerToken(status, corpo);
    },
    async lojas(token) {
      const { status, corpo } = await chamar('GET', '/merchant/v1.0/merchants', { token });
      if (status >= 300) throw recusa(status, corpo, 'O iFood recusou a lista de lojas');
      return ((corpo as { id: string; name: string }[] | null) ?? []).map((m) => ({ id: m.id, nome: m.name }));
    },
  };
}

/** Events, orders and the catalog. */
function operacao(chamar: Chamar): Omit<IfoodApi, Autenticacao> {
  return {
    async eventos(token, merchantId) {
      const { status, corpo } = await chamar('GET', '/events/v1.0/events:polling', {
        token,
        headers: { 'x-polling-merchants': merchantId },
      });
      if (status === 204) return [];
      if (status >= 300) throw recusa(status, corpo, 'O iFood recusou o polling');
      return (corpo as EventoIfood[] | null) ?? [];
    },
    async reconhecer(token, ids) {
      if (ids.length === 0) return;
      const { status, corpo } = await chamar('POST', '/events/v1.0/events/acknowledgment', {
        token,
        json: ids.map((i) => ({ id: i })),
      });
      if (status >= 300) throw recusa(status, corpo, 'O iFood recusou a confirmação dos eventos');
    },
    async pedido(token, pedidoId) {
      const { status, corpo } = await chamar('GET', `/order/v1.0/orders/${id(pedidoId)}`, { token });
      if (status === 404) return null;
      if (status >= 300) throw recusa(status, corpo, 'O iFood recusou a leitura do pedido');
      return corpo as PedidoIfood;
    },
    async acao(token, pedidoId, acao, corpo) {
      const r = await chamar('POST', `/order/v1.0/orders/${id(pedidoId)}/${acao}`, { token, json: corpo });
      if (r.status >= 300) throw recusa(r.status, r.corpo, `O iFood recusou ${acao}`);
    },
    async motivosCancelamento(token, pedidoId) {
      const { status, corpo } = await chamar('GET', `/order/v1.0/orders/${id(pedidoId)}/cancellationReasons`, {
        token,
      });
      if (status === 204) return [];
      if (status >= 300) throw recusa(status, corpo, 'O iFood recusou a lista de motivos');
      return ((corpo as { cancelCodeId: string; description: string }[] | null) ?? []).map((m) => ({
        codigo: String(m.cancelCodeId),
        descricao: m.description,
      }));
    },
    async statusDoItem(token, merchantId, externalCode, disponivel) {
      const base = `/catalog/v2.0/merchants/${id(merchantId)}`;
      const cat = await chamar('GET', `${base}/catalogs`, { token });
      if (cat.status >= 300) throw recusa(cat.status, cat.corpo, 'O iFood recusou a lista de catálogos');
      for (const c of (cat.corpo as { catalogId: string }[] | null) ?? []) {
        const r = await chamar('GET', `${base}/catalogs/${id(c.catalogId)}/categories?include_items=true`, { token });
        if (r.status >= 300) throw recusa(r.status, r.corpo, 'O iFood recusou o catálogo');
        const itens = ((r.corpo as { items?: { id: string; externalCode?: string }[] }[] | null) ?? []).flatMap(
          (cg) => cg.items ?? [],
        );
        for (const item of itens.filter((i) => i.externalCode === externalCode)) {
          const p = await chamar('PATCH', `${base}/items/status`, {
            token,
            json: { itemId: item.id, status: disponivel ? 'AVAILABLE' : 'UNAVAILABLE' },
          });
          if (p.status >= 300) throw recusa(p.status, p.corpo, 'O iFood recusou a mudança do item');
        }
      }
    },
  };
}

export function criarIfoodApi(opts: Opcoes): IfoodApi {
  const chamar = chamador(opts);
  return { ...autenticacao(chamar, opts), ...operacao(chamar) };
}
