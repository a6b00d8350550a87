/**
 * The environment tables in the docs, rendered from the schema so they cannot drift from it.
 * `npm run docs:env` rewrites the marked sections; env-docs.test.ts fails when they are stale.
 */
import { ENV_AREAS, type EnvArea } from './schema/index.js';
import { docOf } from './schema/kinds.js';
import type { TSchema } from '@sinclair/typebox';

/** Which docs hold a table, and which areas it lists (every area when `areas` is 'all'). */
export const ENV_TABLES: ReadonlyArray<{ file: string; id: string; areas: readonly EnvArea[] | 'all' }> = [
  { file: 'README.md', id: 'all', areas: 'all' },
  { file: 'docs/sms.md', id: 'sms', areas: ['sms'] },
  { file: 'docs/studio.md', id: 'studio', areas: ['studio'] },
  { file: 'docs/deployment.md', id: 'deployment', areas: ['deployment'] },
];

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function row(name: string, schema: TSchema): string {
  const doc = docOf(schema);
  const fallback = doc.docDefault ?? (doc.default === undefined || doc.default === '' ? '–' : `\`${doc.default}\``);
  return `| \`${name}\` | ${cell(fallback)} | ${cell(doc.description)} |`;
}

export function renderEnvTable(areas: readonly EnvArea[] | 'all'): string {
  const chosen = areas === 'all' ? (Object.keys(ENV_AREAS) as EnvArea[]) : areas;
  const rows = chosen.flatMap((area) =>
    Object.entries<TSchema>(ENV_AREAS[area]).map(([name, schema]) => row(name, schema)),
  );
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

const begin = (id: string) =>
  `<!-- env-table:${id} (generated from src/config/schema by npm run docs:env; do not edit) -->`;
const end = (id: string) => `<!-- /env-table:${id} -->`;

/** The document with its table `id` replaced by the rendered one; throws when the markers are missing. */
export function withEnvTable(doc: string, id: string, areas: readonly EnvArea[] | 'all'): string {
  const start = doc.indexOf(begin(id));
  const stop = doc.indexOf(end(id));
  if (start < 0 || stop < start) throw new Error(`missing the markers ${begin(id)} … ${end(id)}`);
  return `${doc.slice(0, start)}${begin(id)}\n${renderEnvTable(areas)}\n${doc.slice(stop)}`;
}
