// Loads every list shipped under datasets/watchlists into a registry, so the demo (`npm start`)
// answers with real data. Nothing is downloaded: the files are part of the repository.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListRegistry } from './registry.js';
import type { ListFormat, SnapshotMeta } from './types.js';

/** Finds datasets/watchlists above this module, whether run from src/ (tsx) or dist/ (build). */
export function watchlistsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'datasets', 'watchlists');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('datasets/watchlists not found above the screening module');
}

/** The shipped lists; the 2025 SDN fixture is a separate list name so both stay active. */
export const DEMO_LISTS: readonly { format: ListFormat; dir: string; listName?: string }[] = [
  { format: 'ofac-sdn', dir: 'ofac_sdn_2021-07-07' },
  { format: 'ofac-sdn', dir: 'ofac_sdn_fixture_2025-05-16', listName: 'OFAC SDN (2025 fixture)' },
  { format: 'ofac-cons', dir: 'ofac_consolidated_non_sdn_2025-12-19' },
  { format: 'us-csl', dir: 'us_csl_sample_2025-06-25' },
  { format: 'pep-yaml-us-executive', dir: 'pep_us_executive_cc0' },
  { format: 'adverse-media-jsonl', dir: 'adverse_media_fictional' },
];

export async function loadDemoLists(registry: ListRegistry): Promise<SnapshotMeta[]> {
  const root = watchlistsDir();
  const out: SnapshotMeta[] = [];
  for (const l of DEMO_LISTS) {
    const active = await registry.importAndActivate(
      l.format,
      [join(root, l.dir)],
      l.listName ? { listName: l.listName } : {},
    );
    out.push(active.meta);
  }
  return out;
}
