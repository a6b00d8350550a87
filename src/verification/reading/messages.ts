/**
 * What the person is told when a document cannot be used, by reason. The texts are the message
 * catalogue's (src/i18n, `ocr.retry.<reason>`, `ocr.missing`): the engine shows them in the
 * session's language from the reason and the missing fields; these en-US ones are what the
 * reader records.
 */
import { messagesFor } from '../../i18n/index.js';
import type { ReadField, UnreadableReason } from './types.js';

const EN = messagesFor('en-US');

export const UNREADABLE_MESSAGES: Readonly<Record<UnreadableReason, string>> = {
  unsupported_file: EN.format('ocr.retry.unsupported_file'),
  image_too_small: EN.format('ocr.retry.image_too_small'),
  pdf_unreadable: EN.format('ocr.retry.pdf_unreadable'),
  no_text: EN.format('ocr.retry.no_text'),
};

const EN_LIST = new Intl.ListFormat('en-US', { type: 'conjunction' });

export function missingMessage(missing: readonly ReadField[]): string {
  const names = missing.map((f) => EN.format(`page.ocr.field.${f}`));
  return EN.format('ocr.missing', { fields: EN_LIST.format(names) });
}
