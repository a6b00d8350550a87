// Demo data: every shipped business file under datasets/businesses, so a fresh `npm start`
// answers with real registry records (SEC issuers, GLEIF entities, Companies House companies).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessRegistry } from './registry.js';
import type { SnapshotMeta } from './types.js';
import { datasetPath } from './paths.js';

export function demoImports(): { format: string; paths: string[]; source: string }[] {
  const dir = datasetPath('businesses');
  const lei = join(dir, 'gleif-api-samples', 'lei_records');
  return [
    { format: 'sec-tickers', source: 'sec', paths: [join(dir, 'sec-company-tickers-exchange.json')] },
    // The API pages and the flattened sample hold the same entities; the pages are the raw form.
    {
      format: 'gleif-json',
      source: 'gleif',
      paths: readdirSync(lei)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(lei, f)),
    },
    {
      format: 'uk-companies-house',
      source: 'uk-companies-house',
      paths: [join(dir, 'uk-companies-house-basiccompanydata-sample.csv')],
    },
  ];
}

export async function loadDemoBusinesses(registry: BusinessRegistry): Promise<SnapshotMeta[]> {
  const out: SnapshotMeta[] = [];
  for (const { format, paths, source } of demoImports())
    out.push(await registry.importAndActivate(format, paths, { source }));
  return out;
}
