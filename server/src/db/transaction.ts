import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables';
import type { DomainEvent, EventBus } from '../realtime/bus';

export interface Tx {
  trx: Transaction<Database>;
  /** Queues an event; it is published only if the transaction commits. */
  emit(event: DomainEvent): void;
}

/** Runs work in one transaction, then publishes the collected events after COMMIT (nothing on rollback). */
export async function withTransaction<T>(
  db: Kysely<Database>,
  bus: EventBus,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const events: DomainEvent[] = [];
  const result = await db.transaction().execute((trx) => work({ trx, emit: (e) => events.push(e) }));
  for (const event of events) bus.publish(event);
  return result;
}
