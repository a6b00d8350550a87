/**
 * A new run of a flow for an end client who already gave values elsewhere, prefilled with what the
 * flow accepts of them: the deprecated connector's target (service.ts), a flow_connector step's
 * connected run (flow-node.ts) and a subsequent flow's run (src/subsequent) all start this way.
 */
import type { FlowRuntime, OpenedFlow } from '../sessions/runtime.js';
import { OnwardError } from '../errors/index.js';

/** Init attempts: the carried values, then without the ones the target refused, then none. */
const INIT_ATTEMPTS = 3;

/**
 * A value the target's field refuses (another option list, a stricter format) is dropped rather
 * than failing: the person is asked for it in the target flow instead. `subsequentOf`: the earlier
 * end client a subsequent token attaches.
 */
export async function createPrefilledRun(
  runtime: Pick<FlowRuntime, 'init'>,
  target: OpenedFlow,
  data: Record<string, unknown>,
  subsequentOf?: string,
): Promise<{ id: string; prefilled: string[] }> {
  let carried = { ...data };
  for (let attempt = 1; ; attempt++) {
    try {
      const { sessionId } = await runtime.init(
        target,
        carried,
        undefined,
        subsequentOf !== undefined ? { subsequentOf } : undefined,
      );
      return { id: sessionId, prefilled: Object.keys(carried) };
    } catch (err) {
      if (!(err instanceof OnwardError) || (err.code !== 4007 && err.code !== 4008) || attempt >= INIT_ATTEMPTS)
        throw err;
      const refused = new Set((err.details ?? []).map((d) => d.field));
      const kept = Object.fromEntries(Object.entries(carried).filter(([id]) => !refused.has(id)));
      // First without the fields the target named; if it named none of ours, or that failed too, with nothing.
      carried = attempt === 1 && Object.keys(kept).length < Object.keys(carried).length ? kept : {};
    }
  }
}
