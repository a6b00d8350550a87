import { it } from 'node:test';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { createFaultPoint } from './fault-points.js';

const silent = pino({ level: 'silent' });

it('is absent unless armed, and holds for ever once the armed point is reached', async () => {
  assert.equal(createFaultPoint(undefined, silent), undefined);
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  const point = createFaultPoint('submit-before-commit', logger);
  assert.ok(point);
  const held = await Promise.race([
    point('submit-before-commit').then(() => 'returned'),
    new Promise((r) => setTimeout(() => r('held'), 100)),
  ]);
  assert.equal(held, 'held');
  assert.ok(lines.some((l) => l.includes('fault point reached')));
});
