// Mapping of hits to the callback record's result items (spec area B), field names exact.
import { formatDob } from './dob.js';
import { countryName } from './countries.js';
import type { Hit } from './match/matchList.js';
import type { Identifier } from './types.js';

export interface WLResult {
  score: number;
  individualName: string;
  aliasList: string;
  identifier: string | null;
  subjectMatched: string;
  dateOfBirth: string;
  nationality: string;
  sourceListType: string;
  sourceRegion: string;
  remarks: string;
  caution: string;
  URL: string;
}

export interface PEPResult {
  score: number;
  name: string;
  dateOfBirth: string;
  country: string;
  professionalHistory: string[];
  URL: string;
  PEPRelation: string;
  PEPType: number;
}

export interface AMResult {
  score: number;
  subjectMatched: string;
  text: string;
  URL: string;
}

const round = (s: number): number => Math.round(s * 1000) / 1000;

function formatIdentifier(i: Identifier): string {
  return `${i.type} ${i.value}${i.country ? ` (${i.country})` : ''}`;
}

export function toWLResult(hit: Hit): WLResult | null {
  const r = hit.record;
  if (r.kind !== 'sanction') return null;
  const [primary, ...aliases] = r.names;
  return {
    score: round(hit.score),
    individualName: primary?.text ?? '',
    aliasList: aliases.map((a) => a.text).join(';'),
    identifier: r.identifiers.length > 0 ? r.identifiers.map(formatIdentifier).join('; ') : null,
    subjectMatched: hit.matchedName,
    dateOfBirth: r.dobs.map(formatDob).join('; '),
    nationality: r.nationalities.map(countryName).join(', '),
    sourceListType: r.sourceListType,
    sourceRegion: r.sourceRegion,
    remarks: r.remarks,
    caution: r.caution,
    URL: r.url,
  };
}

export function toPEPResult(hit: Hit): PEPResult | null {
  const r = hit.record;
  if (r.kind !== 'pep') return null;
  return {
    score: round(hit.score),
    name: r.names[0]?.text ?? '',
    dateOfBirth: r.dobs.map(formatDob).join('; '),
    country: r.country,
    professionalHistory: [...r.professionalHistory],
    URL: r.url,
    PEPRelation: r.pepRelation,
    PEPType: r.pepType,
  };
}

export function toAMResult(hit: Hit): AMResult | null {
  const r = hit.record;
  if (r.kind !== 'adverse-media') return null;
  return { score: round(hit.score), subjectMatched: hit.matchedName, text: `${r.title}. ${r.text}`, URL: r.url };
}
