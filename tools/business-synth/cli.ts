// The synthetic-registry command behind `npm run synth:businesses`. It is a development tool
// (benchmarks, load tests), not part of the shipped `onward` CLI: the product never needs
// made-up companies, and keeping the generator out of src/ keeps it out of dist/.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { loadSynthModel, synthCsvLines } from './generate.js';

export const USAGE =
  'usage: npm run synth:businesses -- --count N [--seed S] [--out FILE]   (synthetic registry, generic CSV; stdout without --out)';

/** Exit code 0 on success, 2 on bad usage. `out` receives messages, never the CSV itself. */
export async function runSynthCommand(
  argv: string[],
  out: (s: string) => void = (s) => console.error(s),
): Promise<number> {
  let values: { count?: string; seed?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { count: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } },
    }));
  } catch (err) {
    // parseArgs rejects unknown options and positionals with a TypeError naming the culprit.
    out(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const count = Number(values.count);
  const seed = Number(values.seed ?? 1);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    out(USAGE);
    return 2;
  }
  const model = await loadSynthModel();
  const file = values.out;
  const stream = file ? createWriteStream(file) : process.stdout;
  for (const line of synthCsvLines(model, count, seed)) {
    // Respect back-pressure: a million records would otherwise sit in memory as pending writes.
    if (!stream.write(`${line}\n`)) await once(stream, 'drain');
  }
  if (file) {
    stream.end();
    await once(stream, 'finish');
    out(`wrote ${count} synthetic records to ${file}`);
  }
  return 0;
}
