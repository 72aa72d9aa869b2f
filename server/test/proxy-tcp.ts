import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server, to cut it off the way a restart or a network failure does: derrubar() drops
 * every connection and refuses new ones (ECONNREFUSED), religar() accepts again on the same port.
 */
export class ProxyTcp {
  private server: Server | undefined;
  private readonly conexoes = new Set<Socket>();
  private constructor(
    private readonly destino: { host: string; port: number },
    public port: number,
  ) {}

  static async abrir(destino: { host: string; port: number }): Promise<ProxyTcp> {
    const p = new ProxyTcp(destino, 0);
    await p.religar();
    return p;
  }

  async religar(): Promise<void> {
    const server = createServer((cliente) => {
      const alvo = connect(this.destino.port, this.destino.host);
      for (const s of [cliente, alvo]) {
        this.conexoes.add(s);
        s.on('close', () => this.conexoes.delete(s));
        s.on('error', () => {
          cliente.destroy();
          alvo.destroy();
        });
      }
      cliente.pipe(alvo).pipe(cliente);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async derrubar(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.conexoes) s.destroy();
    if (server) await new Promise((r) => server.close(r));
  }
}
