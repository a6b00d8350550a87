/**
 * A condition's branch: its label sits just above the node it leads to, not halfway along the
 * edge, so the labels of branches leaving one condition never pile up on each other (targets on
 * one rank are a card's width apart). Long conditions are cut; the full text is in the title and
 * in the details panel.
 */
import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type Edge, type EdgeProps } from '@xyflow/react';

export type BranchEdge = Edge<{ label: string; otherwise: boolean }, 'branch'>;

const MAX_LABEL = 44;

function BranchEdgeView({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  markerEnd,
  data,
}: EdgeProps<BranchEdge>) {
  const [path] = getSmoothStepPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const label = data?.label ?? '';
  const shown = label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
  return (
    <>
      <BaseEdge id={id} path={path} {...(markerEnd !== undefined ? { markerEnd } : {})} />
      <EdgeLabelRenderer>
        <div
          className={`edge-label ${data?.otherwise ? 'edge-otherwise' : 'edge-branch'}`}
          style={{ transform: `translate(-50%, -100%) translate(${targetX}px, ${targetY - 10}px)` }}
          title={label}
        >
          {shown}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}

export const BranchEdgeComponent = memo(BranchEdgeView);

/** Outside components, so React Flow sees the same object on every render. */
export const EDGE_TYPES = { branch: BranchEdgeComponent };
