/**
 * Automatic layout with dagre: top to bottom, ranks by path length from the start. Synchronous,
 * so the canvas never shows an unplaced frame. dagre gives node centres; React Flow wants
 * top-left corners.
 */
import dagre from '@dagrejs/dagre';
import type { Card, Link } from './graph.js';

export const CARD_WIDTH = 240;
export const CARD_HEIGHT = 76;

export function layout(cards: readonly Card[], links: readonly Link[]): Map<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 84, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const card of cards) g.setNode(card.id, { width: CARD_WIDTH, height: CARD_HEIGHT });
  for (const l of links) {
    // A labelled edge reserves room for its label, so condition texts do not sit on cards.
    const label = l.label === undefined ? {} : { width: Math.min(260, 7 * l.label.length), height: 22, labelpos: 'c' };
    g.setEdge(l.source, l.target, label, l.id);
  }
  dagre.layout(g);
  const positions = new Map<string, { x: number; y: number }>();
  for (const card of cards) {
    // graphlib types node labels as any; dagre.layout() has set x and y on every node.
    const placed = g.node(card.id) as { x: number; y: number };
    positions.set(card.id, { x: placed.x - CARD_WIDTH / 2, y: placed.y - CARD_HEIGHT / 2 });
  }
  return positions;
}
