/** Demo data: the example flows under examples/flows/, uploaded to the bootstrap tenant and published to test and live. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Logger } from 'pino';
import type { FlowPublicationService } from '../flows/publication/service.js';
import { OnwardError } from '../errors/index.js';

export const EXAMPLES_DIR = new URL('../../examples/flows/', import.meta.url).pathname;

/** Uploads each file as flow `<file name without .json>` unless that exact document is already the newest. */
export async function loadFlowFiles(
  flows: FlowPublicationService<unknown>,
  tenantId: string,
  files: string[],
  options: { publish: Array<'test' | 'live'>; actor: string; logger: Logger },
): Promise<string[]> {
  const loaded: string[] = [];
  for (const file of files) {
    const flowId = basename(file).replace(/\.json$/i, '');
    const document = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    let unchanged = false;
    try {
      const current = await flows.get(tenantId, flowId);
      unchanged = JSON.stringify(current.document) === JSON.stringify(document);
    } catch (err) {
      if (!(err instanceof OnwardError && err.code === 4000)) throw err;
    }
    if (!unchanged) await flows.putDraft({ tenantId, flowId, document, actor: options.actor });
    for (const target of options.publish) await flows.publish({ tenantId, flowId, target, actor: options.actor });
    options.logger.info({ flowId, unchanged }, 'flow loaded');
    loaded.push(flowId);
  }
  return loaded;
}

export function exampleFlowFiles(): string[] {
  return readdirSync(EXAMPLES_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => join(EXAMPLES_DIR, f));
}
