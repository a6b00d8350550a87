/**
 * The error catalogue as a Markdown table for the OpenAPI document's guide text, so the reference
 * page (/docs) and anyone reading /openapi.json get every code with its status and meaning from
 * the catalogue itself, never from a copy that could drift.
 */
import { ERRORS, isErrorCode } from '../../errors/index.js';
import { statusOf } from '../status.js';

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function errorCodeTable(): string {
  const rows = Object.keys(ERRORS)
    .map(Number)
    .filter(isErrorCode)
    .sort((a, b) => a - b)
    .map((code) => `| ${code} | ${statusOf(code)} | ${escapeCell(ERRORS[code].message)} |`);
  return ['| Code | HTTP status | Meaning |', '|---|---|---|', ...rows].join('\n');
}
