import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** datasets/ocr in the repository, from src/ (tsx) and dist/ (build) alike: both sit three folders below the root. */
export function ocrDataDir(): string {
  return fileURLToPath(new URL('../../../datasets/ocr/', import.meta.url));
}

/**
 * English text data for person and business documents: the `@tesseract.js-data/eng` package's
 * integer LSTM model (4.0.0_best_int, ~3 MB), read from node_modules, never downloaded.
 */
export function textOcrDataDir(): string {
  const pkg = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(pkg), '4.0.0_best_int');
}
