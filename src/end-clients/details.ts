/**
 * What a tenant reads back about one end client: status, where the run stands, every value the
 * end user gave on the path the run took (with each field's name, role and normalizedName from
 * the flow version it ran), provider steps' submissions, service results and uploaded files.
 *
 * Without it a customer could run onboarding flows but never learn what was submitted or what the
 * screening found, short of wiring an http_request service into every flow. Only the current
 * path counts: a submission of a node the user went back from is kept in the state to refill that
 * node, but it is no longer part of the run.
 */
import type { CompiledFlow } from '../flows/prepare.js';
import { lookup, type CompiledElement } from '../flows/document/compiled-types.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { SessionRecord, SessionRepository } from '../sessions/repository.js';
import type { SessionFileRepository } from '../files/repository.js';
import type { SessionState } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import { endClientIn, type Scope } from './scope.js';
import type { EndClientSummary } from './list.js';

export interface EndClientValue {
  nodeId: string;
  elementId: string;
  key: string;
  type: string;
  name: string | null;
  role: string | null;
  normalizedName: string | null;
  /** As stored: normalised by the engine (E.164 phone numbers, numbers, owner records by field id, ...). */
  value: unknown;
  /** `submitted` by the end user, or `prefill` (init data or a service) for a field never submitted. */
  source: 'submitted' | 'prefill';
}

export interface EndClientFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  elementId: string | null;
  createdAt: string;
}

/** A list row (list.ts) with everything the run collected. */
export interface EndClientDetails extends EndClientSummary {
  /** The node the run waits at (`pending` while a service runs); null once it reached its end. */
  currentStep: { nodeId: string; type: string } | null;
  /** The END node reached, when the run is over. */
  endNodeId: string | null;
  values: EndClientValue[];
  /** Submissions of the provider steps on the path (sms, provider_doc_v, ...), in path order. */
  providerSteps: Array<{ nodeId: string; type: string; submitted: Record<string, unknown> }>;
  /** The last result of each service node, by node id (what `service:<nodeId>.<path>` rules read). */
  serviceResults: Record<string, unknown>;
  files: EndClientFile[];
  abandonAt: string | null;
}

export interface CaseNames {
  person: string | null;
  company: string | null;
}

export interface EndClientDetailsDeps {
  sessions: Pick<SessionRepository<SessionState>, 'get'>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
  files: Pick<SessionFileRepository, 'listFor' | 'read'>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function valueOf(
  flow: CompiledFlow,
  nodeId: string,
  el: CompiledElement,
  value: unknown,
  source: EndClientValue['source'],
): EndClientValue {
  return {
    nodeId,
    elementId: el.id,
    key: lookup(flow.elements, el.id)?.key ?? el.id,
    type: el.type,
    name: 'name' in el && typeof el.name === 'string' ? el.name : null,
    role: 'role' in el && typeof el.role === 'string' ? el.role : null,
    normalizedName: 'normalizedName' in el && typeof el.normalizedName === 'string' ? el.normalizedName : null,
    value,
    source,
  };
}

/** The run's values: the path's submissions in the order given, then prefill no submission replaced. */
function collect(flow: CompiledFlow, state: SessionState): Pick<EndClientDetails, 'values' | 'providerSteps'> {
  const values: EndClientValue[] = [];
  const providerSteps: EndClientDetails['providerSteps'] = [];
  const submitted = new Set<string>();
  for (const nodeId of state.history) {
    const node = lookup(flow.nodes, nodeId);
    const submission = lookup(state.submissions, nodeId);
    if (!node || !submission) continue;
    if (node.type !== 'form') {
      providerSteps.push({ nodeId, type: node.type, submitted: submission.values });
      continue;
    }
    for (const el of node.elements) {
      if (!Object.hasOwn(submission.values, el.id)) continue;
      submitted.add(el.id);
      values.push(valueOf(flow, nodeId, el, submission.values[el.id], 'submitted'));
    }
  }
  for (const [elementId, value] of Object.entries(state.prefill)) {
    if (submitted.has(elementId)) continue;
    const at = lookup(flow.elements, elementId);
    const node = at && at.ownerId === undefined ? lookup(flow.nodes, at.nodeId) : undefined;
    const el = node?.type === 'form' ? node.elements.find((e) => e.id === elementId) : undefined;
    if (el && node) values.push(valueOf(flow, node.id, el, value, 'prefill'));
  }
  return { values, providerSteps };
}

function currentStep(
  flow: CompiledFlow,
  record: SessionRecord<SessionState>,
): Pick<EndClientDetails, 'currentStep' | 'endNodeId'> {
  const position = record.state.position;
  switch (position.kind) {
    case 'end':
      return { currentStep: null, endNodeId: position.nodeId };
    case 'new':
      return {
        currentStep: { nodeId: flow.start, type: lookup(flow.nodes, flow.start)?.type ?? 'pending' },
        endNodeId: null,
      };
    case 'service':
    case 'failed':
      return { currentStep: { nodeId: position.nodeId, type: 'pending' }, endNodeId: null };
    case 'step':
      return {
        currentStep: { nodeId: position.nodeId, type: lookup(flow.nodes, position.nodeId)?.type ?? 'pending' },
        endNodeId: null,
      };
  }
}

export function createEndClientDetails(deps: EndClientDetailsDeps) {
  return {
    async details(scope: Scope, endClientId: string): Promise<EndClientDetails> {
      const record = await endClientIn(deps.sessions, scope, endClientId);
      const published = await deps.flows.version(record.flowId, record.version);
      // The version a run started on is never deleted; a store that lost it cannot explain the values.
      if (!published)
        throw new OnwardError(
          4110,
          `The flow version this end client ran (${record.flowId} v${record.version}) could not be loaded`,
        );
      const flow = published.compiled;
      const files = await deps.files.listFor(record.id);
      return {
        endClientId: record.id,
        flowId: record.flowId,
        flowVersion: record.version,
        status: record.status,
        createdAt: iso(record.createdAt),
        updatedAt: iso(record.updatedAt),
        ...currentStep(flow, record),
        ...collect(flow, record.state),
        serviceResults: record.state.serviceResults,
        files: files.map((f) => ({
          fileId: f.id,
          name: f.name,
          type: f.mediaType,
          size: f.size,
          sha256: f.sha256,
          elementId: f.elementId,
          createdAt: iso(f.createdAt),
        })),
        abandonAt: record.abandonAt === null || record.abandonAt === undefined ? null : iso(record.abandonAt),
      };
    },

    /**
     * Who a run is about, for a queue row: the person (first, middle and last name, or full name)
     * and the company, from the values with those roles. `state` is the stored JSON. Nulls when
     * the run gave none, or its flow version cannot be read.
     */
    async names(run: { flowId: string; version: number; state: string }): Promise<CaseNames> {
      const published = await deps.flows.version(run.flowId, run.version);
      if (!published) return { person: null, company: null };
      const byRole = new Map<string, string>();
      for (const v of collect(published.compiled, JSON.parse(run.state) as SessionState).values)
        if (v.role !== null && typeof v.value === 'string' && v.value.trim() !== '' && !byRole.has(v.role))
          byRole.set(v.role, v.value.trim());
      const parts = ['first_name', 'middle_name', 'last_name'].flatMap((r) => byRole.get(r) ?? []);
      return {
        person: parts.length > 0 ? parts.join(' ') : (byRole.get('full_name') ?? null),
        company: byRole.get('company_name') ?? null,
      };
    },

    /** One uploaded file of one of the scope's end clients, with its content; 4100 / 4404 otherwise. */
    async file(scope: Scope, endClientId: string, fileId: string) {
      const record = await endClientIn(deps.sessions, scope, endClientId);
      const file = await deps.files.read(record.id, fileId);
      if (!file) throw new OnwardError(4404, 'File not found');
      return file;
    },
  };
}

export type EndClientDetailsService = ReturnType<typeof createEndClientDetails>;
