import type { Config } from '../../../config';
import { GeradorHttp } from './gerador-http';
import { GeradorOffline } from './gerador-offline';
import type { GeradorImagens } from './contrato';

const offline = new GeradorOffline();

/** The configured images API when IMAGE_API_URL and IMAGE_API_KEY are set, else the built-in offline cards. */
export function escolherGerador(config: Config): GeradorImagens {
  return config.imageApi ? new GeradorHttp(config.imageApi) : offline;
}
