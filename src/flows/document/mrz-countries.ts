// Country codes as machine-readable zones write them: ISO 3166-1 alpha-3 plus ICAO 9303-3 §5's own
// codes. Here, with the flow document, so publication can check a provider_doc_v node's issuing
// countries with the same table the verifier reads documents with (src/verification/document).
import countries from 'i18n-iso-countries';

/** ICAO's own codes, each with the alpha-3 it stands for (itself when it is no ISO country). */
export const ICAO_COUNTRY_CODES: ReadonlyMap<string, string> = new Map([
  ['D', 'DEU'], // Germany writes `D<<` rather than `DEU`
  ['GBD', 'GBR'],
  ['GBN', 'GBR'],
  ['GBO', 'GBR'],
  ['GBP', 'GBR'],
  ['GBS', 'GBR'],
  ['UTO', 'UTO'], // Utopia, ICAO's specimen state
  ['EUE', 'EUE'],
  ['UNO', 'UNO'],
  ['UNA', 'UNA'],
  ['UNK', 'UNK'],
  ['XOM', 'XOM'],
  ['XCC', 'XCC'],
  ['XPO', 'XPO'],
  ['XES', 'XES'],
  ['XMP', 'XMP'],
  ['XXA', 'XXA'],
  ['XXB', 'XXB'],
  ['XXC', 'XXC'],
  ['XXX', 'XXX'],
  ['RKS', 'RKS'], // Kosovo
]);

const ISO3 = new Set(Object.keys(countries.getAlpha3Codes()));

/** Whether `code` (upper case, no fillers) is an ISO alpha-3 code or one of ICAO's own. */
export function isMrzCountryCode(code: string): boolean {
  return ISO3.has(code) || ICAO_COUNTRY_CODES.has(code);
}
