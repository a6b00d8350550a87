// A complete catalogue has every key of the source (its type enforces it); a regional variant
// (locales.ts PARENT) has only the texts that differ from its parent's.
import type { MessageKey } from './en-US.js';

export type Catalogue = Readonly<Record<MessageKey, string>>;
export type RegionalCatalogue = Readonly<Partial<Record<MessageKey, string>>>;
