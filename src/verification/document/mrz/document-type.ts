/**
 * The document type from the MRZ's document code and layout. ICAO fixes the first letter (P
 * passport, V visa, I/A/C official travel or identity card) and leaves the second to the issuing
 * state; residence permits are the cards whose codes the EU and others settled on (`IR`, `AR`,
 * `RP`, `R<`...). The mapping is ours and conservative: what it cannot place is `other`.
 */
import type { DocumentType, MrzFormat } from '../types.js';

export function documentTypeOf(code: string, format: MrzFormat): DocumentType {
  const first = code[0] ?? '';
  const second = code[1] ?? '<';
  if (format === 'MRVA' || format === 'MRVB') return 'visa';
  if (first === 'P') return format === 'TD3' ? 'passport' : 'other';
  if (first === 'R' || ((first === 'I' || first === 'A' || first === 'C') && (second === 'R' || second === 'P')))
    return 'residence_permit';
  if (first === 'I' || first === 'A' || first === 'C') return 'id_card';
  return 'other';
}
