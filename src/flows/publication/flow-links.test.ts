// The one publication check of flow references (flow-links.ts), on compiled flows built here and a
// lookup over an in-memory tenant: examples for each reason, then a property test of the cycle
// check against a plain reachability computation over random graphs of flows.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { CompiledFlow, CompiledNode } from '../document/compiled-types.js';
import { flowReferences, type FlowReferenceKind } from '../document/flow-links.js';
import type { ErrorDetail } from '../../errors/index.js';
import { checkFlowReferences } from './flow-links.js';
import type { ReferencedFlow } from './service.js';

interface Ref {
  kind: FlowReferenceKind;
  to: string;
}

/** A compiled flow whose node `n<i>` makes reference i; `subsequentRoot`: its first node is `subsequent`. */
function flow(flowId: string, refs: readonly Ref[], subsequentRoot = false): CompiledFlow {
  const nodes: Record<string, CompiledNode> = {};
  const order: string[] = [];
  const add = (node: CompiledNode) => {
    nodes[node.id] = node;
    order.push(node.id);
  };
  if (subsequentRoot) add({ id: 'root', type: 'subsequent', next: refs.length > 0 ? 'n0' : '_end' });
  refs.forEach((r, i) => {
    const id = `n${i}`;
    if (r.kind === 'flow_connector') add({ id, type: 'flow_connector', config: { flowId: r.to }, next: '_end' });
    else if (r.kind === 'owner_person_flow')
      add({ id, type: 'service', service: 'owner_verification', config: { personFlowId: r.to }, next: '_end' });
    else add({ id, type: 'end', status: 'ACCEPTED', subsequentFlowId: r.to });
  });
  add({ id: '_end', type: 'end', status: 'ACCEPTED' });
  return {
    formatVersion: 1,
    flowId,
    version: 1,
    name: flowId,
    authenticated: false,
    defaultLanguage: 'en-GB',
    start: order[0] as string,
    nodes,
    nodeOrder: order,
    addedEndId: '_end',
    elements: {},
    elementIdByKey: {},
    elementIdsByRole: {},
    elementIdsByNormalizedName: {},
    translations: {},
  };
}

/** The tenant's other flows: published (with their compiled version) or saved only; absent ids are unknown. */
type Tenant = ReadonlyMap<string, CompiledFlow | 'unpublished'>;

function check(candidate: CompiledFlow, tenant: Tenant, target: 'test' | 'live' = 'live') {
  const lookups: string[] = [];
  const result = checkFlowReferences(
    { tenantId: 't', flowId: candidate.flowId, target, version: 1, compiled: candidate },
    async (id): Promise<ReferencedFlow<CompiledFlow>> => {
      lookups.push(id);
      const f = tenant.get(id);
      return f === undefined ? undefined : { published: f === 'unpublished' ? undefined : f };
    },
  );
  return result.then((issues) => ({ issues, lookups }));
}

const brief = (d: ErrorDetail) => [d.reason, d.reference, d.nodeId, d.field, d.flowId];

describe('flowReferences', () => {
  it('finds every kind of reference with the node and the JSON pointer of the flow id', () => {
    const f = flow('a', [
      { kind: 'flow_connector', to: 'b' },
      { kind: 'owner_person_flow', to: 'c' },
      { kind: 'subsequent_flow', to: 'd' },
    ]);
    assert.deepEqual(flowReferences(f), [
      { kind: 'flow_connector', nodeId: 'n0', field: '/nodes/0/config/flowId', flowId: 'b' },
      { kind: 'owner_person_flow', nodeId: 'n1', field: '/nodes/1/config/personFlowId', flowId: 'c' },
      { kind: 'subsequent_flow', nodeId: 'n2', field: '/nodes/2/subsequentFlowId', flowId: 'd' },
    ]);
  });
});

describe('checkFlowReferences', () => {
  it('names each unknown and unpublished flow the same way, whatever the kind of reference', async () => {
    const candidate = flow('a', [
      { kind: 'flow_connector', to: 'ghost' },
      { kind: 'owner_person_flow', to: 'draft' },
      { kind: 'subsequent_flow', to: 'draft' },
    ]);
    const { issues } = await check(candidate, new Map([['draft', 'unpublished']]), 'test');
    assert.deepEqual(issues.map(brief), [
      ['referenced_flow_unknown', 'flow_connector', 'n0', '/nodes/0/config/flowId', 'ghost'],
      ['referenced_flow_not_published', 'owner_person_flow', 'n1', '/nodes/1/config/personFlowId', 'draft'],
      ['referenced_flow_not_published', 'subsequent_flow', 'n2', '/nodes/2/subsequentFlowId', 'draft'],
    ]);
    assert.match(issues[1]?.message ?? '', /not published to test/);
  });

  it('refuses a subsequent flow whose first node is not subsequent, its own flow included', async () => {
    const tenant: Tenant = new Map([
      ['later', flow('later', [], true)],
      ['plain', flow('plain', [])],
    ]);
    const ok = await check(flow('a', [{ kind: 'subsequent_flow', to: 'later' }]), tenant);
    assert.deepEqual(ok.issues, []);
    const plain = await check(flow('a', [{ kind: 'subsequent_flow', to: 'plain' }]), tenant);
    assert.deepEqual(plain.issues.map(brief), [
      ['not_a_subsequent_flow', 'subsequent_flow', 'n0', '/nodes/0/subsequentFlowId', 'plain'],
    ]);
    const itself = await check(flow('a', [{ kind: 'subsequent_flow', to: 'a' }]), tenant);
    assert.deepEqual(
      itself.issues.map((d) => d.reason),
      ['not_a_subsequent_flow'],
    );
  });

  it('finds a cycle through owners’ person flows, and none through subsequent flows', async () => {
    const tenant: Tenant = new Map([
      ['person', flow('person', [{ kind: 'flow_connector', to: 'a' }])],
      ['later', flow('later', [{ kind: 'flow_connector', to: 'a' }], true)],
    ]);
    const owners = await check(flow('a', [{ kind: 'owner_person_flow', to: 'person' }]), tenant);
    assert.deepEqual(owners.issues.map(brief), [
      ['flow_cycle', 'owner_person_flow', 'n0', '/nodes/0/config/personFlowId', 'person'],
    ]);
    assert.deepEqual(owners.issues[0]?.cycle, ['a', 'person', 'a']);
    assert.match(owners.issues[0]?.message ?? '', /a → person → a/);
    const later = await check(flow('a', [{ kind: 'subsequent_flow', to: 'later' }]), tenant);
    assert.deepEqual(later.issues, []);
    assert.deepEqual(later.lookups, ['later'], 'a subsequent flow is resolved, not followed');
  });

  it('refuses a flow that runs itself', async () => {
    const { issues } = await check(flow('a', [{ kind: 'flow_connector', to: 'a' }]), new Map());
    assert.deepEqual(
      issues.map((d) => [d.reason, d.cycle]),
      [['flow_cycle', ['a', 'a']]],
    );
  });
});

// Random tenants: flows f0..f5, each published (or saved only) with random references among them
// and to an unknown id; f0 is the candidate (its new version is what is checked). The model: f0
// is on a cycle exactly when f0 reaches f0 through at least one nesting reference, where f0's
// references are the candidate's and every other flow's are its published version's.
describe('the cycle check (property)', () => {
  const IDS = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'ghost'];
  const refArb = fc.record({
    kind: fc.constantFrom<FlowReferenceKind>('flow_connector', 'owner_person_flow', 'subsequent_flow'),
    to: fc.constantFrom(...IDS),
  });
  const flowArb = fc.record({
    refs: fc.array(refArb, { maxLength: 3 }),
    state: fc.constantFrom('published', 'published', 'published', 'unpublished'),
    subsequentRoot: fc.boolean(),
  });
  const world = fc.record({
    candidate: fc.array(refArb, { maxLength: 3 }),
    others: fc.array(flowArb, { minLength: 5, maxLength: 5 }),
  });

  /** Reachability by fixed point: the flows f0 reaches in one or more nesting steps. */
  function reaches(nest: ReadonlyMap<string, readonly string[]>): Set<string> {
    const reached = new Set<string>(nest.get('f0') ?? []);
    let grew = true;
    while (grew) {
      grew = false;
      for (const id of [...reached])
        for (const to of nest.get(id) ?? [])
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
    }
    return reached;
  }

  it('refuses exactly when the candidate is on a cycle, and reports a real one', async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ candidate, others }) => {
        const compiled = flow('f0', candidate);
        const tenant = new Map<string, CompiledFlow | 'unpublished'>();
        const nest = new Map<string, string[]>();
        const nesting = (refs: readonly Ref[]) => refs.filter((r) => r.kind !== 'subsequent_flow').map((r) => r.to);
        nest.set('f0', nesting(candidate));
        others.forEach((o, i) => {
          const id = `f${i + 1}`;
          if (o.state === 'unpublished') tenant.set(id, 'unpublished');
          else {
            tenant.set(id, flow(id, o.refs, o.subsequentRoot));
            nest.set(id, nesting(o.refs));
          }
        });
        const { issues } = await check(compiled, tenant);
        const cycles = issues.filter((d) => d.reason === 'flow_cycle');
        assert.equal(cycles.length, reaches(nest).has('f0') ? 1 : 0);
        // The other reasons are exactly those of f0's references, one per reference.
        const expected = flowReferences(compiled).flatMap((r) => {
          const named = r.flowId === 'f0' ? compiled : tenant.get(r.flowId);
          if (named === undefined) return ['referenced_flow_unknown'];
          if (named === 'unpublished') return ['referenced_flow_not_published'];
          return r.kind === 'subsequent_flow' && named.nodes[named.start]?.type !== 'subsequent'
            ? ['not_a_subsequent_flow']
            : [];
        });
        assert.deepEqual(
          issues.filter((d) => d.reason !== 'flow_cycle').map((d) => d.reason),
          expected,
        );
        const found = cycles[0];
        if (!found) return;
        // A real cycle: it starts and ends at f0, and each step is a nesting reference of the
        // flow it leaves, as that flow is published (f0: as it is being published).
        const path = found.cycle as string[];
        assert.equal(path[0], 'f0');
        assert.equal(path.at(-1), 'f0');
        for (let i = 0; i + 1 < path.length; i++)
          assert.ok(nest.get(path[i] as string)?.includes(path[i + 1] as string), `${path[i]} → ${path[i + 1]}`);
        assert.equal(new Set(path.slice(0, -1)).size, path.length - 1, 'no flow twice before closing');
        // The detail names f0's node that starts the cycle.
        const first = flowReferences(compiled).find((r) => r.nodeId === found.nodeId);
        assert.ok(first && first.kind !== 'subsequent_flow');
        assert.deepEqual([first.flowId, first.kind, first.field], [path[1], found.reference, found.field]);
      }),
      { numRuns: 500 },
    );
  });
});
