/**
 * One version of a flow on the canvas: laid out automatically, with pan, zoom, minimap and fit;
 * each node's validation findings (from the shared validator) as a badge, and all of them in a
 * list that jumps to their node. Selecting a node shows its details beside the canvas.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  type Edge,
  type OnSelectionChangeParams,
} from '@xyflow/react';
import { api, ApiError, type FlowVersion } from '../api.js';
import { navigate } from '../route.js';
import { flowGraph } from './graph.js';
import { CARD_HEIGHT, CARD_WIDTH, layout } from './layout.js';
import { findingsOf, type Finding, type Findings } from './issues.js';
import { NODE_TYPES, type CardNode } from './flow-card.js';
import { EDGE_TYPES, type BranchEdge } from './branch-edge.js';
import { Details } from './details.js';

const NO_FINDINGS: readonly Finding[] = [];

function buildCanvas(version: FlowVersion, findings: Findings): { nodes: CardNode[]; edges: Array<Edge | BranchEdge> } {
  const { cards, links } = flowGraph(version.document);
  const positions = layout(cards, links);
  const nodes = cards.map((card): CardNode => {
    const own = findings.byNode.get(card.id) ?? NO_FINDINGS;
    return {
      id: card.id,
      type: 'card',
      position: positions.get(card.id) ?? { x: 0, y: 0 },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      data: { card, findings: own },
      ariaLabel: `${card.start ? 'Start, ' : ''}${card.type} ${card.title}: ${card.summary}${own.length > 0 ? `, ${own.length} finding(s)` : ''}`,
    };
  });
  const edges = links.map((l): Edge | BranchEdge => {
    const common = { id: l.id, source: l.source, target: l.target, markerEnd: { type: MarkerType.ArrowClosed } };
    return l.label === undefined
      ? { ...common, type: 'smoothstep' }
      : {
          ...common,
          type: 'branch',
          data: { label: l.label, otherwise: l.label === 'otherwise' },
          ariaLabel: `Branch to ${l.target} when ${l.label}`,
        };
  });
  return { nodes, edges };
}

function Canvas({ version }: { version: FlowVersion }) {
  const findings = useMemo(() => findingsOf(version.document), [version]);
  const initial = useMemo(() => buildCanvas(version, findings), [version, findings]);
  const [nodes, setNodes, onNodesChange] = useNodesState(initial.nodes);
  const [selectedId, setSelectedId] = useState<string>();
  const flow = useReactFlow();

  const onSelectionChange = useCallback(
    ({ nodes: chosen }: OnSelectionChangeParams) => setSelectedId(chosen[0]?.id),
    [],
  );
  const focusNode = useCallback(
    (id: string) => {
      setNodes((all) => all.map((n) => ({ ...n, selected: n.id === id })));
      const node = flow.getNode(id);
      if (node)
        void flow.setCenter(node.position.x + CARD_WIDTH / 2, node.position.y + CARD_HEIGHT / 2, {
          zoom: 1.1,
          duration: 300,
        });
    },
    [flow, setNodes],
  );

  const selected = nodes.find((n) => n.id === selectedId);
  return (
    <div className="canvas-layout">
      <div className="canvas" role="region" aria-label="Flow canvas">
        <ReactFlow
          nodes={nodes}
          edges={initial.edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          onNodesChange={onNodesChange}
          onSelectionChange={onSelectionChange}
          nodesConnectable={false}
          fitView
          fitViewOptions={{ maxZoom: 1 }}
          minZoom={0.1}
          maxZoom={2}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
          <MiniMap
            pannable
            zoomable
            ariaLabel="Minimap of the flow"
            nodeClassName={(n) => `mini-${(n as CardNode).data.card.kind}`}
          />
        </ReactFlow>
      </div>
      <aside className="side" aria-label="Details">
        {selected ? (
          <Details card={selected.data.card} findings={selected.data.findings} />
        ) : (
          <section aria-labelledby="overview-title">
            <h2 id="overview-title">{version.flow.name}</h2>
            <p className="muted">
              Version {version.version} · saved {new Date(version.createdAt).toLocaleString()} by {version.createdBy}
            </p>
            <p className={findings.publishable ? 'ok' : 'error'} role="status">
              {findings.publishable ? 'Valid: this version publishes.' : 'Invalid: publishing would be refused.'}
            </p>
            <h3>Nodes</h3>
            <ul className="node-list">
              {nodes.map((n) => (
                <li key={n.id}>
                  <button type="button" className="link" onClick={() => focusNode(n.id)}>
                    {n.data.card.title}
                  </button>{' '}
                  <span className="muted">{n.data.card.type}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="findings-title">
          <h3 id="findings-title">Findings ({findings.all.length})</h3>
          {findings.all.length === 0 && <p className="muted">None.</p>}
          <ul className="findings">
            {findings.all.map((f, i) => (
              <li key={i} className={f.severity}>
                <span className="sev">{f.severity}</span>{' '}
                {f.nodeId !== undefined && nodes.some((n) => n.id === f.nodeId) ? (
                  <button type="button" className="link" onClick={() => focusNode(f.nodeId ?? '')}>
                    {f.nodeId}
                  </button>
                ) : (
                  <code>{f.path || '/'}</code>
                )}
                {': '}
                {f.message}
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

export function CanvasScreen(props: { flowId: string; version: number; onSessionLost: () => void }) {
  const [version, setVersion] = useState<FlowVersion>();
  const [error, setError] = useState<string>();
  const { flowId, version: number, onSessionLost } = props;

  useEffect(() => {
    api
      .version(flowId, number)
      .then(setVersion)
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onSessionLost();
        else setError(err instanceof Error ? err.message : 'The flow could not be loaded.');
      });
  }, [flowId, number, onSessionLost]);

  return (
    <section className="canvas-screen" aria-labelledby="canvas-title">
      <div className="canvas-bar">
        <button type="button" className="secondary" onClick={() => navigate({ screen: 'flows' })}>
          ← Flows
        </button>
        <h1 id="canvas-title">
          {version ? version.flow.name : flowId} <span className="muted">v{number}</span>
        </h1>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!version && !error && <p role="status">Loading the flow…</p>}
      {version && (
        <ReactFlowProvider>
          <Canvas version={version} />
        </ReactFlowProvider>
      )}
    </section>
  );
}
