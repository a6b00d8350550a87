import { fileURLToPath } from 'node:url';

/** datasets/ocr in the repository, from src/ (tsx) and dist/ (build) alike: both sit three folders below the root. */
export function ocrDataDir(): string {
  return fileURLToPath(new URL('../../../datasets/ocr/', import.meta.url));
}
