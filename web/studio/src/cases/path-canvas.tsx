/**
 * The path the case's run took, on a small read-only canvas: its flow version's graph (the
 * builder's own graph and layout, web/studio/src/canvas), the nodes passed and edges taken
 * highlighted as a "Try it" session's are, where it stands ringed. Nothing can be moved, joined
 * or deleted; a list under it says the same in words for a screen reader.
 */
import { useMemo } from 'react';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  ReactFlowProvider,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import type { TryPath } from '../../../../src/studio/api-types.js';
import { flowGraph, type Card } from '../canvas/graph.js';
import { CARD_HEIGHT, CARD_WIDTH, layout } from '../canvas/layout.js';
import { EDGE_TYPES, type BranchEdge } from '../canvas/branch-edge.js';

type PathNode = Node<{ card: Card }, 'path'>;

function PathCard({ data }: NodeProps<PathNode>) {
  const { card } = data;
  return (
    <div className={`card card-${card.kind}`} data-node-id={card.id}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="card-head">
        <span className="card-type">
          {card.start ? 'START · ' : ''}
          {card.type}
        </span>
      </div>
      <div className="card-title">{card.title}</div>
      <div className="card-summary">{card.summary}</div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { path: PathCard };
const linkKey = (l: { source: string; handle: string; target: string }) => `${l.source}:${l.handle}->${l.target}`;

export function PathCanvas(props: { doc: FlowDocument; path: TryPath; titles: Map<string, string> }) {
  const { doc, path } = props;
  const { nodes, edges } = useMemo(() => {
    const graph = flowGraph(doc);
    const auto = layout(graph.cards, graph.links);
    const passed = new Set(path.nodes);
    const taken = new Set(path.links.map(linkKey));
    const nodes: PathNode[] = graph.cards.map((card) => ({
      id: card.id,
      type: 'path',
      position: doc.layout?.[card.id] ?? auto.get(card.id) ?? { x: 0, y: 0 },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      data: { card },
      ...(passed.has(card.id) ? { className: path.current === card.id ? 'on-path path-current' : 'on-path' } : {}),
      ariaLabel: `${card.type} ${card.title}${passed.has(card.id) ? (path.current === card.id ? ', where the case stands' : ', passed') : ', not reached'}`,
    }));
    const edges: Array<Edge | BranchEdge> = graph.links.map((l) => {
      const common = {
        id: l.id,
        source: l.source,
        sourceHandle: null,
        target: l.target,
        markerEnd: { type: MarkerType.ArrowClosed },
        ...(taken.has(l.id) ? { className: 'on-path' } : {}),
      };
      return l.label === undefined
        ? { ...common, type: 'smoothstep' }
        : { ...common, type: 'branch', data: { label: l.label, otherwise: l.label === 'otherwise' } };
    });
    return { nodes, edges };
  }, [doc, path]);
  return (
    <figure className="path-canvas" aria-label="Path through the flow">
      <div className="path-frame">
        <ReactFlowProvider>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            edgesFocusable={false}
            deleteKeyCode={null}
            fitView
            fitViewOptions={{ padding: 0.1 }}
            minZoom={0.1}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </ReactFlowProvider>
      </div>
      <figcaption>
        <ol className="path-steps" aria-label="Steps taken">
          {path.nodes.map((id) => (
            <li key={id}>
              {props.titles.get(id) ?? id}
              {id === path.current ? (path.finished ? ' (end)' : ' (where it stands)') : ''}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
