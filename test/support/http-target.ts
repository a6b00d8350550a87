/**
 * A real local HTTP endpoint standing in for a customer's service: answers `GET/POST /check` after
 * the delay named by the `delay` query parameter (ms), with the verdict named by `verdict`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpTarget {
  url: string;
  calls: Array<{ method: string; url: string; body: string }>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startHttpTarget(): Promise<HttpTarget> {
  const calls: HttpTarget['calls'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    // A body that fails to arrive (the client hung up) is answered by nobody: the caller sees its own error.
    readBody(req).then(
      (body) => {
        answer(req, res, body);
      },
      () => res.destroy(),
    );
  });
  const answer = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', body });
    const url = new URL(req.url ?? '/', 'http://x');
    const delay = Number(url.searchParams.get('delay') ?? 0);
    const status = Number(url.searchParams.get('status') ?? 200);
    const timer = setTimeout(() => {
      timers.delete(timer);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ verdict: url.searchParams.get('verdict') ?? 'allow', echo: body }));
    }, delay);
    timers.add(timer);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
