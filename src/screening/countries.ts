// Country names and codes as the lists write them, folded to ISO 3166-1 alpha-2 so that
// nationality evidence can be compared across lists and with the query's Country.
import countries from 'i18n-iso-countries';

// Names the lists use that the ISO tables do not know, or know under another name.
const ALIASES: Readonly<Record<string, string>> = {
  burma: 'MM',
  'korea north': 'KP',
  'north korea': 'KP',
  'korea south': 'KR',
  'south korea': 'KR',
  'democratic peoples republic of korea': 'KP',
  russia: 'RU',
  syria: 'SY',
  iran: 'IR',
  laos: 'LA',
  'west bank': 'PS',
  gaza: 'PS',
  'palestinian territories': 'PS',
  palestine: 'PS',
  kosovo: 'XK',
  'cote d ivoire': 'CI',
  'ivory coast': 'CI',
  'united states': 'US',
  usa: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  'czech republic': 'CZ',
  macedonia: 'MK',
  'the bahamas': 'BS',
  'the gambia': 'GM',
  'congo democratic republic of the': 'CD',
  'congo republic of the': 'CG',
  'democratic republic of the congo': 'CD',
  bolivia: 'BO',
  venezuela: 'VE',
  tanzania: 'TZ',
  vietnam: 'VN',
  'viet nam': 'VN',
  moldova: 'MD',
  taiwan: 'TW',
  'cabo verde': 'CV',
  'cape verde': 'CV',
  'timor leste': 'TL',
  'east timor': 'TL',
  turkiye: 'TR',
  turkey: 'TR',
  'region crimea': 'UA',
  'soviet union': 'RU',
  ussr: 'RU',
  yugoslavia: 'RS',
};

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const names = countries.getNames('en', { select: 'all' });
  for (const [code, list] of Object.entries(names)) for (const n of list) m.set(fold(n), code);
  for (const [n, code] of Object.entries(ALIASES)) m.set(n, code);
  return m;
})();

// Codes of the country names met so far: a list writes the same few dozen names thousands of
// times (OFAC's "nationality Iran"), and folding one (NFD, three patterns) costs more than the
// lookup. Bounded, since queries bring names too.
const byValue = new Map<string, string | undefined>();
const BY_VALUE_MAX = 4096;

function byName(v: string): string | undefined {
  if (byValue.has(v)) return byValue.get(v);
  const code = BY_NAME.get(fold(v));
  if (byValue.size < BY_VALUE_MAX) byValue.set(v, code);
  return code;
}

/** Alpha-2 code of a country name or code; undefined when unknown. */
export function toAlpha2(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v)) {
    const code = v.toUpperCase();
    return countries.isValid(code) || code === 'XK' ? code : undefined;
  }
  if (/^[A-Za-z]{3}$/.test(v) && countries.isValid(v.toUpperCase())) return countries.alpha3ToAlpha2(v.toUpperCase());
  return byName(v);
}

/** English display name of an alpha-2 code (for result items). */
export function countryName(code: string): string {
  return countries.getName(code, 'en') ?? code;
}
