/**
 * Values per company (its table list; a product's menu entry under the product's id), read through and dropped by
 * the events that change them, after COMMIT: a drop takes every key of the company. A read that raced a change (it
 * started before the drop) is returned but not kept: each drop moves the company's version on, and only a read that
 * saw no version change is stored.
 */
export class CachePorEmpresa<T> {
  private readonly valores = new Map<number, Map<number, T>>();
  private readonly versoes = new Map<number, number>();
  /** moved on by limpar(): a read in flight across it is not kept either */
  private epoca = 0;

  /**
   * `usavel`: whether the channel that carries invalidations between instances works (see cache/invalidacao.ts);
   * `maximoPorEmpresa`: keys kept per company (the oldest goes first)
   */
  constructor(
    private readonly usavel: () => boolean = () => true,
    private readonly maximoPorEmpresa = Infinity,
  ) {}

  async ler(empresaId: number, carregar: () => Promise<T>, chave = 0): Promise<T> {
    if (!this.usavel()) return carregar();
    const guardado = this.valores.get(empresaId)?.get(chave);
    if (guardado !== undefined) return guardado;
    const [versao, epoca] = [this.versoes.get(empresaId) ?? 0, this.epoca];
    const lido = await carregar();
    if ((this.versoes.get(empresaId) ?? 0) === versao && this.epoca === epoca) {
      const daEmpresa = this.valores.get(empresaId) ?? new Map<number, T>();
      if (daEmpresa.size >= this.maximoPorEmpresa) daEmpresa.delete(daEmpresa.keys().next().value!);
      this.valores.set(empresaId, daEmpresa.set(chave, lido));
    }
    return lido;
  }

  /** after an outage of the channel: every company, and reads in flight are not kept */
  limpar(): void {
    this.epoca += 1;
    this.valores.clear();
  }

  esquecer(empresaId: number): void {
    this.valores.delete(empresaId);
    this.versoes.set(empresaId, (this.versoes.get(empresaId) ?? 0) + 1);
  }
}
