/**
 * The channel that carries cache invalidations between instances (the Redis adapter). Per-instance caches may be
 * read only while it works: during an outage another instance's change could go unheard, so reads go to the
 * database, and after it every cache starts empty (`geracao` moves on).
 */
export class CanalDeInvalidacao {
  private caiu = false;
  geracao = 0;

  constructor(private readonly ok: () => boolean = () => true) {}

  usavel(): boolean {
    if (!this.ok()) {
      this.caiu = true;
      return false;
    }
    if (this.caiu) {
      this.caiu = false;
      this.geracao += 1;
    }
    return true;
  }
}
