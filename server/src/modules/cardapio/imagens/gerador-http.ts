import { AppError } from '../../../errors';
import { detectarTipoImagem } from '../cardapio.imagem';
import type { GeradorImagens, PedidoImagens } from './contrato';

export const QUANTIDADE_IMAGENS = 4;
export const TEMPO_ESGOTADO = 'Tempo esgotado ao gerar imagens';
export const FALHA_GERACAO = 'Não foi possível gerar imagens agora. Tente novamente.';

export interface ConfigImagensApi {
  /** the full endpoint, e.g. https://api.openai.com/v1/images/generations */
  url: string;
  key: string;
  model: string;
  timeoutMs: number;
}

/** The prompt: a realistic menu photo of the product, no text (the menu shows the name next to it). */
export function montarPrompt(p: PedidoImagens): string {
  const partes = [`Foto profissional de cardápio de restaurante: ${p.nome}`];
  if (p.descricao) partes.push(`(${p.descricao})`);
  if (p.categoria_nome) partes.push(`categoria ${p.categoria_nome}`);
  return `${partes.join(', ')}. Prato apetitoso, bem iluminado, fundo neutro, vista levemente de cima, sem texto, sem logotipos.`;
}

/**
 * OpenAI-compatible images API (POST {model, prompt, n, size, response_format}, answer {data: [{b64_json}]}).
 * gpt-image-* models always answer base64 and reject response_format with 400, so it is only sent to the others
 * (dall-e-2/3 and most compatible servers, which default to URLs without it).
 */
export class GeradorHttp implements GeradorImagens {
  constructor(private readonly cfg: ConfigImagensApi) {}

  corpo(pedido: PedidoImagens) {
    return {
      model: this.cfg.model,
      prompt: montarPrompt(pedido),
      n: QUANTIDADE_IMAGENS,
      size: '1024x1024',
      ...(!/^gpt-image/i.test(this.cfg.model) && { response_format: 'b64_json' }),
    };
  }

  async gerar(pedido: PedidoImagens): Promise<string[]> {
    let resposta: Response;
    let json: { data?: { b64_json?: unknown }[] };
    try {
      // one deadline for the whole exchange, body included: generation easily takes 20-40 s
      const signal = AbortSignal.timeout(this.cfg.timeoutMs);
      resposta = await fetch(this.cfg.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.key}` },
        body: JSON.stringify(this.corpo(pedido)),
        signal,
      });
      json = resposta.ok ? ((await resposta.json()) as typeof json) : {};
    } catch (e) {
      if ((e as Error)?.name === 'TimeoutError' || (e as Error)?.name === 'AbortError')
        throw new AppError(504, 'Tempo esgotado', TEMPO_ESGOTADO);
      throw new AppError(502, 'Erro na geração', FALHA_GERACAO);
    }
    if (!resposta.ok) throw new AppError(502, 'Erro na geração', FALHA_GERACAO, { status: resposta.status });
    const imagens: string[] = [];
    for (const item of Array.isArray(json?.data) ? json.data : []) {
      if (typeof item?.b64_json !== 'string') continue;
      // label each image by its real bytes (gpt-image can answer PNG, JPEG or WebP)
      const tipo = detectarTipoImagem(Buffer.from(item.b64_json.slice(0, 64), 'base64'));
      if (tipo) imagens.push(`data:${tipo};base64,${item.b64_json}`);
    }
    if (imagens.length === 0) throw new AppError(502, 'Erro na geração', FALHA_GERACAO);
    return imagens;
  }
}
