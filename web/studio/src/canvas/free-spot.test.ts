// Cards added from the palette land where no card is, below the view's centre first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { freeSpot } from './free-spot.js';
import { CARD_HEIGHT, CARD_WIDTH } from './layout.js';

describe('free spot for an added card', () => {
  it('takes the centre when it is free, else the first free row below, else the next column', () => {
    const start = { x: 100, y: 100 };
    assert.deepEqual(freeSpot(start, []), start);
    assert.deepEqual(freeSpot(start, [{ x: 500, y: 100 }]), start);
    const first = freeSpot(start, [start]);
    assert.deepEqual(first, { x: 100, y: 100 + CARD_HEIGHT + 20 });
    const column = Array.from({ length: 8 }, (_, r) => ({ x: 100, y: 100 + r * (CARD_HEIGHT + 20) }));
    assert.deepEqual(freeSpot(start, column), { x: 100 + CARD_WIDTH + 20, y: 100 });
    // A card off the grid blocks every spot it overlaps or comes closer to than the gap.
    assert.deepEqual(freeSpot(start, [{ x: 130, y: 110 }]), { x: 100, y: 100 + 2 * (CARD_HEIGHT + 20) });
  });
});
