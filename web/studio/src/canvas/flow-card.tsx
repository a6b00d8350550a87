/**
 * One node of the flow on the canvas. Memoised and declared outside any component, as React Flow
 * asks, so panning re-renders no card. Read-only in this increment: handles only anchor edges.
 */
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { Card } from './graph.js';
import type { Finding } from './issues.js';

export type CardNode = Node<{ card: Card; findings: readonly Finding[] }, 'card'>;

function FlowCardView({ data, selected }: NodeProps<CardNode>) {
  const { card, findings } = data;
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  return (
    <div
      className={`card card-${card.kind}${selected ? ' selected' : ''}${errors > 0 ? ' has-errors' : ''}`}
      data-node-id={card.id}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="card-head">
        <span className="card-type">
          {card.start ? 'START · ' : ''}
          {card.type}
        </span>
        {errors > 0 && (
          <span className="badge badge-error" title={`${errors} error(s)`}>
            {errors}
          </span>
        )}
        {warnings > 0 && (
          <span className="badge badge-warning" title={`${warnings} warning(s)`}>
            {warnings}
          </span>
        )}
      </div>
      <div className="card-title">{card.title}</div>
      <div className="card-summary">{card.summary}</div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

export const FlowCard = memo(FlowCardView);

/** Outside components, so React Flow sees the same object on every render. */
export const NODE_TYPES = { card: FlowCard };
