/**
 * Where a card added from the palette goes: the first place at or below the view's centre (then
 * in the next columns) that no card overlaps, so several adds never hide one another.
 */
import { CARD_HEIGHT, CARD_WIDTH } from './layout.js';

interface Point {
  x: number;
  y: number;
}

const GAP = 20;
const ROWS = 8;
const COLUMNS = 4;

export function freeSpot(start: Point, taken: readonly Point[]): Point {
  const free = (q: Point) =>
    taken.every((t) => Math.abs(t.x - q.x) >= CARD_WIDTH + GAP || Math.abs(t.y - q.y) >= CARD_HEIGHT + GAP);
  for (let c = 0; c < COLUMNS; c++)
    for (let r = 0; r < ROWS; r++) {
      const q = { x: start.x + c * (CARD_WIDTH + GAP), y: start.y + r * (CARD_HEIGHT + GAP) };
      if (free(q)) return q;
    }
  // A crowded view: the centre, as before; Auto-layout sorts it out.
  return start;
}
