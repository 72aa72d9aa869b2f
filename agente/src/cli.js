// @ts-check
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { iniciarAgente } from './agente.js';

/*
 * The agent's command line: `node agente.js --servidor URL --token TOKEN` with the file downloaded from Settings ›
 * Impressoras (this module bundled with everything it needs: scripts/empacotar-agente.ts), or `npx comanda-viva-agente`
 * in the repository (bin/comanda-viva-agente.js, which loads the sources).
 */

const arquivo = path.basename(process.argv[1] ?? 'agente.js');
const programa = arquivo.endsWith('.js') ? `node ${arquivo}` : arquivo;

const AJUDA = `Uso: ${programa} --servidor URL --token TOKEN [--dados DIR]

  --servidor   endereço da Comanda Viva (ex.: https://app.comandaviva.com.br)
  --token      token do agente, mostrado uma vez em Configurações › Impressoras › Conectar agente
  --dados      pasta onde o agente guarda o que já imprimiu (padrão: ~/.comanda-viva-agente)

Também lê COMANDA_VIVA_SERVIDOR, COMANDA_VIVA_TOKEN e COMANDA_VIVA_DADOS. Requer Node.js 20 ou mais novo.`;

const { values } = parseArgs({
  options: {
    servidor: { type: 'string' },
    token: { type: 'string' },
    dados: { type: 'string' },
    'backoff-inicial-ms': { type: 'string' },
    'backoff-max-ms': { type: 'string' },
    'timeout-ms': { type: 'string' },
    ajuda: { type: 'boolean', short: 'h' },
  },
});
const servidor = values.servidor ?? process.env.COMANDA_VIVA_SERVIDOR;
const token = values.token ?? process.env.COMANDA_VIVA_TOKEN;
if (values.ajuda || !servidor || !token) {
  console.log(AJUDA);
  process.exit(values.ajuda ? 0 : 1);
}
const numero = (/** @type {string | undefined} */ v) => (v ? Number(v) : undefined);
const agente = iniciarAgente({
  servidor,
  token,
  dados: values.dados ?? process.env.COMANDA_VIVA_DADOS ?? path.join(os.homedir(), '.comanda-viva-agente'),
  backoffInicialMs: numero(values['backoff-inicial-ms']),
  backoffMaxMs: numero(values['backoff-max-ms']),
  timeoutMs: numero(values['timeout-ms']),
  // a refused token will not get better by retrying: exit so a service manager shows the failure
  aoRecusar: () => process.exit(2),
});
for (const sinal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(sinal, () => {
    agente.parar();
    process.exit(0);
  });
