// Names of the screening-list file layouts. Kernel code: ONWARD_LISTS (configuration) names them
// and the screening importers implement them, so neither owns the other.

/** Formats that `importList` understands; each one names one published file layout. */
export type ListFormat =
  | 'ofac-sdn'
  | 'ofac-cons'
  | 'us-csl'
  | 'pep-yaml-us-executive'
  | 'un-xml'
  | 'eu-fsf-csv'
  | 'pep-jsonl'
  | 'adverse-media-jsonl';

export const LIST_FORMATS: readonly ListFormat[] = [
  'ofac-sdn',
  'ofac-cons',
  'us-csl',
  'pep-yaml-us-executive',
  'un-xml',
  'eu-fsf-csv',
  'pep-jsonl',
  'adverse-media-jsonl',
];
