// Domain types of the screening engine. Everything in a ListSnapshot is plain data so the
// integrator can persist it as JSON and reload it at start-up without any revival step.

// The format names are shared with the configuration (ONWARD_LISTS), so they live in the kernel.
import type { ListFormat } from '../lib/list-formats.js';

export { LIST_FORMATS, type ListFormat } from '../lib/list-formats.js';

/**
 * A date of birth as the lists state it. Lists publish exact dates, month+year, year only,
 * "circa" years and ranges; keeping the precision lets the matcher be strict only where the
 * list itself is.
 */
export type DobSpec =
  | { kind: 'date'; year: number; month: number; day: number }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'year'; year: number }
  | { kind: 'circa'; year: number }
  | { kind: 'range'; fromYear: number; toYear: number };

/** How much a name may be trusted: OFAC's "low quality a.k.a." entries are weak. */
export type NameStrength = 'primary' | 'strong' | 'weak';

export interface NameVariant {
  /** The name as published (after script-level clean-up only). */
  text: string;
  strength: NameStrength;
  /** Surname as published when the list separates it ("LAST, First" or a separate field). */
  surname?: string;
}

export interface Identifier {
  type: string;
  value: string;
  country?: string;
}

export type EntityType = 'individual' | 'entity' | 'vessel' | 'aircraft' | 'unknown';

interface RecordBase {
  /** Stable id inside its list (ent_num, dataid, bioguide id, ...). */
  id: string;
  names: NameVariant[];
  dobs: DobSpec[];
  /** ISO 3166-1 alpha-2 codes where the list says nationality or citizenship. */
  nationalities: string[];
  url: string;
}

export interface SanctionRecord extends RecordBase {
  kind: 'sanction';
  entityType: EntityType;
  programs: string[];
  identifiers: Identifier[];
  remarks: string;
  /** Name of the source list, e.g. "OFAC SDN" or the CSL sub-list name. */
  sourceListType: string;
  sourceRegion: string;
  caution: string;
}

export interface PepRecord extends RecordBase {
  kind: 'pep';
  country: string;
  professionalHistory: string[];
  pepRelation: string;
  /** 1 = the person holds or held the position; 2 = family member; 3 = close associate. */
  pepType: number;
}

export interface AdverseMediaRecord extends RecordBase {
  kind: 'adverse-media';
  title: string;
  text: string;
  date: string;
  category: string;
}

export type ListRecord = SanctionRecord | PepRecord | AdverseMediaRecord;
export type ListKind = ListRecord['kind'];

export interface SnapshotMeta {
  listName: string;
  kind: ListKind;
  format: ListFormat;
  source: string;
  version: string;
  /** ISO date (YYYY-MM-DD) the publisher gives, or the newest file date when it gives none. */
  publishedAt: string;
  recordCounts: Record<string, number>;
  /** SHA-256 over the input files, in argument order. */
  contentHash: string;
  importedAt: string;
}

export interface ListSnapshot {
  meta: SnapshotMeta;
  records: ListRecord[];
}

export interface ImportOptions {
  /** Overrides the default list name of the format (e.g. to keep two SDN fixtures apart). */
  listName?: string;
  publishedAt?: string;
  version?: string;
  source?: string;
  /** Injected clock for reproducible snapshots in tests. */
  now?: () => Date;
}
