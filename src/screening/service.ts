// The screening service: one subject in, the spec's MonitoringResult plus provenance out.
// Synchronous and CPU-only so it can run unchanged inside worker threads.
import { parseIsoDob } from './dob.js';
import { toAlpha2 } from './countries.js';
import { matchList, type Hit, type MatchQuery } from './match/matchList.js';
import { listHitsDiffer } from './match/listChange.js';
import type { ListIndex } from './match/listIndex.js';
import { prepareName } from './match/prepare.js';
import type { ListRegistry } from './registry.js';
import { toAMResult, toPEPResult, toWLResult, type AMResult, type PEPResult, type WLResult } from './results.js';
import type { ListKind } from './types.js';

export interface ScreeningSubject {
  FirstName?: string;
  LastName: string;
  /** YYYY-MM-DD (a bare year is accepted too). */
  DateOfBirth?: string;
  /** Country name or ISO code; used only to lower scores when the list's nationality differs. */
  Country?: string;
}

export interface ScreeningResult {
  MonitoringResult: {
    WatchlistState: 'No Hit' | 'Potential Hit';
    WatchlistData: { num_WL_hits: number; num_AM_hits: number; num_PEP_hits: number } | null;
    WatchlistFullName: string;
    WatchlistHitDetails: { WL_results: WLResult[]; AM_results: AMResult[]; PEP_results: PEPResult[] } | null;
  };
  Provenance: { ListName: string; Version: string; PublishedAt: string }[];
}

export interface Thresholds {
  watchlist: number;
  pep: number;
  adverseMedia: number;
}

/** Defaults chosen on the evaluation set (docs/screening.md, "Thresholds"). */
export const DEFAULT_THRESHOLDS: Thresholds = { watchlist: 0.85, pep: 0.85, adverseMedia: 0.9 };

/** The spec caps adverse media at the top 100 hits. */
export const MAX_AM_HITS = 100;

/** Per-call narrowing: flows choose their own threshold and list kinds (docs/services.md). */
export interface ScreenOptions {
  thresholds?: Partial<Thresholds>;
  /** Only lists of these kinds are searched (and named in Provenance); default every kind. */
  kinds?: readonly ListKind[];
}

export interface ScreeningService {
  screenIndividual(subject: ScreeningSubject, options?: ScreenOptions): ScreeningResult;
  screenBatch(subjects: readonly ScreeningSubject[]): ScreeningResult[];
  /**
   * Whether the subject's hits in one list may differ between two versions of it (`touched`: ids
   * of the records added, changed or removed). False means screenIndividual answers the same
   * under either version, the other lists being equal: a delta rescan may skip the subject.
   */
  listHitsDiffer(
    subject: ScreeningSubject,
    previous: ListIndex,
    next: ListIndex,
    touched: ReadonlySet<string>,
  ): boolean;
}

function thresholdFor(kind: ListKind, t: Thresholds): number {
  return kind === 'sanction' ? t.watchlist : kind === 'pep' ? t.pep : t.adverseMedia;
}

export function buildQuery(subject: ScreeningSubject): MatchQuery {
  return {
    name: prepareName(subject.FirstName ?? '', subject.LastName),
    dob: subject.DateOfBirth ? parseIsoDob(subject.DateOfBirth) : null,
    country: toAlpha2(subject.Country),
  };
}

export function createScreeningService(deps: {
  registry: ListRegistry;
  thresholds?: Partial<Thresholds>;
}): ScreeningService {
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS, ...deps.thresholds };

  function screenIndividual(subject: ScreeningSubject, options: ScreenOptions = {}): ScreeningResult {
    const kinds = options.kinds;
    const lists = kinds ? deps.registry.active().filter((l) => kinds.includes(l.meta.kind)) : deps.registry.active();
    const t: Thresholds = options.thresholds ? { ...thresholds, ...options.thresholds } : thresholds;
    const query = buildQuery(subject);
    const hits: Record<ListKind, Hit[]> = { sanction: [], pep: [], 'adverse-media': [] };
    for (const list of lists) {
      hits[list.meta.kind].push(...matchList(list, query, thresholdFor(list.meta.kind, t)));
    }
    const byScore = (a: Hit, b: Hit): number => b.score - a.score;
    const wl = hits.sanction
      .sort(byScore)
      .map(toWLResult)
      .filter((r): r is WLResult => r !== null);
    const pep = hits.pep
      .sort(byScore)
      .map(toPEPResult)
      .filter((r): r is PEPResult => r !== null);
    const am = hits['adverse-media']
      .sort(byScore)
      .slice(0, MAX_AM_HITS)
      .map(toAMResult)
      .filter((r): r is AMResult => r !== null);
    const hit = wl.length + pep.length + am.length > 0;
    return {
      MonitoringResult: {
        WatchlistState: hit ? 'Potential Hit' : 'No Hit',
        WatchlistData: hit ? { num_WL_hits: wl.length, num_AM_hits: am.length, num_PEP_hits: pep.length } : null,
        WatchlistFullName: [subject.FirstName, subject.LastName].filter((s) => s && s.trim() !== '').join(' '),
        WatchlistHitDetails: hit ? { WL_results: wl, AM_results: am, PEP_results: pep } : null,
      },
      Provenance: lists.map((l) => ({
        ListName: l.meta.listName,
        Version: l.meta.version,
        PublishedAt: l.meta.publishedAt,
      })),
    };
  }

  return {
    screenIndividual,
    screenBatch: (subjects) => subjects.map((s) => screenIndividual(s)),
    listHitsDiffer: (subject, previous, next, touched) =>
      listHitsDiffer(buildQuery(subject), previous, next, touched, thresholdFor(next.meta.kind, thresholds)),
  };
}
