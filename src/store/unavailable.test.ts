import { it } from 'node:test';
import assert from 'node:assert/strict';
import { databaseUnavailable } from './unavailable.js';

it('tells an unreachable database from a refused query', () => {
  for (const err of [
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ])
    assert.equal(databaseUnavailable(err), true, err.message);
  for (const err of [
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('canceling statement due to user request'), { code: '57014' }),
    new Error('something else'),
    'a string',
    undefined,
  ])
    assert.equal(databaseUnavailable(err), false, String(err));
});
