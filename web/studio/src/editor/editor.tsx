/**
 * The flow builder's canvas: the document drawn as cards and edges, a palette that adds every node
 * type, connections by dragging from a handle, deletion, free movement saved in the document's
 * `layout`, auto-layout, undo/redo, copy/paste; the selected node's editor beside it, and the
 * shared validator's findings for the whole document as you type.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
  type OnSelectionChangeParams,
} from '@xyflow/react';
import { ROLES } from '../../../../src/flows/document/roles.js';
import { ADDED_END_ID } from '../../../../src/flows/document/constants.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import { flowGraph } from '../canvas/graph.js';
import { CARD_HEIGHT, CARD_WIDTH, layout } from '../canvas/layout.js';
import { freeSpot } from '../canvas/free-spot.js';
import { findingsOf, type Finding, type Findings } from '../canvas/issues.js';
import { EDGE_TYPES, type BranchEdge } from '../canvas/branch-edge.js';
import { EDIT_NODE_TYPES, type EditNode } from './edit-card.js';
import {
  PALETTE,
  addNode,
  connect,
  moveNodes,
  pasteNodes,
  removeNodes,
  renameNode,
  replaceNode,
  type Point,
} from './model.js';
import { fieldsBefore } from './fields.js';
import { Inspector } from './inspector.js';
import { ROLE_LIST_ID } from './element-editor.js';
import { TranslationsEditor } from '../translations/translations-editor.js';
import { TenantFlowsContext, useLoadTenantFlows } from '../flows/tenant-flows.js';
import { flowReferenceIssues } from './flow-refs.js';

const NO_FINDINGS: readonly Finding[] = [];

/** The path of a "Try it" session, drawn on the canvas: nodes passed, edges taken, where it stands. */
export interface Trail {
  nodes: readonly string[];
  links: ReadonlyArray<{ source: string; handle: string; target: string }>;
  current: string | null;
}

const linkId = (l: { source: string; handle: string; target: string }) => `${l.source}:${l.handle}->${l.target}`;

function trailClass(trail: Trail | undefined, id: string): string | undefined {
  if (!trail?.nodes.includes(id)) return undefined;
  return trail.current === id ? 'on-path path-current' : 'on-path';
}

function buildNodes(
  doc: FlowDocument,
  findings: Findings,
  selected: ReadonlySet<string>,
  trail: Trail | undefined,
): EditNode[] {
  const { cards, links } = flowGraph(doc);
  const missing = cards.filter((c) => doc.layout?.[c.id] === undefined);
  const auto = missing.length > 0 ? layout(cards, links) : new Map<string, Point>();
  return cards.map((card): EditNode => {
    const own = findings.byNode.get(card.id) ?? NO_FINDINGS;
    const onPath = trailClass(trail, card.id);
    const where =
      onPath === undefined ? '' : trail?.current === card.id ? ', where the try-out stands' : ', passed in the try-out';
    return {
      id: card.id,
      type: 'edit',
      position: doc.layout?.[card.id] ?? auto.get(card.id) ?? { x: 0, y: 0 },
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      selected: selected.has(card.id),
      deletable: !card.added,
      data: { card, findings: own },
      ...(onPath !== undefined ? { className: onPath } : {}),
      ariaLabel: `${card.start ? 'Start, ' : ''}${card.type} ${card.title}: ${card.summary}${own.length > 0 ? `, ${own.length} finding(s)` : ''}${where}`,
    };
  });
}

function buildEdges(doc: FlowDocument, trail: Trail | undefined): Array<Edge | BranchEdge> {
  const taken = new Set(trail?.links.map(linkId));
  return flowGraph(doc).links.map((l): Edge | BranchEdge => {
    const common = {
      id: l.id,
      source: l.source,
      sourceHandle: l.handle,
      target: l.target,
      markerEnd: { type: MarkerType.ArrowClosed },
      ...(taken.has(l.id) ? { className: 'on-path', animated: true } : {}),
    };
    return l.label === undefined
      ? { ...common, type: 'smoothstep' }
      : {
          ...common,
          type: 'branch',
          data: { label: l.label, otherwise: l.label === 'otherwise' },
          ariaLabel: l.handle === 'deadline' ? `Deadline exit to ${l.target}` : `Branch to ${l.target} when ${l.label}`,
        };
  });
}

const inField = (e: KeyboardEvent) =>
  e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable]') !== null;

/** Copied nodes live in the page (not the system clipboard): they paste into any flow opened in this tab. */
let clipboard: { nodes: FlowNode[]; positions: Map<string, Point> } | undefined;

export interface EditorProps {
  doc: FlowDocument;
  canUndo: boolean;
  canRedo: boolean;
  /** `coalesce`: consecutive edits with the same key (typing in one input) make one undo step. */
  onEdit: (doc: FlowDocument, coalesce?: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** A "Try it" session's path to draw, if one is running. */
  trail?: Trail | undefined;
}

export function Editor({ doc, canUndo, canRedo, onEdit, onUndo, onRedo, trail }: EditorProps) {
  const tenantFlows = useLoadTenantFlows();
  const findings = useMemo(() => findingsOf(doc, flowReferenceIssues(doc, tenantFlows)), [doc, tenantFlows]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [nodes, setNodes, onNodesChange] = useNodesState<EditNode>([]);
  const flow = useReactFlow();
  const edges = useMemo(() => buildEdges(doc, trail), [doc, trail]);
  // The translations table takes the canvas's place; the selection and the history stay.
  const [translating, setTranslating] = useState(false);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  // The document is the truth: any edit redraws the cards; React Flow keeps drags in between.
  useEffect(() => setNodes(buildNodes(doc, findings, selectedRef.current, trail)), [doc, findings, trail, setNodes]);
  // Fitting has to wait until the laid-out cards are drawn where the new layout puts them.
  const fitPending = useRef(false);
  useEffect(() => {
    if (!fitPending.current) return;
    fitPending.current = false;
    window.requestAnimationFrame(() => void flow.fitView({ maxZoom: 1 }));
  }, [nodes, flow]);

  const onSelectionChange = useCallback(
    ({ nodes: chosen }: OnSelectionChangeParams) => setSelected(new Set(chosen.map((n) => n.id))),
    [],
  );

  const select = useCallback(
    (ids: readonly string[]) => {
      const set = new Set(ids);
      setSelected(set);
      setNodes((all) => all.map((n) => ({ ...n, selected: set.has(n.id) })));
    },
    [setNodes],
  );

  const focusNode = useCallback(
    (id: string) => {
      select([id]);
      const node = flow.getNode(id);
      if (node)
        void flow.setCenter(node.position.x + CARD_WIDTH / 2, node.position.y + CARD_HEIGHT / 2, {
          zoom: 1.1,
          duration: 300,
        });
    },
    [flow, select],
  );

  /**
   * Where an added card goes: free, nearest the centre of what the canvas shows (the top third, as
   * flows grow downwards), wholly inside it (src/canvas/free-spot.ts).
   */
  const addSpot = useCallback((): Point => {
    const box = document.querySelector('.canvas')?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    // A margin keeps the card off the edges and clear of the zoom controls and minimap corners.
    const margin = 24;
    const topLeft = flow.screenToFlowPosition({ x: box.left + margin, y: box.top + margin });
    const bottomRight = flow.screenToFlowPosition({ x: box.right - margin, y: box.bottom - margin });
    const centre = flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 3 });
    const view = { ...topLeft, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
    // The minimap and the zoom controls are drawn over the canvas: a card under them is hidden.
    const covered = [...document.querySelectorAll('.canvas .react-flow__minimap, .canvas .react-flow__controls')].map(
      (el) => {
        const r = el.getBoundingClientRect();
        const a = flow.screenToFlowPosition({ x: r.left, y: r.top });
        const b = flow.screenToFlowPosition({ x: r.right, y: r.bottom });
        return { ...a, width: b.x - a.x, height: b.y - a.y };
      },
    );
    return freeSpot(
      { x: Math.round(centre.x - CARD_WIDTH / 2), y: Math.round(centre.y) },
      nodes.map((n) => n.position),
      view,
      covered,
    );
  }, [flow, nodes]);

  // An added card is in view by construction; when the view is smaller than a card (zoomed far
  // in), the canvas is centred on it once it is drawn.
  const revealPending = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = revealPending.current;
    if (id === undefined || !nodes.some((n) => n.id === id)) return;
    revealPending.current = undefined;
    const node = flow.getNode(id);
    const box = document.querySelector('.canvas')?.getBoundingClientRect();
    if (!node || !box) return;
    const corner = flow.flowToScreenPosition(node.position);
    const far = flow.flowToScreenPosition({ x: node.position.x + CARD_WIDTH, y: node.position.y + CARD_HEIGHT });
    const seen = corner.x >= box.left && corner.y >= box.top && far.x <= box.right && far.y <= box.bottom;
    if (!seen)
      void flow.setCenter(node.position.x + CARD_WIDTH / 2, node.position.y + CARD_HEIGHT / 2, {
        zoom: flow.getZoom(),
      });
  }, [nodes, flow]);

  const positions = useCallback(() => new Map(nodes.map((n) => [n.id, n.position] as const)), [nodes]);

  const copy = useCallback(() => {
    const chosen = doc.nodes.filter((n) => selected.has(n.id));
    if (chosen.length > 0) clipboard = { nodes: chosen, positions: positions() };
  }, [doc, selected, positions]);

  const paste = useCallback(() => {
    if (!clipboard) return;
    const pasted = pasteNodes(doc, clipboard.nodes, clipboard.positions, { x: 40, y: 40 });
    onEdit(pasted.doc);
    select(pasted.ids);
  }, [doc, onEdit, select]);

  const removeSelected = useCallback(() => {
    const ids = new Set([...selected].filter((id) => id !== ADDED_END_ID));
    if (ids.size > 0) onEdit(removeNodes(doc, ids));
  }, [doc, selected, onEdit]);

  const autoLayout = useCallback(() => {
    const { cards, links } = flowGraph(doc);
    fitPending.current = true;
    onEdit(moveNodes(doc, layout(cards, links)));
  }, [doc, onEdit]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (inField(e) || !(e.ctrlKey || e.metaKey)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) onUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') onRedo();
      else if (k === 'c') copy();
      else if (k === 'v') paste();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo, copy, paste]);

  const onConnect = useCallback(
    (c: Connection) => {
      if (!c.sourceHandle || c.source === c.target) return;
      const first = fieldsBefore(doc, c.source)[0]?.ref;
      onEdit(connect(doc, c.source, c.sourceHandle, c.target === ADDED_END_ID ? undefined : c.target, first));
    },
    [doc, onEdit],
  );

  const onDelete = useCallback(
    ({ nodes: gone, edges: cut }: { nodes: EditNode[]; edges: Edge[] }) => {
      let next = doc;
      // Branches by descending index, so cutting one does not renumber the others still to cut.
      const sorted = [...cut].sort((a, b) =>
        (b.sourceHandle ?? '').localeCompare(a.sourceHandle ?? '', undefined, { numeric: true }),
      );
      for (const e of sorted) if (e.sourceHandle) next = connect(next, e.source, e.sourceHandle, undefined);
      next = removeNodes(next, new Set(gone.map((n) => n.id).filter((id) => id !== ADDED_END_ID)));
      onEdit(next);
    },
    [doc, onEdit],
  );

  // A move ends with position changes that are no longer `dragging`: at the end of a mouse drag
  // and on each arrow key (React Flow moves the selected nodes by keyboard). Both go into the
  // document; a run of arrow presses is one undo step, each mouse drag its own.
  const mouseDrag = useRef(false);
  const onChanges = useCallback(
    (changes: Array<NodeChange<EditNode>>) => {
      onNodesChange(changes);
      const moved = new Map<string, Point>();
      for (const c of changes) {
        if (c.type !== 'position') continue;
        if (c.dragging === true) mouseDrag.current = true;
        else if (c.position) moved.set(c.id, c.position);
      }
      if (moved.size === 0) return;
      const byMouse = mouseDrag.current;
      mouseDrag.current = false;
      onEdit(moveNodes(doc, moved), byMouse ? undefined : `keys:${[...moved.keys()].join(',')}`);
    },
    [doc, onEdit, onNodesChange],
  );

  const only = selected.size === 1 ? doc.nodes.find((n) => selected.has(n.id)) : undefined;
  return (
    <TenantFlowsContext.Provider value={tenantFlows}>
      <div className={translating ? 'editor-layout translating' : 'editor-layout'}>
        <nav className="palette" aria-label="Add a node" hidden={translating}>
          <h2>Add</h2>
          {PALETTE.map((item) => (
            <button
              key={item.type === 'service' ? `service:${item.service}` : item.type}
              type="button"
              className={`palette-item palette-${item.type}`}
              onClick={() => {
                const added = addNode(doc, item, addSpot());
                onEdit(added.doc);
                select([added.id]);
                revealPending.current = added.id;
              }}
            >
              {item.label}
            </button>
          ))}
        </nav>
        <div className="canvas-column">
          <div className="toolbar" role="toolbar" aria-label="Canvas tools">
            <button type="button" className="secondary" onClick={onUndo} disabled={!canUndo} title="Ctrl+Z">
              Undo
            </button>
            <button type="button" className="secondary" onClick={onRedo} disabled={!canRedo} title="Ctrl+Shift+Z">
              Redo
            </button>
            <button type="button" className="secondary" onClick={autoLayout}>
              Auto-layout
            </button>
            <button type="button" className="secondary" onClick={copy} disabled={selected.size === 0} title="Ctrl+C">
              Copy
            </button>
            <button type="button" className="secondary" onClick={paste} title="Ctrl+V">
              Paste
            </button>
            <button
              type="button"
              className="secondary"
              onClick={removeSelected}
              disabled={translating || [...selected].every((id) => id === ADDED_END_ID)}
              title="Delete"
            >
              Delete selected
            </button>
            <button
              type="button"
              className="secondary"
              aria-pressed={translating}
              onClick={() => setTranslating((t) => !t)}
            >
              {translating ? 'Back to the canvas' : 'Translations'}
            </button>
          </div>
          {translating ? (
            <TranslationsEditor doc={doc} findings={findings.all} onEdit={onEdit} />
          ) : (
            <div className="canvas" role="region" aria-label="Flow canvas">
              <ReactFlow
                nodes={nodes}
                edges={edges}
                nodeTypes={EDIT_NODE_TYPES}
                edgeTypes={EDGE_TYPES}
                onNodesChange={onChanges}
                onSelectionChange={onSelectionChange}
                onConnect={onConnect}
                onDelete={onDelete}
                deleteKeyCode={['Delete', 'Backspace']}
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
                  nodeClassName={(n) => `mini-${(n as EditNode).data.card.kind}`}
                />
              </ReactFlow>
            </div>
          )}
        </div>
        <aside className="side" aria-label="Details">
          {only ? (
            <Inspector
              key={only.id}
              doc={doc}
              node={only}
              findings={findings.byNode.get(only.id) ?? NO_FINDINGS}
              onChange={(n) => onEdit(replaceNode(doc, only.id, n), `node:${only.id}`)}
              onRename={(to) => {
                const renamed = renameNode(doc, only.id, to);
                if (renamed !== doc) {
                  onEdit(renamed);
                  select([to]);
                }
              }}
            />
          ) : (
            <p className="muted">Select a node to edit it, or add one from the palette.</p>
          )}
          <section aria-labelledby="findings-title">
            <h3 id="findings-title">Findings ({findings.all.length})</h3>
            <p className={findings.publishable ? 'ok' : 'error'} role="status">
              {findings.publishable ? 'Valid: this flow publishes.' : 'Invalid: publishing would be refused.'}
            </p>
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
                  {f.field ? <code> {f.field}</code> : null}
                  {': '}
                  {f.message}
                </li>
              ))}
            </ul>
          </section>
        </aside>
        <datalist id={ROLE_LIST_ID}>
          {ROLES.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
      </div>
    </TenantFlowsContext.Provider>
  );
}
