/**
 * The real API's end-client export, `GET /export/v2/query/client/{clientId}`, so an integration
 * written against it can point at Onward unchanged: `{id, status, created, lastModified,
 * flowData: {<flowId>: {completed, fieldData: {<elementId>: {name, value, role, normalizedName}},
 * serviceData: [...]}}}`.
 *
 * In the real API one end client spans several flows. Here every run is its own end client, and
 * the runs that are the same person are the ones the connector started from this one
 * (flow_connections): their flows appear under flowData beside the client's own. Linked end
 * clients (a company and its representative) are other people and are not merged. The data comes
 * from `details` (details.ts), so both reads agree on what a run collected.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { CompiledFlow } from '../flows/prepare.js';
import { lookup } from '../flows/document/compiled-types.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { EndClientDetails, EndClientDetailsService } from './details.js';
import type { Scope } from './scope.js';

export interface ExportedField {
  name: string | null;
  value: unknown;
  role: string | null;
  normalizedName: string | null;
}

export interface ExportedService {
  nodeId: string;
  /** The service (`http_request`, `screening`, ...) or the provider step type (`sms`, `provider_doc_v`, ...). */
  serviceType: string;
  /** A service's stored result, or what a provider step received. */
  data: unknown;
}

export interface ExportedFlowData {
  endClientId: string;
  flowVersion: number;
  status: string;
  completed: boolean;
  fieldData: Record<string, ExportedField>;
  serviceData: ExportedService[];
}

export interface EndClientExport {
  id: string;
  status: string;
  created: string;
  lastModified: string;
  flowData: Record<string, ExportedFlowData>;
}

export interface EndClientExportDeps {
  db: Kysely<Database>;
  details: Pick<EndClientDetailsService, 'details'>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
}

async function serviceTypes(deps: EndClientExportDeps, run: EndClientDetails): Promise<Map<string, string>> {
  const flow = (await deps.flows.version(run.flowId, run.flowVersion))?.compiled;
  const types = new Map<string, string>();
  for (const nodeId of Object.keys(run.serviceResults)) {
    const node = flow ? lookup(flow.nodes, nodeId) : undefined;
    types.set(nodeId, node?.type === 'service' ? node.service : 'service');
  }
  return types;
}

async function flowData(deps: EndClientExportDeps, run: EndClientDetails): Promise<ExportedFlowData> {
  const fieldData: Record<string, ExportedField> = {};
  for (const v of run.values)
    fieldData[v.elementId] = { name: v.name, value: v.value, role: v.role, normalizedName: v.normalizedName };
  const types = await serviceTypes(deps, run);
  const serviceData: ExportedService[] = [
    ...run.providerSteps.map((p) => ({ nodeId: p.nodeId, serviceType: p.type, data: p.submitted })),
    ...Object.entries(run.serviceResults).map(([nodeId, data]) => ({
      nodeId,
      serviceType: types.get(nodeId) ?? 'service',
      data,
    })),
  ];
  return {
    endClientId: run.endClientId,
    flowVersion: run.flowVersion,
    status: run.status,
    completed: run.endNodeId !== null,
    fieldData,
    serviceData,
  };
}

export function createEndClientExport(deps: EndClientExportDeps) {
  return {
    /** 4100 when the end client is not the scope's; a connected run outside the scope is left out. */
    async export(scope: Scope, clientId: string): Promise<EndClientExport> {
      const own = await deps.details.details(scope, clientId);
      const connected = await deps.db
        .selectFrom('flow_connections')
        .select('target_id')
        .where('source_id', '=', clientId)
        .orderBy('created_at')
        .execute();
      const runs = [own];
      for (const { target_id: targetId } of connected) {
        // Deleted meanwhile, or (never by the connector) in another scope: not this client's data.
        const run = await deps.details.details(scope, targetId).catch(() => undefined);
        if (run && run.flowId !== own.flowId) runs.push(run);
      }
      const data: Record<string, ExportedFlowData> = {};
      for (const run of runs) data[run.flowId] = await flowData(deps, run);
      const lastModified = runs.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), own.updatedAt);
      return { id: own.endClientId, status: own.status, created: own.createdAt, lastModified, flowData: data };
    },
  };
}

export type EndClientExportService = ReturnType<typeof createEndClientExport>;
