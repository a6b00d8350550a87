// `onward businesses ...`: import files into a snapshot (optionally written as an index file
// that start-up can load without rebuilding) and generate a synthetic registry.
import { writeFileSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { importBusinesses, IMPORT_FORMATS } from './importers/import.js';
import { BusinessImportError } from './importers/common.js';
import { GENERIC_FIELDS, type ColumnMapping, type GenericField } from './importers/generic.js';
import { buildDataset } from './dataset.js';
import { serialiseDataset } from './index/serialise.js';
import { loadSynthModel, synthCsvLines } from './synth/generate.js';

const USAGE = `usage:
  onward businesses import --format FORMAT [--source NAME] [--map FIELD=COLUMN ...] [--out INDEX_FILE] PATH...
      FORMAT: ${IMPORT_FORMATS.join(', ')}
      --map (generic formats): our field = the file's column; fields: ${GENERIC_FIELDS.join(', ')}
  onward businesses synth --count N --seed S [--out FILE]   (synthetic registry, generic CSV)`;

interface Parsed { flags: Map<string, string[]>; rest: string[] }

function parseArgs(argv: string[]): Parsed {
  const flags = new Map<string, string[]>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
      const v = inline ?? argv[++i] ?? '';
      flags.set(k, [...(flags.get(k) ?? []), v]);
    } else rest.push(a);
  }
  return { flags, rest };
}

async function runImport(p: Parsed, out: (s: string) => void): Promise<number> {
  const format = p.flags.get('format')?.[0];
  if (!format || p.rest.length === 0) { out(USAGE); return 2; }
  const mapping: ColumnMapping = {};
  for (const m of p.flags.get('map') ?? []) {
    const eq = m.indexOf('=');
    const field = m.slice(0, eq) as GenericField;
    if (eq < 1 || !GENERIC_FIELDS.includes(field)) { out(`bad --map ${JSON.stringify(m)} (FIELD=COLUMN, FIELD one of ${GENERIC_FIELDS.join(', ')})`); return 2; }
    mapping[field] = m.slice(eq + 1);
  }
  const source = p.flags.get('source')?.[0];
  const snapshot = await importBusinesses(format, p.rest, { ...(source ? { source } : {}), mapping });
  const file = p.flags.get('out')?.[0];
  if (file) writeFileSync(file, serialiseDataset(buildDataset(snapshot)));
  out(JSON.stringify({ ...snapshot.meta, ...(file ? { indexFile: file } : {}) }, null, 2));
  return 0;
}

async function runSynth(p: Parsed, out: (s: string) => void): Promise<number> {
  const count = Number(p.flags.get('count')?.[0]);
  const seed = Number(p.flags.get('seed')?.[0] ?? 1);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) { out(USAGE); return 2; }
  const model = await loadSynthModel();
  const file = p.flags.get('out')?.[0];
  const stream = file ? createWriteStream(file) : process.stdout;
  for (const line of synthCsvLines(model, count, seed)) {
    if (!stream.write(`${line}\n`)) await once(stream, 'drain');
  }
  if (file) { stream.end(); await once(stream, 'finish'); out(`wrote ${count} synthetic records to ${file}`); }
  return 0;
}

/** argv after the program name, starting with "businesses" or directly with the subcommand. */
export async function runBusinessesCommand(argv: string[], out: (s: string) => void = (s) => console.log(s)): Promise<number> {
  const args = argv[0] === 'businesses' ? argv.slice(1) : argv;
  const p = parseArgs(args.slice(1));
  try {
    if (args[0] === 'import') return await runImport(p, out);
    if (args[0] === 'synth') return await runSynth(p, out);
    out(USAGE);
    return 2;
  } catch (err) {
    if (err instanceof BusinessImportError) { out(`import failed: ${err.message}`); return 1; }
    throw err;
  }
}
