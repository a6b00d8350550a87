// Which form nodes of a compiled flow have file elements (an owner group's fields included), so
// the runtime loads a session's uploaded files only for submits that can reference them.
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import { isBuiltinDocv } from '../flows/document/docv-node.js';
import { isBuiltinOcr } from '../flows/document/ocr-node.js';

const cache = new WeakMap<CompiledFlow, ReadonlySet<string>>();
const isFile = (type: string) => type === 'file' || type === 'enhanced_file';

/** Ids of the form nodes with a file or enhanced_file element, and of built-in document steps; computed once per compiled version. */
export function fileNodesOf(flow: CompiledFlow): ReadonlySet<string> {
  let nodes = cache.get(flow);
  if (nodes) return nodes;
  const found = new Set<string>();
  for (const [id, node] of Object.entries(flow.nodes)) {
    // A built-in provider_doc_v step is submitted with the file ids of the document's sides.
    if (isBuiltinDocv(node)) found.add(id);
    // So is a built-in OCR step, with the id of the one uploaded document.
    if (isBuiltinOcr(node)) found.add(id);
    if (node.type !== 'form') continue;
    if (node.elements.some((el) => isFile(el.type) || (el.type === 'owner' && el.elements.some((f) => isFile(f.type)))))
      found.add(id);
  }
  cache.set(flow, (nodes = found));
  return nodes;
}
