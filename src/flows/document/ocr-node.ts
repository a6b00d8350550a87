// Which person_ocr / business_ocr nodes Onward reads itself: the engine, the session runtime (who may
// submit, which submits read the session's files) and file uploads all ask, so the answer lives here.
import type { CompiledProviderNode } from './compiled-types.js';
import { isTenantBackendOcr, type OcrConfig } from './schema-ocr-step.js';

export type CompiledOcrNode = Extract<CompiledProviderNode, { type: 'person_ocr' | 'business_ocr' }>;

/** A person_ocr or business_ocr node that Onward reads itself (its config says provider builtin). */
export type BuiltinOcrNode = CompiledOcrNode & { config: OcrConfig & { provider: 'builtin' } };

export function isBuiltinOcr(node: { type: string; config?: unknown } | undefined): node is BuiltinOcrNode {
  return (
    (node?.type === 'person_ocr' || node?.type === 'business_ocr') &&
    !isTenantBackendOcr((node as CompiledOcrNode).config)
  );
}
