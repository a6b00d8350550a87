/**
 * Flow documents and their publication. Every upload is a new immutable version; publishing points
 * the flow's `test` or `live` slot at a version. Sessions pin the version they started on, so
 * compiled versions are cached forever once read (they never change).
 */
import type { Kysely } from 'kysely';
import { bindParameters } from '../../store/database.js';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../store/schema.js';
import { OnwardError, type ErrorDetail } from '../../errors/index.js';
import type { FlowSummary, FlowVersion, PublishTarget, PublishedSlot, VersionEntry, VersionHistory } from './types.js';
import { systemActor, type AuditActor, type AuditTrail } from '../../audit/trail.js';

// The shapes live in a dependency-free module the Studio's browser bundle imports too.
export type { FlowSummary, FlowVersion, PublishTarget, PublishedSlot, VersionEntry, VersionHistory } from './types.js';

/** What the document module gives back for an upload: a compiled flow or the problems found. */
export type PreparedFlow<Compiled> =
  /** `document`: what to store when preparing rewrote the upload (eID client secrets sealed); else the upload. */
  | { ok: true; name: string; compiled: Compiled; warnings: ErrorDetail[]; document?: unknown }
  | { ok: false; empty: boolean; errors: ErrorDetail[] };

export type PrepareFlow<Compiled> = (
  document: unknown,
  ids: { flowId: string; version: number },
) => PreparedFlow<Compiled>;

export interface PublishedFlow<Compiled> {
  flowId: string;
  tenantId: string;
  version: number;
  compiled: Compiled;
}

/** A version about to be published in `target`. */
export interface PublishCandidate<Compiled> {
  tenantId: string;
  flowId: string;
  target: PublishTarget;
  version: number;
  compiled: Compiled;
}

/**
 * What publication knows of a flow id a version names, for the tenant publishing: undefined when
 * the tenant has no such flow (another tenant's reads as absent), else the version published in
 * the candidate's mode (undefined: none).
 */
export type ReferencedFlow<Compiled> = { published: Compiled | undefined } | undefined;
export type FlowLookup<Compiled> = (flowId: string) => Promise<ReferencedFlow<Compiled>>;

/**
 * What must hold of the other flows a version names before it is published
 * (src/flows/publication/flow-links.ts); problems refuse the publication with 4420. The service
 * knows no node kinds: the composition root hands it the check.
 */
export type PublishCheck<Compiled> = (
  candidate: PublishCandidate<Compiled>,
  lookup: FlowLookup<Compiled>,
) => Promise<ErrorDetail[]>;

export const FLOW_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
const flowIdRe = new RegExp(FLOW_ID_PATTERN);

export interface FlowPublicationService<Compiled> {
  putDraft(input: {
    tenantId: string;
    flowId: string;
    document: unknown;
    actor: string;
    /** Who, for the audit trail; `actor` as a system actor when absent (demo, CLI). */
    by?: AuditActor;
    /** The newest version the author started from (0 for a new flow): refused with 4409 when another save came in between. */
    basedOn?: number;
  }): Promise<{ summary: FlowSummary; created: boolean; warnings: ErrorDetail[] }>;
  get(tenantId: string, flowId: string): Promise<FlowSummary & { document: unknown }>;
  list(tenantId: string): Promise<FlowSummary[]>;
  /** One stored version's document and who saved it when; 4000 when the flow is not the tenant's or has no such version. */
  getVersion(tenantId: string, flowId: string, version: number): Promise<FlowVersion>;
  /** Every saved version, newest first, with its publications; 4000 when the flow is not the tenant's. */
  listVersions(tenantId: string, flowId: string): Promise<VersionHistory>;
  /** 4420 when the version names flows that do not fit (`checkPublish`; docs/connected-flows.md, "Publication checks"). */
  publish(input: {
    tenantId: string;
    flowId: string;
    target: PublishTarget;
    version?: number;
    actor: string;
    /** Who, for the audit trail; `actor` as a system actor when absent (demo, CLI). */
    by?: AuditActor;
  }): Promise<PublishedSlot>;
  /** The version a new session of `target` runs, or undefined when the flow has none published there. */
  published(flowId: string, target: PublishTarget): Promise<PublishedFlow<Compiled> | undefined>;
  /** A specific version (sessions stay on the version they started on). */
  version(flowId: string, version: number): Promise<PublishedFlow<Compiled> | undefined>;
}

/**
 * How long a process trusts the published-version pointer it read. Every new session needs it,
 * and reading it was the one query a session's first request made besides its own insert.
 * Publishing in this process takes effect at once; a publish by another process reaches new
 * sessions here within this time (sessions already running keep their version either way).
 */
export const POINTER_TTL_MS = 1000;

export function createFlowPublicationService<Compiled>(
  db: Kysely<Database>,
  prepare: PrepareFlow<Compiled>,
  now: () => number = Date.now,
  /** Version saves and publications are written to it in their own transaction. */
  audit?: Pick<AuditTrail, 'record'>,
  /** What must hold of the other flows a version names before it is published; problems refuse it with 4420. */
  checkPublish?: PublishCheck<Compiled>,
): FlowPublicationService<Compiled> {
  const compiledCache = new Map<string, PublishedFlow<Compiled>>();
  const pointers = new Map<string, { version: number | undefined; until: number }>();
  // Bumped by every local publish: a pointer read that overlapped one is not cached.
  let publications = 0;
  const publishedQuery = db
    .selectFrom('flows')
    .select(['test_version', 'live_version'])
    .where('flow_id', '=', '')
    .compile();

  const summarize = (row: Database['flows']): FlowSummary => ({
    flowId: row.flow_id,
    name: row.name,
    latestVersion: row.latest_version,
    testVersion: row.test_version,
    liveVersion: row.live_version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  });

  async function owned(tenantId: string, flowId: string) {
    const row = await db.selectFrom('flows').selectAll().where('flow_id', '=', flowId).executeTakeFirst();
    // Another tenant's flow answers exactly like a missing one: no data, no hint.
    if (!row || row.tenant_id !== tenantId) throw new OnwardError(4000);
    return row;
  }

  /**
   * Refuses (4420) a publication whose version names flows that do not fit (checkPublish). The
   * lookup reads the flows table itself, not the cached pointers: a publish checks what is
   * published now, also by another process a moment ago.
   */
  async function checkReferences(tenantId: string, flowId: string, version: number, target: PublishTarget) {
    if (!checkPublish) return;
    const candidate = await loadVersion(flowId, version);
    if (!candidate) return;
    const lookup: FlowLookup<Compiled> = async (id) => {
      const row = await db
        .selectFrom('flows')
        .select(['tenant_id', 'test_version', 'live_version'])
        .where('flow_id', '=', id)
        .executeTakeFirst();
      // Another tenant's flow reads as absent, as everywhere.
      if (!row || row.tenant_id !== tenantId) return undefined;
      const slot = target === 'live' ? row.live_version : row.test_version;
      return { published: slot === null ? undefined : (await loadVersion(id, slot))?.compiled };
    };
    const problems = await checkPublish({ tenantId, flowId, target, version, compiled: candidate.compiled }, lookup);
    if (problems.length > 0) {
      const named = [...new Set(problems.flatMap((p) => (typeof p.flowId === 'string' ? [p.flowId] : [])))];
      throw new OnwardError(
        4420,
        `Version ${version} of ${flowId} cannot be published to ${target}: the flows it names do not fit (${named.join(', ')})`,
        problems,
      );
    }
  }

  async function loadVersion(flowId: string, version: number): Promise<PublishedFlow<Compiled> | undefined> {
    const key = `${flowId}@${version}`;
    const hit = compiledCache.get(key);
    if (hit) return hit;
    const row = await db
      .selectFrom('flow_versions')
      .innerJoin('flows', 'flows.flow_id', 'flow_versions.flow_id')
      .select(['flow_versions.compiled', 'flows.tenant_id'])
      .where('flow_versions.flow_id', '=', flowId)
      .where('flow_versions.version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    const published = { flowId, tenantId: row.tenant_id, version, compiled: JSON.parse(row.compiled) as Compiled };
    compiledCache.set(key, published);
    return published;
  }

  const service: FlowPublicationService<Compiled> = {
    async putDraft({ tenantId, flowId, document, actor, by, basedOn }) {
      if (!flowIdRe.test(flowId)) {
        throw new OnwardError(4400, 'Invalid flow id', [
          { field: 'params/flowId', reason: 'pattern', message: `must match ${FLOW_ID_PATTERN}` },
        ]);
      }
      const existing = await db
        .selectFrom('flows')
        .select(['tenant_id', 'latest_version'])
        .where('flow_id', '=', flowId)
        .executeTakeFirst();
      if (existing && existing.tenant_id !== tenantId)
        throw new OnwardError(4030, 'The flow id belongs to another account');
      if (basedOn !== undefined && basedOn !== (existing?.latest_version ?? 0))
        throw new OnwardError(
          4409,
          existing
            ? `Version ${existing.latest_version} was saved after version ${basedOn}, which this edit started from; reload it first`
            : `Flow ${flowId} has no version ${basedOn}`,
        );
      const version = (existing?.latest_version ?? 0) + 1;
      const prepared = prepare(document, { flowId, version });
      if (!prepared.ok) {
        if (prepared.empty) throw new OnwardError(4003, undefined, prepared.errors);
        throw new OnwardError(4420, 'Flow document is invalid', prepared.errors);
      }
      const at = now();
      try {
        await db.transaction().execute(async (trx) => {
          if (!existing) {
            await trx
              .insertInto('flows')
              .values({
                flow_id: flowId,
                tenant_id: tenantId,
                name: prepared.name,
                latest_version: version,
                test_version: null,
                live_version: null,
                created_at: at,
                updated_at: at,
              })
              .execute();
          } else {
            // Compare-and-set on latest_version: a concurrent upload makes this update touch no row.
            const result = await trx
              .updateTable('flows')
              .set({ latest_version: version, name: prepared.name, updated_at: at })
              .where('flow_id', '=', flowId)
              .where('latest_version', '=', version - 1)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) !== 1)
              throw new OnwardError(4409, 'The flow was changed concurrently; retry');
          }
          await trx
            .insertInto('flow_versions')
            .values({
              flow_id: flowId,
              version,
              document: JSON.stringify(prepared.document ?? document),
              compiled: JSON.stringify(prepared.compiled),
              created_at: at,
              created_by: actor,
            })
            .execute();
          await audit?.record(
            trx,
            [
              {
                tenantId,
                actor: by ?? systemActor(actor),
                action: 'flow.version_saved',
                target: { type: 'flow', id: flowId },
                before: existing ? { latestVersion: version - 1 } : null,
                after: { latestVersion: version, name: prepared.name },
              },
            ],
            at,
          );
        });
      } catch (err) {
        if (err instanceof OnwardError) throw err;
        // Unique violation from a concurrent first upload of the same id.
        if (/unique|duplicate|constraint/i.test(String((err as Error).message)))
          throw new OnwardError(4409, 'The flow was changed concurrently; retry');
        throw err;
      }
      const row = await owned(tenantId, flowId);
      return { summary: summarize(row), created: !existing, warnings: prepared.warnings };
    },

    async get(tenantId, flowId) {
      const row = await owned(tenantId, flowId);
      const doc = await db
        .selectFrom('flow_versions')
        .select('document')
        .where('flow_id', '=', flowId)
        .where('version', '=', row.latest_version)
        .executeTakeFirstOrThrow();
      return { ...summarize(row), document: JSON.parse(doc.document) as unknown };
    },

    async list(tenantId) {
      const rows = await db
        .selectFrom('flows')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('flow_id')
        .execute();
      return rows.map(summarize);
    },

    async getVersion(tenantId, flowId, version) {
      const row = await owned(tenantId, flowId);
      const stored = await db
        .selectFrom('flow_versions')
        .select(['document', 'created_at', 'created_by'])
        .where('flow_id', '=', flowId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!stored) throw new OnwardError(4000, `Flow ${flowId} has no version ${version}`);
      return {
        flow: summarize(row),
        version,
        document: JSON.parse(stored.document) as unknown,
        createdAt: new Date(stored.created_at).toISOString(),
        createdBy: stored.created_by,
      };
    },

    async listVersions(tenantId, flowId) {
      const row = await owned(tenantId, flowId);
      const [versions, publications] = await Promise.all([
        db
          .selectFrom('flow_versions')
          .select(['version', 'created_at', 'created_by'])
          .where('flow_id', '=', flowId)
          .orderBy('version', 'desc')
          .execute(),
        db
          .selectFrom('flow_publications')
          .select(['version', 'target', 'published_at', 'published_by'])
          .where('flow_id', '=', flowId)
          .orderBy('published_at')
          .execute(),
      ]);
      const byVersion = new Map<number, VersionEntry['publications']>();
      for (const p of publications) {
        const list = byVersion.get(p.version) ?? [];
        list.push({
          target: p.target === 'live' ? 'live' : 'test',
          publishedAt: new Date(p.published_at).toISOString(),
          publishedBy: p.published_by,
        });
        byVersion.set(p.version, list);
      }
      return {
        flow: summarize(row),
        versions: versions.map((v) => ({
          version: v.version,
          createdAt: new Date(v.created_at).toISOString(),
          createdBy: v.created_by,
          publications: byVersion.get(v.version) ?? [],
        })),
      };
    },

    async publish({ tenantId, flowId, target, version, actor, by }) {
      const row = await owned(tenantId, flowId);
      const chosen = version ?? row.latest_version;
      if (!Number.isInteger(chosen) || chosen < 1 || chosen > row.latest_version) {
        throw new OnwardError(4400, `Version ${chosen} does not exist`, [
          { field: 'body/version', reason: 'not_found', message: `versions are 1 to ${row.latest_version}` },
        ]);
      }
      await checkReferences(tenantId, flowId, chosen, target);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('flows')
          .set(target === 'live' ? { live_version: chosen, updated_at: at } : { test_version: chosen, updated_at: at })
          .where('flow_id', '=', flowId)
          .execute();
        await trx
          .insertInto('flow_publications')
          .values({
            id: randomUUID(),
            flow_id: flowId,
            version: chosen,
            target,
            published_at: at,
            published_by: actor,
          })
          .execute();
        await audit?.record(
          trx,
          [
            {
              tenantId,
              actor: by ?? systemActor(actor),
              action: 'flow.published',
              target: { type: 'flow', id: flowId },
              before: { [`${target}Version`]: (target === 'live' ? row.live_version : row.test_version) ?? null },
              after: { [`${target}Version`]: chosen },
            },
          ],
          at,
        );
      });
      publications++;
      pointers.delete(`${flowId}\n${target}`);
      return { flowId, target, version: chosen, publishedAt: new Date(at).toISOString() };
    },

    async published(flowId, target) {
      const key = `${flowId}\n${target}`;
      const at = now();
      let pointer = pointers.get(key);
      if (!pointer || pointer.until <= at) {
        const seen = publications;
        const { rows } = await db.executeQuery(bindParameters(publishedQuery, [flowId]));
        const row = rows[0];
        pointer = {
          version: (target === 'live' ? row?.live_version : row?.test_version) ?? undefined,
          until: at + POINTER_TTL_MS,
        };
        if (seen === publications) {
          if (pointers.size >= 10_000) pointers.clear();
          pointers.set(key, pointer);
        }
      }
      return pointer.version === undefined ? undefined : loadVersion(flowId, pointer.version);
    },

    version: loadVersion,
  };
  return service;
}
