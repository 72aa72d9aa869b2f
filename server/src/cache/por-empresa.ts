import type { CanalDeInvalidacao } from './canal';

/**
 * One value per company (e.g. its table list), read through and dropped by the events that change it, after COMMIT.
 * A read that raced a change (it started before the drop) is returned but not kept: each drop moves the company's
 * version on, and only a read that saw no version change is stored.
 */
export class CachePorEmpresa<T> {
  private readonly valores = new Map<number, T>();
  private readonly versoes = new Map<number, number>();
  private geracao = 0;

  constructor(private readonly canal: CanalDeInvalidacao) {}

  async ler(empresaId: number, carregar: () => Promise<T>): Promise<T> {
    if (!this.canal.usavel()) return carregar();
    if (this.geracao !== this.canal.geracao) {
      this.valores.clear();
      this.geracao = this.canal.geracao;
    }
    const guardado = this.valores.get(empresaId);
    if (guardado !== undefined) return guardado;
    const versao = this.versoes.get(empresaId) ?? 0;
    const lido = await carregar();
    if ((this.versoes.get(empresaId) ?? 0) === versao) this.valores.set(empresaId, lido);
    return lido;
  }

  esquecer(empresaId: number): void {
    this.valores.delete(empresaId);
    this.versoes.set(empresaId, (this.versoes.get(empresaId) ?? 0) + 1);
  }
}
