import { createReadStream, statSync, type ReadStream } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors';
import { RAIZ } from '../../raiz';

/**
 * The print agent as one file (agente/src/cli.js with socket.io-client, the ESC/POS encoder and the shared protocol),
 * written by `npm run build` (scripts/empacotar-agente.ts). A restaurant's computer downloads it from Settings ›
 * Impressoras and runs `node agente.js --servidor URL --token TOKEN`: no clone, no `npm install`.
 */
export const AGENTE_EMPACOTADO = path.join(RAIZ, 'server/dist/agente.js');

export const NAO_COMPILADO = 'O agente de impressão não foi compilado neste servidor; rode "npm run build".';

/**
 * The built file, opened for streaming. The build replaces it with a rename, so a download in progress keeps reading
 * the file it opened. 503 when this server was never built (it runs from its sources).
 */
export function abrirAgente(arquivo = AGENTE_EMPACOTADO): { conteudo: ReadStream; bytes: number } {
  let bytes: number;
  try {
    bytes = statSync(arquivo).size;
  } catch {
    throw new AppError(503, 'Indisponível', NAO_COMPILADO);
  }
  return { conteudo: createReadStream(arquivo), bytes };
}
