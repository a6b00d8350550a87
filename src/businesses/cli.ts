// `onward businesses ...`: import files into a snapshot (optionally written as an index file
// that start-up can load without rebuilding).
import { writeFileSync } from 'node:fs';
import { importBusinesses, IMPORT_FORMATS } from './importers/import.js';
import { BusinessImportError } from './importers/common.js';
import { GENERIC_FIELDS, type ColumnMapping, type GenericField } from './importers/generic.js';
import { buildDataset } from './dataset.js';
import { serialiseDataset } from './index/serialise.js';

const USAGE = `usage:
  onward businesses import --format FORMAT [--source NAME] [--map FIELD=COLUMN ...] [--out INDEX_FILE] PATH...
      FORMAT: ${IMPORT_FORMATS.join(', ')}
      --map (generic formats): our field = the file's column; fields: ${GENERIC_FIELDS.join(', ')}`;

// `businesses synth` was a subcommand until the generator left the product (it is a development
// tool and is not shipped); scripts and notes written for it are told where it went rather than
// getting a bare usage message.
export const SYNTH_MOVED =
  'onward businesses synth has moved: in a source checkout run npm run synth:businesses -- --count N --seed S --out FILE';

interface Parsed {
  flags: Map<string, string[]>;
  rest: string[];
}

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
  if (!format || p.rest.length === 0) {
    out(USAGE);
    return 2;
  }
  const mapping: ColumnMapping = {};
  for (const m of p.flags.get('map') ?? []) {
    const eq = m.indexOf('=');
    const field = m.slice(0, eq) as GenericField;
    if (eq < 1 || !GENERIC_FIELDS.includes(field)) {
      out(`bad --map ${JSON.stringify(m)} (FIELD=COLUMN, FIELD one of ${GENERIC_FIELDS.join(', ')})`);
      return 2;
    }
    mapping[field] = m.slice(eq + 1);
  }
  const source = p.flags.get('source')?.[0];
  const snapshot = await importBusinesses(format, p.rest, { ...(source ? { source } : {}), mapping });
  const file = p.flags.get('out')?.[0];
  if (file) writeFileSync(file, serialiseDataset(buildDataset(snapshot)));
  out(JSON.stringify({ ...snapshot.meta, ...(file ? { indexFile: file } : {}) }, null, 2));
  return 0;
}

/** argv after the program name, starting with "businesses" or directly with the subcommand. */
export async function runBusinessesCommand(
  argv: string[],
  out: (s: string) => void = (s) => console.log(s),
): Promise<number> {
  const args = argv[0] === 'businesses' ? argv.slice(1) : argv;
  const p = parseArgs(args.slice(1));
  try {
    if (args[0] === 'import') return await runImport(p, out);
    if (args[0] === 'synth') {
      out(SYNTH_MOVED);
      return 2;
    }
    out(USAGE);
    return 2;
  } catch (err) {
    if (err instanceof BusinessImportError) {
      out(`import failed: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
