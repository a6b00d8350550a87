/**
 * The audit trail as a file an auditor takes away: JSON (the entries as the API shows them) or
 * CSV (one row per entry, before/after as JSON text). CSV cells that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) are escaped by csv-stringify's
 * `escape_formulas`, since reasons and names are typed by people.
 */
import { stringify } from 'csv-stringify/sync';
import type { AuditEntry } from './trail.js';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_type',
  'actor_id',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'reason',
] as const;

const jsonCell = (v: unknown): string => (v === null || v === undefined ? '' : JSON.stringify(v));

export function auditCsv(entries: readonly AuditEntry[]): string {
  return stringify(
    entries.map((e) => [
      e.id,
      e.at,
      e.actor.type,
      e.actor.id,
      e.actor.name,
      e.action,
      e.target.type,
      e.target.id,
      jsonCell(e.before),
      jsonCell(e.after),
      e.reason ?? '',
    ]),
    { header: true, columns: [...AUDIT_CSV_COLUMNS], escape_formulas: true, record_delimiter: 'windows' },
  );
}
