import type { DomainEvent } from '@comanda/shared/events';

export type { DomainEvent };

/** In-process fan-out of committed domain events; the realtime gateway subscribes to it. */
export class EventBus {
  private readonly listeners = new Set<(e: DomainEvent) => void>();

  subscribe(listener: (e: DomainEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: DomainEvent): void {
    for (const l of this.listeners) l(event);
  }
}
