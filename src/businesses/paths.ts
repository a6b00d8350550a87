// Shipped data lives in <repo>/datasets; resolve it from this file so the working directory does
// not matter (tests, the CLI and the server all run from different places).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function datasetPath(relative: string): string {
  return join(repoRoot, 'datasets', relative);
}
