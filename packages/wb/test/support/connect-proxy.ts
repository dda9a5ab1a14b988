/** A tiny HTTP CONNECT proxy for tests: optional Basic auth, a log of the tunnels it opened. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';

export interface ConnectProxy {
  /** `http://127.0.0.1:<port>` (no credentials). */
  url: string;
  port: number;
  /** `host:port` of every CONNECT, in order, and whether it was let through. */
  tunnels: { target: string; allowed: boolean }[];
  close(): Promise<void>;
}

export async function startConnectProxy(auth?: {
  username: string;
  password: string;
}): Promise<ConnectProxy> {
  const tunnels: ConnectProxy['tunnels'] = [];
  const sockets = new Set<Socket>();
  const expected = auth
    ? `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`
    : undefined;
  const server = createServer((_req, res) => {
    // Only tunnels: a plain proxied request is not what the client sends.
    res.writeHead(405, { Allow: 'CONNECT' }).end();
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const target = req.url ?? '';
    const allowed = !expected || req.headers['proxy-authorization'] === expected;
    tunnels.push({ target, allowed });
    if (!allowed) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\n' +
          'Proxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    const [host, port] = splitHostPort(target);
    const upstream = connect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function splitHostPort(target: string): [string, number] {
  const i = target.lastIndexOf(':');
  return [target.slice(0, i).replace(/^\[|\]$/g, ''), Number(target.slice(i + 1))];
}
