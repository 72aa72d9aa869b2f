import { spawn } from 'node:child_process';
const t0 = performance.now();
const c = spawn(process.execPath, ['server/dist/main.js'], { env: { ...process.env, PORT: '3997', HOST: '127.0.0.1', DATA_DIR: process.argv[2], LOG_LEVEL: 'warn', NODE_ENV: 'development', NODE_DEBUG: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
c.stdout.on('data', (d) => console.log(Math.round(performance.now() - t0), 'stdout', String(d).split('\n')[1]?.slice(0, 60)));
c.stderr.on('data', (d) => console.log(Math.round(performance.now() - t0), 'stderr', String(d).slice(0, 100)));
for (;;) { const ok = await fetch('http://127.0.0.1:3997/api/health').then((r) => r.ok, () => false); if (ok) break; await new Promise((r) => setTimeout(r, 10)); }
console.log(Math.round(performance.now() - t0), 'healthy');
c.kill('SIGTERM');
