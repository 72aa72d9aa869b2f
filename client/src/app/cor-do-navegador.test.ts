import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORES_AA } from './cores';

const ler = (caminho: string) => readFileSync(new URL(caminho, import.meta.url), 'utf8');

// The phone's status bar takes the HTML's theme-color, an installed app's takes the manifest's: both are the app's
// primary orange (shade 6, the filled buttons'), not two different oranges.
describe("the browser's bar colour", () => {
  it('is the primary orange in the HTML and in the manifest', () => {
    const primaria = CORES_AA.orange![6];
    const html = /<meta name="theme-color" content="([^"]+)"/.exec(ler('../../index.html'))?.[1];
    const manifesto = JSON.parse(ler('../../public/manifest.webmanifest')) as { theme_color: string };
    expect(html).toBe(primaria);
    expect(manifesto.theme_color).toBe(primaria);
  });
});
