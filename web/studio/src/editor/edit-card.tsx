/**
 * A node on the editing canvas: the read-only card's look, plus connectable handles. A condition
 * has one source handle per branch, one for `otherwise` and a "+ branch" handle that adds a branch
 * when dragged to a node; other steps one `next` handle (an owner_verification with a deadline a
 * `deadline` one too); an END none.
 */
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { deadlineEnd, type Card } from '../canvas/graph.js';
import type { Finding } from '../canvas/issues.js';

export type EditNode = Node<{ card: Card; findings: readonly Finding[] }, 'edit'>;

function handlesOf(card: Card): Array<{ id: string; label: string }> {
  const node = card.node;
  if (!node || node.type === 'end') return [];
  if (node.type === 'condition')
    return [
      ...node.branches.map((_, i) => ({ id: `branch-${i}`, label: `${i + 1}` })),
      { id: 'otherwise', label: 'else' },
      { id: 'new-branch', label: '+' },
    ];
  // The deadline exit gets its handle once a deadline is set: its END is picked in the form.
  return deadlineEnd(node) === undefined
    ? [{ id: 'next', label: '' }]
    : [
        { id: 'next', label: '' },
        { id: 'deadline', label: 'deadline' },
      ];
}

function EditCardView({ data, selected }: NodeProps<EditNode>) {
  const { card, findings } = data;
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const handles = handlesOf(card);
  return (
    <div
      className={`card card-${card.kind}${selected ? ' selected' : ''}${errors > 0 ? ' has-errors' : ''}`}
      data-node-id={card.id}
    >
      <Handle type="target" position={Position.Top} />
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
      {handles.map((h, i) => (
        <Handle
          key={h.id}
          id={h.id}
          type="source"
          position={Position.Bottom}
          className={h.label ? 'labelled-handle' : undefined}
          style={{ left: `${((i + 1) * 100) / (handles.length + 1)}%` }}
          title={h.id === 'new-branch' ? 'Drag to a node to add a branch' : h.id}
        >
          {h.label && <span className="handle-label">{h.label}</span>}
        </Handle>
      ))}
    </div>
  );
}

export const EditCard = memo(EditCardView);
export const EDIT_NODE_TYPES = { edit: EditCard };
