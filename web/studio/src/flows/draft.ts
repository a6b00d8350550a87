/**
 * Hands a document from the flows screen to the canvas of a new, unsaved flow (an example, a
 * duplicate, an imported file). The route only names the flow id (`/studio/flows/<id>/new`), so the
 * document waits here, in the page's memory, until that canvas takes it: nothing is stored on the
 * server before the analyst saves, and a reload opens an empty canvas as for a blank flow.
 */
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { navigate } from '../route.js';

const waiting = new Map<string, FlowDocument>();

/** Opens `doc` as an unsaved canvas under `flowId`. */
export function openDraft(flowId: string, doc: FlowDocument): void {
  waiting.set(flowId, doc);
  navigate({ screen: 'canvas', flowId, version: 0 });
}

/** The document waiting for this flow id, once: going back and forward again opens an empty canvas. */
export function takeDraft(flowId: string): FlowDocument | undefined {
  const doc = waiting.get(flowId);
  waiting.delete(flowId);
  return doc;
}
