import { ConfigError, loadConfig, SENHA_PADRAO_ADMIN, type Config } from './config';
import { buildApp } from './app';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { DiretorioEmUso } from './db/diretorio-dados';
import { DEMO_SENHA, DEMO_USUARIOS, seedDemo } from './demo/seed';
import { adminComSenhaPadrao, garantirAdminPlataforma } from './modules/auth/auth.service';
import { iniciarAgendador } from './modules/relatorios/agendamentos';
import type { AppContext } from './context';
import { encerrarAoReceberSinal } from './encerramento';

/** Problems the operator must fix before starting: one clear line, no stack trace. */
function falhaDePartida(e: unknown): never {
  if (e instanceof ConfigError || e instanceof DiretorioEmUso) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

async function main(): Promise<void> {
  let config: Config;
  let database: Db;
  try {
    config = loadConfig();
    database = await openDatabase(config);
  } catch (e) {
    falhaDePartida(e);
  }
  await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db, { noite: config.seedDemoNoite }) : false;
  const { app, ctx } = await buildApp(config, database, { logger: true });
  let pararAgendador = () => {};
  // before listen(): a signal that arrives as soon as the port opens still shuts down cleanly
  encerrarAoReceberSinal(app, { antes: () => pararAgendador(), depois: () => database.close() });
  await garantirAdminPlataforma(ctx);
  await app.listen({ host: config.host, port: config.port });
  pararAgendador = iniciarAgendador(ctx, (e) => app.log.error(e, 'envio de relatório agendado'));
  console.log(await mensagemDePartida(ctx, database, seeded));
}

async function mensagemDePartida(ctx: AppContext, database: Db, seeded: boolean): Promise<string> {
  const { config } = ctx;
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `Comanda Viva rodando em ${url}`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (dados de demonstração criados)' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Logins de demonstração (senha ${DEMO_SENHA}):`,
      ...DEMO_USUARIOS.map((u) => `  ${u.perfil.padEnd(8)} ${u.email}`),
    );
  }
  // a password is printed only when it is the public built-in one, never one the operator chose
  const senha = (await adminComSenhaPadrao(ctx))
    ? ` senha ${SENHA_PADRAO_ADMIN} (senha padrão: troque-a ou defina PLATFORM_ADMIN_PASSWORD antes do primeiro início)`
    : '';
  lines.push(`Administrador da plataforma: ${url}/admin/login  usuário admin${senha}`, '');
  return lines.join('\n');
}

await main();
