import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';

const config = loadConfig();
const database = await openDatabase(config);
const applied = await migrateToLatest(database.db);
console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já está atualizado.');
await database.close();
