import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. This file (server/src/) and the built bundle (server/dist/) are both two levels below it. */
export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
