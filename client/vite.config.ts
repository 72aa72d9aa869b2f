import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precomprimir } from './build/precomprimir';

/**
 * The diner's page is written against React's API but, in the production build, runs on preact/compat:
 * react-dom alone is 67 KB gzip, more than the page's whole 60 KB budget (docs/PERFORMANCE.md). Only modules under
 * the diner's own folders are redirected; the staff and admin apps keep React. `npm run dev` keeps React everywhere.
 */
function dinerComPreact(): Plugin {
  // the diner's pages, and the counter's pickup board and order page (issue 37), which the same public app renders
  const DINER = /[\\/]src[\\/](features[\\/](publico|painel)[\\/]|app[\\/]public-app\.tsx)/;
  const ALVO: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'diner-com-preact',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !DINER.test(importer)) return null;
      // libraries bound to React itself would run a second React next to Preact: fail the build instead
      if (/^(@mantine\/|@tabler\/|react-router|zod)/.test(source) || /(^|\/)components\//.test(source)) {
        this.error(`${importer}: a página do cliente não pode importar "${source}" (ver client/CONVENTIONS.md).`);
      }
      if (!(source in ALVO)) return null;
      return this.resolve(ALVO[source]!, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [dinerComPreact(), react(), precomprimir()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    // Vite's default (Baseline 2025) starts at Safari 16.4; diners' iPhones go back to iOS 15 (issue 22), so the syntax
    // and the CSS are lowered for Safari 15 too. Runtime APIs newer than that are feature-detected in the code.
    target: ['chrome111', 'edge111', 'firefox114', 'safari15', 'ios15'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the diner's page shares with the staff app, in two chunks instead of a dozen of a few hundred bytes: on
            // HTTP/1.1 and a phone's 150 ms round trips each was a request queued behind the page's other files (21 -> 9
            // files; Lighthouse's LCP 2.05 -> 1.84 s). Split so each staff page loads only what it needs: the HTTP client
            // and the texts are the login page's too, the rules only the screens' (bench:bundle keeps the budgets).
            {
              name: 'base-publica',
              test: /[\\/](shared[\\/]src[\\/]text[\\/](format|fuso)|client[\\/]src[\\/]lib[\\/](api-client|pre-carga|storage))\.ts$/,
            },
            {
              name: 'regras-publicas',
              test: /[\\/]shared[\\/]src[\\/]rules[\\/](selecao|pagamento|pix|fiscal|por-pessoa|cnpj|money|tipos-venda|pedidos-cliente|producao-status)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
