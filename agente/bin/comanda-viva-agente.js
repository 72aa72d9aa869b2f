#!/usr/bin/env node
// @ts-check
// The agent from its sources, in a clone of the repository (`npx comanda-viva-agente`): the protocol it shares with
// the server is TypeScript in shared/, which tsx loads. A restaurant's computer runs the download instead
// (Settings › Impressoras, GET /api/impressoras/agente.js): src/cli.js bundled with all of it, plain Node.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.js');
