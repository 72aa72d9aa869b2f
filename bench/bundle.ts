// npm run bench:bundle: gzipped JavaScript each route set downloads (entry + its lazy chunk + their static imports).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../client/dist');
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k]!.imports ?? [], seen);
  }
  return seen;
}
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const sets: Record<string, string> = { publico: 'src/app/public-app.tsx', staff: 'src/app/staff-app.tsx', admin: 'src/app/admin-app.tsx' };
for (const [nome, key] of Object.entries(sets)) {
  const files = [...closure([entry, key])].map((k) => manifest[k]!.file);
  const total = files.reduce((s, f) => s + gz(f), 0);
  console.log(`${nome.padEnd(8)} ${(total / 1024).toFixed(1).padStart(6)} KB gzipped JS in ${files.length} files`);
}
