import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { migrateToLatest, openDatabase } from './db/database';
import { DEMO_SENHA, DEMO_USUARIOS, seedDemo } from './db/seed';
import { garantirAdminPlataforma } from './modules/auth/auth.service';
import { iniciarAgendador } from './modules/relatorios/agendamentos';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  const { app, ctx } = await buildApp(config, database, { logger: true });
  await garantirAdminPlataforma(ctx);
  await app.listen({ host: config.host, port: config.port });
  const pararAgendador = iniciarAgendador(ctx, (e) => app.log.error(e, 'envio de relatório agendado'));

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `Comanda Viva rodando em ${url}`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (dados de demonstração criados)' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push(`Logins de demonstração (senha ${DEMO_SENHA}):`, ...DEMO_USUARIOS.map((u) => `  ${u.perfil.padEnd(8)} ${u.email}`));
  }
  lines.push(`Administrador da plataforma: ${url}/admin/login  usuário admin${config.production ? '' : ` senha ${config.platformAdminPassword}`}`, '');
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    pararAgendador();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

await main();
