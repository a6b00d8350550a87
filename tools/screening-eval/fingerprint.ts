// `npm run eval:screening:fingerprint [out-file]`: every candidate the matcher scores for every
// subject of the evaluation (the 15 variant kinds, the near-misses, the 100k negatives, the
// labelled pairs), with its exact score, reduced to one hash per set. A change meant only for
// speed must leave every hash as it was: run it on main and on the branch and compare. With an
// out-file, one line per subject is written too, so a difference can be found with `diff`.
// The `service` sets run the screening service itself at its default thresholds, where matchList
// skips candidates that cannot reach the threshold (matchList.ts, recordScore): the sets above use
// threshold 0, which skips nothing, so only these check that the skip changes no result.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { compareNames, createListRegistry, loadDemoLists } from '../../src/screening/index.js';
import { matchList } from '../../src/screening/match/matchList.js';
import { buildQuery, createScreeningService, type ScreeningSubject } from '../../src/screening/service.js';
import { loadCases, loadCrossScript, loadCrossScriptGenerated, loadNegatives } from './datasets.js';
import { createRng } from './rng.js';
import { buildNearMisses, buildVariants } from './variants.js';
import { buildHardVariants } from './hardVariants.js';

const PER_KIND = Number(process.env.EVAL_PER_KIND ?? 300);
const out = process.argv[2];

const registry = createListRegistry();
await loadDemoLists(registry);
const lists = registry.active();
const sources = lists.map((l) => ({ listName: l.meta.listName, records: l.records }));

// The same seeded sets as main.ts.
const rng = createRng(20240611);
const variants = buildVariants(sources, PER_KIND, rng);
const nearMisses = buildNearMisses(sources, PER_KIND, rng);
variants.push(...buildHardVariants(sources, PER_KIND, createRng(20261124)));

const lines: string[] = [];
/** Every hit above 0 in every list: record, matched name, exact score and name score, DOB verdict. */
function line(s: ScreeningSubject): string {
  const q = buildQuery(s);
  const parts: string[] = [];
  for (const l of lists) {
    for (const h of matchList(l, q, 0))
      parts.push(`${l.meta.listName}#${h.record.id}:${h.matchedName}:${h.score}:${h.nameScore}:${h.dob}`);
  }
  return `${s.FirstName ?? ''}|${s.LastName}|${s.DateOfBirth ?? ''}|${s.Country ?? ''} => ${parts.join(' ; ')}`;
}

function set(name: string, rows: string[]): void {
  const h = createHash('sha256');
  for (const r of rows) h.update(`${r}\n`);
  console.log(`${name.padEnd(24)} ${String(rows.length).padStart(6)}  ${h.digest('hex').slice(0, 16)}`);
  for (const r of rows) lines.push(`${name}\t${r}`);
}

const t0 = process.cpuUsage();
for (const kind of [...new Set(variants.map((v) => v.kind))]) {
  set(`variants ${kind}`, variants.filter((v) => v.kind === kind).map(line));
}
set('near-misses', nearMisses.map(line));
set('negatives_global', loadNegatives('negatives_global.csv').map(line));
set('negatives_us', loadNegatives('negatives_us.csv').map(line));
const pair = (p: { a: string; b: string }): string => `${p.a} | ${p.b} => ${compareNames(p.a, p.b)}`;
set('cases', loadCases().map(pair));
set('cross_script_pairs', loadCrossScript().map(pair));
set('cross_script_generated', loadCrossScriptGenerated().map(pair));
const svc = createScreeningService({ registry });
const served = (s: ScreeningSubject): string => JSON.stringify(svc.screenIndividual(s));
set('service variants', [...variants, ...nearMisses].map(served));
set('service negatives', [...loadNegatives('negatives_global.csv'), ...loadNegatives('negatives_us.csv')].map(served));
const cpu = process.cpuUsage(t0);
console.log(`(${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
if (out) writeFileSync(out, `${lines.join('\n')}\n`);
