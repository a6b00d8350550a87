// A single error type for every importer so callers (CLI, start-up loader) can report the
// file and line and keep the previous snapshot active.

export class ListImportError extends Error {
  override readonly name = 'ListImportError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line === null ? '' : `:${line}`}: ${reason}`);
  }
}
