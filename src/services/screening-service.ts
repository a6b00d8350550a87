/**
 * The `screening` service node: screens the person the flow onboards against the active
 * sanctions / PEP / adverse-media lists through the screening module's service API (src/screening),
 * and stores a compact result for conditions (`service:<node>.hit`, `.topScore`, ...). Matching
 * itself lives in the module; this adapter only maps session values in and the answer out.
 * See docs/services.md.
 */
import type { ListKind, ScreeningResult, ScreeningService, ScreeningSubject } from '../screening/index.js';
import type { ServiceOutcome } from './contract.js';
import {
  checkInputs,
  checkInt,
  checkKnownFields,
  describeIssues,
  documentHas,
  inputMap,
  isRecord,
  readInputs,
  type ConfigIssue,
  type DocumentFields,
  type InputMap,
} from './config-common.js';
import type { SessionValues } from './template.js';

export const SERVICE_NAME = 'screening';

export const SCREENING_LISTS = ['sanctions', 'pep', 'adverse_media'] as const;
export type ScreeningListKind = (typeof SCREENING_LISTS)[number];
const MODULE_KIND: Record<ScreeningListKind, ListKind> = {
  sanctions: 'sanction',
  pep: 'pep',
  adverse_media: 'adverse-media',
};

const INPUTS = ['firstName', 'middleName', 'lastName', 'fullName', 'dateOfBirth', 'country'] as const;
type InputName = (typeof INPUTS)[number];

/** Defaults follow the roles a person form carries (src/flows/document/roles.ts). */
export const SCREENING_INPUT_DEFAULTS: InputMap<InputName> = {
  firstName: ['role:first_name'],
  middleName: ['role:middle_name'],
  lastName: ['role:last_name'],
  fullName: ['role:full_name'],
  dateOfBirth: ['role:dob'],
  country: ['role:nationality', 'role:address_country'],
};

export const SCREENING_DEFAULTS = { maxMatches: 5, lists: SCREENING_LISTS } as const;
/** Results live in the session state: a handful of matches is what a reviewer's branch needs. */
export const MAX_MATCHES_LIMIT = 25;
const THRESHOLD_RANGE = [0.5, 1] as const;

export interface ScreeningConfig {
  /** One threshold for every list kind; default the module's per-kind defaults. */
  threshold?: number;
  lists?: ScreeningListKind[];
  maxMatches?: number;
  inputs?: Partial<Record<InputName, string | string[]>>;
}

export interface ScreeningMatch {
  list: ScreeningListKind;
  /** The list type the record comes from (e.g. `SDN`, `PEP`, `Adverse media`). */
  source: string;
  name: string;
  matchedName: string;
  score: number;
  dateOfBirth?: string;
  country?: string;
  url?: string;
}

export interface ScreeningData {
  hit: boolean;
  /** Every match above the threshold; `matches` holds at most `maxMatches` of them. */
  matchCount: number;
  /** Best score, 0 without matches. */
  topScore: number;
  counts: Record<ScreeningListKind, number>;
  matches: ScreeningMatch[];
  screenedName: string;
  /** Which list snapshots were searched (audit trail). */
  lists: { name: string; version: string }[];
}

export interface ScreeningServiceDeps {
  screening: Pick<ScreeningService, 'screenIndividual'>;
}

const KNOWN = new Set(['threshold', 'lists', 'maxMatches', 'inputs']);

/** Validates a node's config, and with `doc` also that the flow can supply a name; never throws. */
export function validateScreeningConfig(raw: unknown, doc?: DocumentFields): ConfigIssue[] {
  if (!isRecord(raw)) return [{ code: 'invalid_value', path: '', message: 'config must be an object' }];
  const out: ConfigIssue[] = [];
  checkKnownFields(raw, KNOWN, out);
  const t = raw.threshold;
  if (t !== undefined && (typeof t !== 'number' || !(t >= THRESHOLD_RANGE[0] && t <= THRESHOLD_RANGE[1]))) {
    out.push({
      code: 'invalid_value',
      path: '/threshold',
      message: `threshold must be a number from ${THRESHOLD_RANGE[0]} to ${THRESHOLD_RANGE[1]}`,
    });
  }
  const lists = raw.lists;
  if (
    lists !== undefined &&
    (!Array.isArray(lists) ||
      lists.length === 0 ||
      new Set(lists).size !== lists.length ||
      !lists.every((l) => (SCREENING_LISTS as readonly unknown[]).includes(l)))
  ) {
    out.push({
      code: 'invalid_value',
      path: '/lists',
      message: `lists must be a non-empty list of distinct values from ${SCREENING_LISTS.join(', ')}`,
    });
  }
  checkInt(raw, 'maxMatches', 0, MAX_MATCHES_LIMIT, out);
  checkInputs(raw.inputs, INPUTS, out);
  if (doc && out.length === 0) {
    const map = inputMap(raw.inputs, SCREENING_INPUT_DEFAULTS);
    if (!documentHas(map.lastName, doc) && !documentHas(map.fullName, doc)) {
      out.push({
        code: 'missing_field',
        path: '/inputs',
        message:
          'screening needs a name: the flow has no element with role last_name or full_name; map one with inputs.lastName or inputs.fullName',
      });
    }
  }
  return out;
}

function subjectOf(values: SessionValues, rawInputs: unknown): ScreeningSubject | undefined {
  const v = readInputs(inputMap(rawInputs, SCREENING_INPUT_DEFAULTS), values);
  const given = [v.firstName, v.middleName].filter((s) => s !== undefined).join(' ');
  // First and last name are the stronger query (last name aligned to family names); a full
  // name is the fallback, screened as one name.
  const subject: ScreeningSubject | undefined =
    v.lastName !== undefined
      ? { LastName: v.lastName, ...(given !== '' ? { FirstName: given } : {}) }
      : v.fullName !== undefined
        ? { LastName: v.fullName }
        : undefined;
  if (!subject) return undefined;
  return {
    ...subject,
    ...(v.dateOfBirth ? { DateOfBirth: v.dateOfBirth } : {}),
    ...(v.country ? { Country: v.country } : {}),
  };
}

const nonEmpty = (s: string): string | undefined => (s.trim() === '' ? undefined : s);

function matchesOf(result: ScreeningResult): ScreeningMatch[] {
  const d = result.MonitoringResult.WatchlistHitDetails;
  if (!d) return [];
  const opt = (k: 'dateOfBirth' | 'country' | 'url', s: string): Partial<ScreeningMatch> =>
    nonEmpty(s) ? { [k]: s } : {};
  return [
    ...d.WL_results.map((r): ScreeningMatch => ({
      list: 'sanctions',
      source: r.sourceListType,
      name: r.individualName,
      matchedName: r.subjectMatched,
      score: r.score,
      ...opt('dateOfBirth', r.dateOfBirth),
      ...opt('country', r.nationality),
      ...opt('url', r.URL),
    })),
    ...d.PEP_results.map((r): ScreeningMatch => ({
      list: 'pep',
      source: 'PEP',
      name: r.name,
      matchedName: r.name,
      score: r.score,
      ...opt('dateOfBirth', r.dateOfBirth),
      ...opt('country', r.country),
      ...opt('url', r.URL),
    })),
    ...d.AM_results.map((r): ScreeningMatch => ({
      list: 'adverse_media',
      source: 'Adverse media',
      name: r.subjectMatched,
      matchedName: r.subjectMatched,
      score: r.score,
      ...opt('url', r.URL),
    })),
  ].sort((a, b) => b.score - a.score);
}

/** Screens once; never throws for bad config or missing input (those are failures). */
export function runScreening(rawConfig: unknown, values: SessionValues, deps: ScreeningServiceDeps): ServiceOutcome {
  const issues = validateScreeningConfig(rawConfig);
  if (issues.length > 0)
    return { ok: false, code: 4009, message: describeIssues(SERVICE_NAME, issues), retryable: false };
  const config = rawConfig as ScreeningConfig;
  const subject = subjectOf(values, config.inputs);
  if (!subject) {
    return {
      ok: false,
      code: 4205,
      retryable: false,
      message: 'screening needs a last name or a full name, and the session has neither',
    };
  }
  const kinds = config.lists ?? SCREENING_DEFAULTS.lists;
  const t = config.threshold;
  const result = deps.screening.screenIndividual(subject, {
    kinds: kinds.map((k) => MODULE_KIND[k]),
    ...(t !== undefined ? { thresholds: { watchlist: t, pep: t, adverseMedia: t } } : {}),
  });
  // No list searched must never read as "no hit": lists load after start, or none is configured.
  if (result.Provenance.length === 0) {
    return {
      ok: false,
      code: 6505,
      retryable: true,
      message: `no screening list of kind ${kinds.join(', ')} is loaded`,
    };
  }
  return { ok: true, data: screeningData(result, config.maxMatches ?? SCREENING_DEFAULTS.maxMatches) };
}

/**
 * A screening result as a flow's screening node records it (and the Studio renders it): the
 * matches best first, at most `maxMatches` of them, with the lists searched. Monitoring scans
 * are shown the same way (src/http/studio/monitoring).
 */
export function screeningData(result: ScreeningResult, maxMatches: number): ScreeningData {
  const all = matchesOf(result);
  const counts: Record<ScreeningListKind, number> = { sanctions: 0, pep: 0, adverse_media: 0 };
  for (const m of all) counts[m.list]++;
  return {
    hit: all.length > 0,
    matchCount: all.length,
    topScore: all[0]?.score ?? 0,
    counts,
    matches: all.slice(0, maxMatches),
    screenedName: result.MonitoringResult.WatchlistFullName,
    lists: result.Provenance.map((p) => ({ name: p.ListName, version: p.Version })),
  };
}
