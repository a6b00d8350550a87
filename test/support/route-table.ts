/**
 * Every route a built app serves, read from fastify's own route table (`printRoutes`), so a test
 * that walks it covers a route the day it is added, documented or not.
 */
import type { App } from '../../src/http/types.js';

export interface TableRoute {
  method: string;
  /** The route's pattern as registered: `/end-clients/:endClientId`. */
  url: string;
}

// One line of `printRoutes({ commonPrefix: false })`: tree drawing, a segment, its methods.
const LINE = /^((?:[│ ] {3})*)[├└]── (.*) \(([A-Z, ]+)\)$/;

export function routeTable(app: App): TableRoute[] {
  const routes: TableRoute[] = [];
  // The full path of the segment last seen at each depth: a child's segment extends its parent's.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`route table line not understood: ${JSON.stringify(line)}`);
    const depth = m[1]!.length / 4;
    const url = (depth === 0 ? '' : parents[depth - 1]!) + m[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of m[3]!.split(', ')) routes.push({ method, url });
  }
  if (routes.length === 0) throw new Error('empty route table');
  return routes;
}
