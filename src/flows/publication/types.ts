/**
 * The shapes of flows and their versions as the management API and the Studio answer them. This
 * module imports nothing (no TypeBox, no Node types), so the Studio's browser bundle imports the
 * very same declarations as the server and the two cannot drift; the route schemas check that
 * they describe these shapes (src/http/flows/schemas.ts, src/http/studio/schemas.ts).
 */

export type PublishTarget = 'test' | 'live';

export interface FlowSummary {
  flowId: string;
  name: string;
  latestVersion: number;
  testVersion: number | null;
  liveVersion: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One stored version; `Doc` is `unknown` on the server and the typed flow document in the Studio. */
export interface FlowVersion<Doc = unknown> {
  flow: FlowSummary;
  version: number;
  document: Doc;
  createdAt: string;
  createdBy: string;
}

export interface Publication {
  target: PublishTarget;
  publishedAt: string;
  publishedBy: string;
}

/** One saved version in a flow's history, with where it is published now and each time it was. */
export interface VersionEntry {
  version: number;
  createdAt: string;
  createdBy: string;
  /** Publications of this version, oldest first. */
  publications: Publication[];
}

export interface VersionHistory {
  flow: FlowSummary;
  versions: VersionEntry[];
}

/** What publishing a version answers. */
export interface PublishedSlot {
  flowId: string;
  target: PublishTarget;
  version: number;
  publishedAt: string;
}
