// Public API of the screening engine.
export type {
  ListFormat,
  ListSnapshot,
  SnapshotMeta,
  ListRecord,
  SanctionRecord,
  PepRecord,
  AdverseMediaRecord,
  NameVariant,
  NameStrength,
  DobSpec,
  Identifier,
  EntityType,
  ImportOptions,
  ListKind,
} from './types.js';
export { LIST_FORMATS } from './types.js';
export { ListImportError } from './errors.js';
export { importList, isListFormat, listContentHash, FORMAT_INFO } from './importers/importList.js';
export { createListRegistry, type ListRegistry } from './registry.js';
export { buildListIndex, type ListIndex } from './match/listIndex.js';
export { listDelta, type ListDelta, type FullRescanReason } from './match/listDelta.js';
export { subjectKeys, SUBJECT_KEY_SCHEME } from './subject-keys.js';
export {
  createScreeningService,
  DEFAULT_THRESHOLDS,
  MAX_AM_HITS,
  type ScreeningService,
  type ScreeningSubject,
  type ScreenOptions,
  type ScreeningResult,
  type Thresholds,
} from './service.js';
export type { WLResult, PEPResult, AMResult } from './results.js';
export { loadDemoLists, watchlistsDir, DEMO_LISTS } from './demo.js';
export { runListsCommand, type ListsCommandIo } from './cli.js';
export { compareNames } from './match/compare.js';
export { foldedName } from './normalize/text.js';
export {
  createListsService,
  type ListsService,
  type ListsServiceOptions,
  type ConfiguredList,
  type ImportOutcome,
  type DemoList,
} from './lists.js';
export { createSnapshotRepository, type StoredSnapshot, type SnapshotRepository } from './store/snapshots.js';
