/**
 * A real local HTTP server on 127.0.0.1 and a random port, for tests of code that calls out.
 * Test-only support (not a test file itself), shared by outbound, services and webhooks tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  url: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export type Handler = (req: ReceivedRequest, res: http.ServerResponse) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging handlers and keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
