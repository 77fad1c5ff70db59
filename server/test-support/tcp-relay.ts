// A TCP relay to a server, which a test can cut and restore: the database "goes away" under a running
// app server (its connections drop and new ones are refused) and comes back on the same port.
import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpRelay {
  port: number;
  /** Refuses new connections and drops the open ones. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        server = relay;
        resolve((relay.address() as AddressInfo).port);
      });
    });

  const cut = async () => {
    const closing = server ? new Promise<void>((resolve) => server!.close(() => resolve())) : Promise.resolve();
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closing;
  };

  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => void (await listen(port)),
    close: cut,
  };
}
