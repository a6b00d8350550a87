// Screening lists and business indexes loaded at start, and what a list update triggers.
import { existsSync } from 'node:fs';
import { parseListEntries, formatListEntries } from './lists.js';
import { bool, csv, int, withDefault, EnvProblem } from './kinds.js';

export const screeningVars = {
  ONWARD_LISTS: withDefault(
    '',
    {
      description:
        'Screening lists imported at every start, `format[:list name]=path` joined by `;` (e.g. `ofac-sdn=/data/sdn;pep-jsonl:Our PEPs=/data/peps.jsonl`; formats in `docs/screening.md`). An unchanged file is skipped; a bad one is logged and the previous snapshot stays active',
    },
    (text) => {
      const { lists, problems } = parseListEntries(text);
      if (problems.length > 0) throw new EnvProblem(problems);
      return lists;
    },
    formatListEntries,
  ),
  ONWARD_LIST_SNAPSHOTS_KEPT: int(10, 1, 10_000, {
    description:
      'Screening-list snapshots stored per list, the active one included; older ones are deleted when a new one is activated',
  }),
  ONWARD_RESCAN_ON_LIST_UPDATE: bool(true, {
    description: 'Rescan enrollments out of cycle when a list is updated (callbacks only for changed results)',
  }),
  ONWARD_BUSINESS_INDEXES: csv(
    {
      description: 'Comma-separated business index files (from `onward businesses import --out`) loaded at start',
    },
    (file) => (existsSync(file) ? undefined : `: ${file} does not exist`),
  ),
};
