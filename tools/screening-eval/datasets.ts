// Loaders for the shipped evaluation files under datasets/watchlists/eval.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { watchlistsDir } from '../../src/screening/demo.js';

const evalDir = (): string => join(watchlistsDir(), 'eval');

function rows(file: string, comment = false): Record<string, string>[] {
  return parse<Record<string, string>>(readFileSync(join(evalDir(), file), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    ...(comment ? { comment: '#' } : {}),
  });
}

export interface Negative {
  FirstName: string;
  LastName: string;
  DateOfBirth: string;
  Country: string;
  fullName: string;
  nonLatin: boolean;
}

export function loadNegatives(file: 'negatives_global.csv' | 'negatives_us.csv'): Negative[] {
  return rows(file).map((r) => ({
    FirstName: [r.first_name, r.middle_name].filter((s) => s && s.trim() !== '').join(' '),
    LastName: r.last_name ?? '',
    DateOfBirth: r.date_of_birth ?? '',
    Country: r.nationality ?? '',
    fullName: r.full_name ?? '',
    nonLatin: /[^\u0000-\u024F\s.'-]/u.test(r.full_name ?? ''),
  }));
}

export interface NamePair {
  schema: string;
  a: string;
  b: string;
  match: boolean;
}

export function loadCases(): NamePair[] {
  return rows('cases.csv').map((r) => ({
    schema: r.schema ?? '',
    a: r.name1 ?? '',
    b: r.name2 ?? '',
    match: r.is_match === 'true',
  }));
}

export function loadCrossScript(): NamePair[] {
  return parse(readFileSync(join(evalDir(), 'cross_script_pairs.csv'), 'utf8'), {
    comment: '#',
    skip_empty_lines: true,
    relax_column_count: true,
  }).map((r: string[]) => ({ schema: 'Person', a: r[0] ?? '', b: r[1] ?? '', match: true }));
}

export interface GeneratedPair extends NamePair {
  split: 'dev' | 'test';
  script: string;
}

/** The generated cross-script set (see crossScriptGen.ts and SOURCES.md): dev rows for tuning, test rows for reporting. */
export function loadCrossScriptGenerated(): GeneratedPair[] {
  return rows('cross_script_generated.csv').map((r) => ({
    split: r.split === 'dev' ? 'dev' : 'test',
    script: r.script ?? '',
    schema: 'Person',
    a: r.query ?? '',
    b: r.candidate ?? '',
    match: r.is_match === 'true',
  }));
}
