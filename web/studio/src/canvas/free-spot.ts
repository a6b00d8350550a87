/**
 * Where a card added from the palette goes: the free place nearest the view's centre that lies
 * wholly inside the visible part of the canvas, so an added card is always seen and several adds
 * never hide one another. Places are tried on a grid of card-sized steps around the centre, the
 * nearest first (at the same distance below, then right, left, above).
 */
import { CARD_HEIGHT, CARD_WIDTH } from './layout.js';

export interface Point {
  x: number;
  y: number;
}

/** The visible part of the canvas in flow coordinates: top-left corner and size. */
export interface View extends Point {
  width: number;
  height: number;
}

const GAP = 20;
const STEP_X = CARD_WIDTH + GAP;
const STEP_Y = CARD_HEIGHT + GAP;

/** Whether a card placed at `p` (its top-left corner) is wholly inside the view. */
export function insideView(p: Point, view: View): boolean {
  return (
    p.x >= view.x &&
    p.y >= view.y &&
    p.x + CARD_WIDTH <= view.x + view.width &&
    p.y + CARD_HEIGHT <= view.y + view.height
  );
}

/** The centre itself when no card fits in the view (zoomed far in), else the nearest place inside it. */
function clampInto(p: Point, view: View): Point {
  const x = Math.min(Math.max(p.x, view.x), view.x + view.width - CARD_WIDTH);
  const y = Math.min(Math.max(p.y, view.y), view.y + view.height - CARD_HEIGHT);
  return view.width < CARD_WIDTH || view.height < CARD_HEIGHT ? p : { x: Math.round(x), y: Math.round(y) };
}

/** Whether a card at `p` overlaps the rectangle (the minimap and zoom controls drawn over the canvas). */
const overlaps = (p: Point, r: View) =>
  p.x < r.x + r.width && p.x + CARD_WIDTH > r.x && p.y < r.y + r.height && p.y + CARD_HEIGHT > r.y;

/** `covered`: parts of the view that something is drawn over, where a card would be hidden. */
export function freeSpot(start: Point, taken: readonly Point[], view: View, covered: readonly View[] = []): Point {
  const origin = clampInto(start, view);
  const free = (q: Point) =>
    covered.every((r) => !overlaps(q, r)) &&
    taken.every((t) => Math.abs(t.x - q.x) >= CARD_WIDTH + GAP || Math.abs(t.y - q.y) >= CARD_HEIGHT + GAP);
  const columns = Math.ceil(view.width / STEP_X);
  const rows = Math.ceil(view.height / STEP_Y);
  const places: Array<Point & { order: number }> = [];
  for (let c = -columns; c <= columns; c++)
    for (let r = -rows; r <= rows; r++) {
      const q = { x: origin.x + c * STEP_X, y: origin.y + r * STEP_Y };
      if (!insideView(q, view)) continue;
      // Distance in steps; at the same distance below first (flows run top to bottom), then right,
      // left, above.
      const order = Math.hypot(c, r) * 10 + (r < 0 ? 3 : 0) + (c < 0 ? 2 : c > 0 ? 1 : 0);
      places.push({ ...q, order });
    }
  places.sort((a, b) => a.order - b.order);
  const found = places.find(free);
  // A crowded view: the centre, over another card; Auto-layout sorts it out.
  return found ? { x: found.x, y: found.y } : origin;
}
