// The locales Onward speaks to end users in: the spec's 47 `x-hf-language` codes (`no` is
// Norwegian Bokmål). The one list of them: src/flows/document's LANGUAGES is this one. This file
// imports nothing, so the flow document (shared with browser apps) takes it in alone.

export const LOCALES = [
  'ar',
  'bn',
  'bg',
  'zh-HK',
  'zh-Hans-CN',
  'zh-Hant-TW',
  'cs',
  'da',
  'nl-NL',
  'en-CA',
  'en-GB',
  'en-US',
  'et',
  'fi',
  'fr-CA',
  'fr-FR',
  'de-DE',
  'el',
  'gu',
  'he',
  'hi',
  'hu',
  'id',
  'it-IT',
  'ja',
  'kn',
  'ko',
  'lt',
  'ml',
  'mr',
  'no',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'es-MX',
  'es-ES',
  'sv',
  'ta',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en-US';

export function isLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** Scripts written right to left: the hosted page mirrors its layout for them. */
const RTL: ReadonlySet<string> = new Set(['ar', 'he']);
export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RTL.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';

/**
 * Regional variants written as differences from another locale of the same language (as CLDR's
 * parent locales do): what they leave out is read from the parent, and only from the parent,
 * so a Canadian French text never falls back to English before French.
 */
export const PARENT: Readonly<Partial<Record<Locale, Locale>>> = {
  'en-CA': 'en-US',
  'en-GB': 'en-US',
  'fr-CA': 'fr-FR',
  'es-MX': 'es-ES',
  'zh-HK': 'zh-Hant-TW',
};

/** For a bare language or an unlisted region: the locale most of its speakers read. */
const PREFERRED: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  pt: 'pt-PT',
  de: 'de-DE',
  it: 'it-IT',
  nl: 'nl-NL',
  zh: 'zh-Hans-CN',
  nb: 'no',
  nn: 'no',
};

// Chinese is chosen by script first: zh-TW, zh-Hant and zh-MO read Traditional characters.
function chinese(tag: string): Locale {
  const t = tag.toLowerCase();
  if (t === 'zh-hk' || t.startsWith('zh-hant-hk')) return 'zh-HK';
  if (/^zh-(hant|tw|mo)/.test(t)) return 'zh-Hant-TW';
  return 'zh-Hans-CN';
}

/**
 * One of the 47 locales for any language tag a browser or a caller sends (`fr-BE` → `fr-FR`,
 * `nb-NO` → `no`, `zh-TW` → `zh-Hant-TW`), or undefined when Onward has no such language.
 */
export function matchLocale(tag: string): Locale | undefined {
  const t = tag.trim();
  if (t === '') return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === t.toLowerCase());
  if (exact) return exact;
  const base = t.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (base === 'zh') return chinese(t.replace(/_/g, '-'));
  return PREFERRED[base] ?? LOCALES.find((l) => l.split('-')[0]?.toLowerCase() === base);
}

/**
 * Where a text is looked up, in order: the locale, its parent (`fr-CA` → `fr-FR`), the flow's
 * default language and its parent, then the source locale, which has every text.
 */
export function fallbackChain(locale: Locale, flowDefault?: Locale): Locale[] {
  const chain: Locale[] = [];
  const add = (l: Locale | undefined) => {
    for (let at = l; at !== undefined && !chain.includes(at); at = PARENT[at]) chain.push(at);
  };
  add(locale);
  add(flowDefault);
  add(SOURCE_LOCALE);
  return chain;
}
