// The page's own texts in the person's language. The server picks the language (the link's
// ?lang=, the x-hf-language header, the browser's languages, among those the flow has) and puts
// it, the direction and the texts (the message catalogues' page.* entries, src/i18n) in a JSON
// data block; everything here reads that block, nothing fetches or guesses.
import type { PageTexts } from '../../../src/http/resume-links/page-language.js';

const block = document.getElementById('onward-i18n');
const data = (block ? JSON.parse(block.textContent || '{}') : {}) as Partial<PageTexts>;

/** The x-hf-language code the page speaks (undefined on a page the server built without one). */
export const language: string | undefined = data.language;
/** The flow's languages, each named in itself, for the switcher. */
export const languages: PageTexts['languages'] = Array.isArray(data.languages) ? data.languages : [];
const messages: Readonly<Record<string, string>> = data.messages ?? {};

/**
 * The text for `key` with its `{name}` arguments filled in. The page's texts use plain arguments
 * only (catalogues.test.ts checks it), so this is all the formatting the browser needs; a missing
 * key shows the key, which a test would catch, rather than an empty control.
 */
export function t(key: string, values: Readonly<Record<string, string | number | undefined>> = {}): string {
  const text = Object.prototype.hasOwnProperty.call(messages, key) ? (messages[key] ?? key) : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** "a, b or c" / "a and b" in the page's language (Intl.ListFormat). */
export function list(items: string[], type: Intl.ListFormatType): string {
  try {
    return new Intl.ListFormat(language, { type }).format(items);
  } catch {
    return items.join(', ');
  }
}

const MB = 1024 * 1024;

/** Whole megabytes in the page's language ("5 MB", "5 Mo", "٥ م.ب"). */
export function megabytes(bytes: number): string {
  const n = Math.round(bytes / MB);
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(n);
  } catch {
    return `${n} MB`;
  }
}
