/**
 * A real forward proxy for tests: answers HTTP CONNECT by opening a TCP tunnel to the asked
 * host, optionally demanding Basic credentials (407 otherwise). Counts the tunnels it opened.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface TestProxy {
  url: string;
  tunnels: string[];
  close(): Promise<void>;
}

export async function startConnectProxy(auth?: {
  username: string;
  password: string;
}): Promise<TestProxy> {
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => {
    res.writeHead(405).end();
  });
  server.on('connect', (req, client: Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const expected = auth
      ? `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`
      : null;
    if (expected && req.headers['proxy-authorization'] !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      tunnels.push(req.url ?? '');
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
