import { ConfigError, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';
import { DiretorioEmUso } from './diretorio-dados';

try {
  // on PGlite this takes the data directory's lock: refused while a server is using it
  const database = await openDatabase(loadConfig());
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já está atualizado.');
  await database.close();
} catch (e) {
  if (!(e instanceof ConfigError || e instanceof DiretorioEmUso)) throw e;
  console.error(e.message);
  process.exit(1);
}
