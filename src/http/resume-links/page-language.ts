/**
 * The hosted page's language: the link's ?lang= first, then the x-hf-language header (a client
 * that embeds the page sets it), then the browser's Accept-Language in its order of preference,
 * each matched (fr-BE → fr-FR, nb → no) against the languages the flow has texts for; none of
 * them: the flow's default language. Its texts come from the message catalogues (src/i18n).
 */
import { directionOf, EN_US, matchLocale, messagesFor, type Locale, type MessageKey } from '../../i18n/index.js';

export interface PageLanguageInput {
  query?: string | undefined;
  header?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** Accept-Language tags by preference: q-values respected, ties kept in the order written. */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((t) => t.tag);
}

/** The first wanted language the flow has, else the flow's default (the first of `available`). */
export function pickPageLanguage(input: PageLanguageInput, available: readonly Locale[]): Locale {
  const wanted = [input.query, input.header, ...acceptedTags(input.acceptLanguage)];
  for (const tag of wanted) {
    if (!tag) continue;
    const exact = available.find((l) => l.toLowerCase() === tag.toLowerCase());
    const match = exact ?? matchLocale(tag);
    if (match && available.includes(match)) return match;
    // A language the flow has in another region (pt-PT asked, only pt-BR there) beats the default.
    const base = tag.split(/[-_]/)[0]?.toLowerCase();
    const sameLanguage = available.find((l) => l.split('-')[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return available[0] ?? 'en-US';
}

const PAGE_KEYS = (Object.keys(EN_US) as MessageKey[]).filter((k) => k.startsWith('page.'));

/** What the page's script reads (web/hosted/src/i18n.ts): its language, direction, switcher and texts. */
export interface PageTexts {
  language: Locale;
  dir: 'ltr' | 'rtl';
  /** Each language the flow has, named in that language, for the switcher. */
  languages: Array<{ code: Locale; name: string }>;
  messages: Record<string, string>;
}

function autonym(code: Locale): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export function pageTexts(language: Locale, available: readonly Locale[], flowDefault?: Locale): PageTexts {
  const m = messagesFor(language, flowDefault);
  return {
    language,
    dir: directionOf(language),
    languages: available.map((code) => ({ code, name: autonym(code) })),
    messages: Object.fromEntries(PAGE_KEYS.map((k) => [k, m.source(k).text])),
  };
}
