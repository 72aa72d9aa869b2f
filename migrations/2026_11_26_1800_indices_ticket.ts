import { sql, type Kysely } from 'kysely';

// An item add asks for the tab's last item at a station and whether its ticket has been started (ticketAberto). Without
// these it walked the items backwards by id and scanned every item of the company for a started one, so each add cost
// more as the night's items grew (1.3 ms at 5k items, a floor-wide slowdown in bench:rest). Started items only: a new
// item is pendente, so the partial index costs the add nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX venda_itens_venda_estacao ON venda_itens (venda_id, estacao_id, id)`.execute(db);
  await sql`CREATE INDEX venda_itens_ticket_iniciado ON venda_itens (ticket_id)
    WHERE status_producao <> 'pendente' AND ticket_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS venda_itens_ticket_iniciado`.execute(db);
  await sql`DROP INDEX IF EXISTS venda_itens_venda_estacao`.execute(db);
}
