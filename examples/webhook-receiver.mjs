#!/usr/bin/env node
// A tiny webhook receiver for trying Onward's callbacks on one machine (the README's walk-through
// points monitoring callbacks at it). It records every POST and shows them back; it checks no
// signature and keeps nothing on disk, so it is for trying things out only.
//
//   node examples/webhook-receiver.mjs [port]      (default 8090; 0 picks a free port)
//
//   POST <any path>                  recorded, answered 204
//   GET  /received?min=1&wait=10     the recorded requests, oldest first, as JSON; waits up to
//                                    `wait` seconds (at most 60) until at least `min` have arrived
//
// It listens on 127.0.0.1 only: Onward refuses loopback callback URLs unless ONWARD_OUTBOUND_ALLOW
// admits them, so start Onward with ONWARD_OUTBOUND_ALLOW=127.0.0.1 to reach it.
import { createServer } from 'node:http';

const MAX_BODY = 1024 * 1024;
// Headers worth seeing when checking a delivery; the rest are transport noise.
const SHOWN_HEADERS = [
  'content-type',
  'authorization',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
  'user-agent',
];

const received = [];
const waiters = new Set();

function wake() {
  for (const w of waiters) w();
}

function parseBody(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://receiver');
  if (req.method === 'POST') {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      const headers = Object.fromEntries(
        SHOWN_HEADERS.filter((h) => req.headers[h] !== undefined).map((h) => [h, req.headers[h]]),
      );
      received.push({
        path: url.pathname,
        headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
        receivedAt: new Date().toISOString(),
      });
      res.writeHead(204).end();
      wake();
    });
    return;
  }
  if (req.method === 'GET' && url.pathname === '/received') {
    const min = Math.max(0, Number(url.searchParams.get('min') ?? '1') || 0);
    const waitMs = Math.min(60, Math.max(0, Number(url.searchParams.get('wait') ?? '10') || 0)) * 1000;
    const answer = () => {
      waiters.delete(check);
      clearTimeout(timer);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    };
    const check = () => {
      if (received.length >= min) answer();
    };
    // Long-poll rather than make the caller loop: callbacks leave Onward's outbox asynchronously.
    const timer = setTimeout(answer, waitMs);
    waiters.add(check);
    req.on('close', () => {
      waiters.delete(check);
      clearTimeout(timer);
    });
    check();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('POST anything, or GET /received\n');
});

const port = Number(process.argv[2] ?? process.env.PORT ?? 8090);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  // The first line names the address, so whoever started this (the README test) can read the port.
  console.log(`webhook receiver listening on http://127.0.0.1:${actual}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
