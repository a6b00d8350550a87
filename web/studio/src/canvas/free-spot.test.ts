// Cards added from the palette land in the visible part of the canvas, where no card is, nearest
// the view's centre first; never below or beside the view, however crowded it is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { freeSpot, insideView } from './free-spot.js';
import { CARD_HEIGHT, CARD_WIDTH } from './layout.js';

const STEP_X = CARD_WIDTH + 20;
const STEP_Y = CARD_HEIGHT + 20;
// A 1000×600 view (flow coordinates) from (0, 0); the centre a palette add starts from.
const view = { x: 0, y: 0, width: 1000, height: 600 };
const start = { x: 380, y: 200 };

describe('free spot for an added card', () => {
  it('takes the centre when it is free, else the nearest free place: below, right, left, above', () => {
    assert.deepEqual(freeSpot(start, [], view), start);
    assert.deepEqual(freeSpot(start, [{ x: 900, y: 500 }], view), start);
    assert.deepEqual(freeSpot(start, [start], view), { x: 380, y: 200 + STEP_Y });
    const below = { x: 380, y: 200 + STEP_Y };
    const right = { x: 380 + STEP_X, y: 200 };
    const left = { x: 380 - STEP_X, y: 200 };
    assert.deepEqual(freeSpot(start, [start, below], view), right);
    assert.deepEqual(freeSpot(start, [start, below, right], view), left);
    assert.deepEqual(freeSpot(start, [start, below, right, left], view), { x: 380, y: 200 - STEP_Y });
    // A card off the grid blocks every place it overlaps or comes closer to than the gap.
    assert.deepEqual(freeSpot(start, [{ x: 400, y: 190 }], view), { x: 380, y: 200 + STEP_Y });
  });

  it('never leaves the view: a column full to the bottom sends the card sideways, not below', () => {
    const column = Array.from({ length: 12 }, (_, r) => ({ x: 380, y: 200 + (r - 6) * STEP_Y }));
    const spot = freeSpot(start, column, view);
    assert.ok(insideView(spot, view), JSON.stringify(spot));
    assert.equal(spot.y, 200);
    assert.equal(Math.abs(spot.x - 380), STEP_X);
  });

  it('fills the whole view before giving up, and then stays at the centre, inside the view', () => {
    let taken: Array<{ x: number; y: number }> = [];
    for (let i = 0; i < 40; i++) {
      const spot = freeSpot(start, taken, view);
      assert.ok(insideView(spot, view), `add ${i + 1} at ${JSON.stringify(spot)}`);
      taken = [...taken, spot];
    }
    const distinct = new Set(taken.map((p) => `${p.x},${p.y}`));
    const fit = Math.floor((1000 + 20) / STEP_X) * Math.floor((600 + 20) / STEP_Y);
    assert.ok(distinct.size >= fit - 4, `${distinct.size} distinct places for ${fit} that fit`);
    assert.deepEqual(taken.at(-1), start, 'a full view: the centre');
  });

  it('keeps clear of what is drawn over the canvas (the minimap)', () => {
    const minimap = { x: 700, y: 400, width: 300, height: 200 };
    let taken: Array<{ x: number; y: number }> = [];
    for (let i = 0; i < 12; i++) taken = [...taken, freeSpot(start, taken, view, [minimap])];
    assert.ok(
      taken.every((p) => p.x + CARD_WIDTH <= 700 || p.y + CARD_HEIGHT <= 400),
      JSON.stringify(taken.filter((p) => p.x + CARD_WIDTH > 700 && p.y + CARD_HEIGHT > 400)),
    );
    assert.ok(taken.every((p) => insideView(p, view)));
  });

  it('brings a centre outside the view (a tall card near the edge) back into it', () => {
    const low = { x: 380, y: 580 };
    const spot = freeSpot(low, [], view);
    assert.ok(insideView(spot, view));
    assert.deepEqual(spot, { x: 380, y: 600 - CARD_HEIGHT });
    // Panned anywhere: the same, in that view's coordinates.
    const far = { x: -5000, y: 3000, width: 800, height: 400 };
    assert.ok(insideView(freeSpot({ x: -4700, y: 3100 }, [{ x: -4700, y: 3100 }], far), far));
  });
});
