// Looking texts up and formatting them: ICU MessageFormat through intl-messageformat (plurals,
// selects, numbers), dates and numbers through Intl in the locale of the text found, so a German
// sentence that fell back to English is not given German plural rules.
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES } from './catalogues/index.js';
import { EN_US, type MessageKey } from './catalogues/en-US.js';
import { fallbackChain, matchLocale, SOURCE_LOCALE, type Locale } from './locales.js';

export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface Messages {
  /** The locale asked for (texts missing in it come from the next in the fallback chain). */
  readonly locale: Locale;
  format(key: MessageKey, values?: MessageValues): string;
  /** The raw ICU text and the locale it was found in, for clients that format it themselves. */
  source(key: MessageKey): { text: string; locale: Locale };
}

// Named formats the catalogues use: `{date, date, day}` is a calendar day, which has no time
// zone, so it is formatted in UTC from a YYYY-MM-DD value and never shifts by a day.
const FORMATS = {
  date: { day: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } },
} as const;

// Compiled once per (locale, key): parsing is the costly part, formatting is cheap.
const compiled = new Map<string, IntlMessageFormat>();
function compile(locale: Locale, key: MessageKey, text: string): IntlMessageFormat {
  const id = `${locale}\n${key}`;
  let mf = compiled.get(id);
  if (!mf) compiled.set(id, (mf = new IntlMessageFormat(text, locale, FORMATS, { ignoreTag: true })));
  return mf;
}

function find(chain: readonly Locale[], key: MessageKey): { text: string; locale: Locale } {
  for (const locale of chain) {
    const text = CATALOGUES[locale][key];
    if (text !== undefined) return { text, locale };
  }
  // The chain always ends with the source locale, whose catalogue has every key (its type says so).
  return { text: EN_US[key], locale: SOURCE_LOCALE };
}

// A YYYY-MM-DD string is a calendar day: made a Date at UTC midnight, as FORMATS.date.day reads it.
const asValue = (v: string | number | Date): string | number | Date =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v;

const sameLanguage = (a: string, b: string) => a.split('-')[0] === b.split('-')[0];

const made = new Map<string, Messages>();

/**
 * The texts for `locale` (any language tag; unknown ones are matched to the closest of the 47,
 * else the flow's default, else en-US), falling back as fallbackChain() says.
 */
export function messagesFor(locale: string | undefined, flowDefault?: string): Messages {
  const fallback = flowDefault === undefined ? undefined : matchLocale(flowDefault);
  const wanted = (locale === undefined ? undefined : matchLocale(locale)) ?? fallback ?? SOURCE_LOCALE;
  const id = `${wanted}\n${fallback ?? ''}`;
  const existing = made.get(id);
  if (existing) return existing;
  const chain = fallbackChain(wanted, fallback);
  const own = fallbackChain(wanted).filter((l) => l === wanted || sameLanguage(l, wanted));
  const messages: Messages = {
    locale: wanted,
    source: (key) => find(chain, key),
    format(key, values = {}) {
      const { text, locale: found } = find(chain, key);
      // A text inherited from the parent (en-GB reading en-US's) is still formatted for the locale
      // asked for, so a British reader sees British dates; one from another language is not.
      const formatIn = own.includes(found) ? wanted : found;
      const args = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asValue(v)]));
      const out = compile(formatIn, key, text).format(args);
      return typeof out === 'string' ? out : String(out);
    },
  };
  made.set(id, messages);
  return messages;
}
