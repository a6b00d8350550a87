// Writes docs/flow-document.schema.json from the TypeBox schema.
// Run: node --import tsx src/flows/document/gen-schema.ts
import { writeFileSync } from 'node:fs';
import { publishedSchema } from './schema-publish.js';

export function renderedSchema(): string {
  return `${JSON.stringify(publishedSchema(), null, 2)}\n`;
}

export const SCHEMA_FILE = new URL('../../../docs/flow-document.schema.json', import.meta.url);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/src\//, '/src/'))) {
  writeFileSync(SCHEMA_FILE, renderedSchema());
  console.log(`wrote ${SCHEMA_FILE.pathname}`);
}
