// Session ids are UUIDv7: the UUID shape clients already accept, version 7 and variant 10 bits,
// the creation time in the first 48 bits (so ids sort by creation), and random bits after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sessionId } from './session-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const timeOf = (id: string): number => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

test('a session id is a UUIDv7 carrying its creation time in milliseconds', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (at) => {
      const id = sessionId(at);
      assert.match(id, UUID_V7);
      assert.equal(timeOf(id), at);
    }),
  );
});

test('ids of later runs sort after earlier ones; ids of the same millisecond differ', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 47 }), fc.integer({ min: 1, max: 10_000 }), (at, later) => {
      assert.ok(sessionId(at) < sessionId(at + later));
    }),
  );
  // More than one pool of random bytes, all in one millisecond.
  const ids = new Set(Array.from({ length: 5000 }, () => sessionId(1_700_000_000_000)));
  assert.equal(ids.size, 5000);
});
