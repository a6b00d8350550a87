// Every locale's catalogue. Regional variants (locales.ts PARENT) hold only what differs from
// their parent; every other catalogue is complete, which its type enforces.
import type { Locale } from '../locales.js';
import { EN_US, type MessageKey } from './en-US.js';

export type Catalogue = Readonly<Record<MessageKey, string>>;

export const CATALOGUES: Readonly<Partial<Record<Locale, Partial<Catalogue>>>> = {
  'en-US': EN_US,
};
