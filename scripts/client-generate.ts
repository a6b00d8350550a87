// `npm run client:generate`: rewrites packages/client/src/generated/openapi.ts from the routes' schemas.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GENERATED_TYPES_FILE, generateClientTypes } from './client-types.js';

const text = await generateClientTypes();
let before = '';
try {
  before = readFileSync(GENERATED_TYPES_FILE, 'utf8');
} catch {
  // No file yet: the first generation.
}
mkdirSync(dirname(GENERATED_TYPES_FILE), { recursive: true });
if (text !== before) writeFileSync(GENERATED_TYPES_FILE, text);
console.log(`${GENERATED_TYPES_FILE}: ${text === before ? 'up to date' : 'rewritten'} (${text.length} characters)`);
