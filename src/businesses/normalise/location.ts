// Keys for the location boost. Regions arrive as ISO 3166-2 codes (GLEIF), state names or
// abbreviations (user input), or counties (Companies House): all reduce to one folded key.
import { foldText } from './fold.js';

const US_STATES: Record<string, string> = {
  alabama: 'al',
  alaska: 'ak',
  arizona: 'az',
  arkansas: 'ar',
  california: 'ca',
  colorado: 'co',
  connecticut: 'ct',
  delaware: 'de',
  'district of columbia': 'dc',
  florida: 'fl',
  georgia: 'ga',
  hawaii: 'hi',
  idaho: 'id',
  illinois: 'il',
  indiana: 'in',
  iowa: 'ia',
  kansas: 'ks',
  kentucky: 'ky',
  louisiana: 'la',
  maine: 'me',
  maryland: 'md',
  massachusetts: 'ma',
  michigan: 'mi',
  minnesota: 'mn',
  mississippi: 'ms',
  missouri: 'mo',
  montana: 'mt',
  nebraska: 'ne',
  nevada: 'nv',
  'new hampshire': 'nh',
  'new jersey': 'nj',
  'new mexico': 'nm',
  'new york': 'ny',
  'north carolina': 'nc',
  'north dakota': 'nd',
  ohio: 'oh',
  oklahoma: 'ok',
  oregon: 'or',
  pennsylvania: 'pa',
  'rhode island': 'ri',
  'south carolina': 'sc',
  'south dakota': 'sd',
  tennessee: 'tn',
  texas: 'tx',
  utah: 'ut',
  vermont: 'vt',
  virginia: 'va',
  washington: 'wa',
  'west virginia': 'wv',
  wisconsin: 'wi',
  wyoming: 'wy',
  'puerto rico': 'pr',
  guam: 'gu',
};

export function regionKey(region: string, country: string): string {
  let r = region.trim();
  const iso = /^([A-Za-z]{2})-([A-Za-z0-9]{1,3})$/.exec(r);
  if (iso && iso[1]!.toUpperCase() === country) r = iso[2]!;
  const f = foldText(r);
  if (country === 'US') return US_STATES[f] ?? f;
  return f;
}

export function cityKey(city: string): string {
  return foldText(city);
}
