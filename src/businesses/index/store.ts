// The record store: every record as one UTF-8 slice of a shared buffer, fields separated by
// C0 controls (importers strip those from values). Only the few results of a query are
// decoded, and a million records cost one allocation instead of a million objects.
import type { BusinessRecord, BusinessStatus } from '../types.js';

const FS = '\u001f';
const LS = '\u001e';
const PS = '\u001d';
const STATUS_CODES: BusinessStatus[] = ['active', 'inactive', 'dissolved', 'unknown'];
// Identifier types that recur in every record are stored as a short code ("#0"), and a number
// equal to the registration number as "=": most records then spend two bytes on identifiers.
const TYPE_CODES = ['Business Registration Number', 'Legal Entity Identifier', 'Central Index Key', 'Tax Id Number'];
// A provider id of the generic format's default shape (source:country:number) is stored as "".
const defaultId = (r: BusinessRecord): string => `${r.source}:${r.country}:${r.registrationNumber}`;

function encodeIdentifier(type: string, number: string, regNo: string): string {
  const code = TYPE_CODES.indexOf(type);
  return `${code >= 0 ? `#${code}` : type}${PS}${number === regNo && regNo !== '' ? '=' : number}`;
}

function decodeIdentifier(p: string, regNo: string): { type: string; number: string } {
  const [t = '', n = ''] = p.split(PS);
  const code = /^#\d$/.test(t) ? TYPE_CODES[Number(t.slice(1))] : undefined;
  return { type: code ?? t, number: n === '=' ? regNo : n };
}

export function encodeRecord(r: BusinessRecord): string {
  return [
    r.providerId === defaultId(r) ? '' : r.providerId,
    r.country,
    r.name,
    r.otherNames.join(LS),
    r.registrationNumber,
    r.identifiers.map((i) => encodeIdentifier(i.type, i.number, r.registrationNumber)).join(LS),
    r.address1,
    r.address2,
    r.city,
    r.region,
    r.postalCode,
    String(STATUS_CODES.indexOf(r.status)),
    r.branch ? '1' : '',
    r.legalForm,
    r.lei,
    r.incorporationDate,
    r.source,
  ].join(FS);
}

const list = (field: string): string[] => (field === '' ? [] : field.split(LS));

// Runs for every result of every keystroke: plain field reads, no closures per call.
export function decodeRecord(s: string): BusinessRecord {
  const f = s.split(FS);
  const regNo = f[4] ?? '';
  const identifiers = list(f[5] ?? '');
  const rec: BusinessRecord = {
    providerId: f[0] ?? '',
    country: f[1] ?? '',
    name: f[2] ?? '',
    otherNames: list(f[3] ?? ''),
    registrationNumber: regNo,
    identifiers: identifiers.map((p) => decodeIdentifier(p, regNo)),
    address1: f[6] ?? '',
    address2: f[7] ?? '',
    city: f[8] ?? '',
    region: f[9] ?? '',
    postalCode: f[10] ?? '',
    status: STATUS_CODES[Number(f[11] ?? '')] ?? 'unknown',
    branch: f[12] === '1',
    legalForm: f[13] ?? '',
    lei: f[14] ?? '',
    incorporationDate: f[15] ?? '',
    source: f[16] ?? '',
  };
  if (rec.providerId === '') rec.providerId = defaultId(rec);
  return rec;
}

export interface RecordStore {
  bytes: Uint8Array;
  /** Record i is bytes[start[i], start[i + 1]). */
  start: Uint32Array;
}

export class RecordStoreBuilder {
  private buf = new Uint8Array(1 << 16);
  private len = 0;
  private readonly starts: number[] = [0];
  private readonly enc = new TextEncoder();

  add(r: BusinessRecord): void {
    const s = encodeRecord(r);
    const need = this.len + s.length * 3;
    if (need > this.buf.length) {
      const next = new Uint8Array(Math.max(need, this.buf.length * 2));
      next.set(this.buf.subarray(0, this.len));
      this.buf = next;
    }
    this.len += this.enc.encodeInto(s, this.buf.subarray(this.len)).written;
    this.starts.push(this.len);
  }

  finish(): RecordStore {
    return { bytes: this.buf.slice(0, this.len), start: Uint32Array.from(this.starts) };
  }
}

const decoder = new TextDecoder();

export function readRecord(store: RecordStore, i: number): BusinessRecord {
  return decodeRecord(decoder.decode(store.bytes.subarray(store.start[i], store.start[i + 1])));
}
