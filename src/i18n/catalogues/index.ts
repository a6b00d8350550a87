// Every locale's catalogue. Regional variants (locales.ts PARENT) hold only what differs from
// their parent; every other catalogue is complete, which its type enforces.
import type { Locale } from '../locales.js';
import type { Catalogue } from './types.js';
import { AR } from './ar.js';
import { BG } from './bg.js';
import { BN } from './bn.js';
import { CS } from './cs.js';
import { DA } from './da.js';
import { DE_DE } from './de-DE.js';
import { EL } from './el.js';
import { EN_CA } from './en-CA.js';
import { EN_GB } from './en-GB.js';
import { EN_US } from './en-US.js';
import { ES_ES } from './es-ES.js';
import { ES_MX } from './es-MX.js';
import { ET } from './et.js';
import { FI } from './fi.js';
import { FR_CA } from './fr-CA.js';
import { FR_FR } from './fr-FR.js';
import { GU } from './gu.js';
import { HE } from './he.js';
import { HI } from './hi.js';
import { HU } from './hu.js';
import { ID } from './id.js';
import { IT_IT } from './it-IT.js';
import { JA } from './ja.js';
import { KN } from './kn.js';
import { KO } from './ko.js';
import { LT } from './lt.js';
import { ML } from './ml.js';
import { MR } from './mr.js';
import { NL_NL } from './nl-NL.js';
import { NO } from './no.js';
import { PL } from './pl.js';
import { PT_BR } from './pt-BR.js';
import { PT_PT } from './pt-PT.js';
import { RO } from './ro.js';
import { RU } from './ru.js';
import { SK } from './sk.js';
import { SL } from './sl.js';
import { SV } from './sv.js';
import { TA } from './ta.js';
import { TE } from './te.js';
import { TH } from './th.js';
import { TR } from './tr.js';
import { UK } from './uk.js';
import { VI } from './vi.js';
import { ZH_HANS_CN } from './zh-Hans-CN.js';
import { ZH_HANT_TW } from './zh-Hant-TW.js';
import { ZH_HK } from './zh-HK.js';

export type { Catalogue, RegionalCatalogue } from './types.js';

export const CATALOGUES: Readonly<Record<Locale, Partial<Catalogue>>> = {
  ar: AR,
  bg: BG,
  bn: BN,
  cs: CS,
  da: DA,
  'de-DE': DE_DE,
  el: EL,
  'en-CA': EN_CA,
  'en-GB': EN_GB,
  'en-US': EN_US,
  'es-ES': ES_ES,
  'es-MX': ES_MX,
  et: ET,
  fi: FI,
  'fr-CA': FR_CA,
  'fr-FR': FR_FR,
  gu: GU,
  he: HE,
  hi: HI,
  hu: HU,
  id: ID,
  'it-IT': IT_IT,
  ja: JA,
  kn: KN,
  ko: KO,
  lt: LT,
  ml: ML,
  mr: MR,
  'nl-NL': NL_NL,
  no: NO,
  pl: PL,
  'pt-BR': PT_BR,
  'pt-PT': PT_PT,
  ro: RO,
  ru: RU,
  sk: SK,
  sl: SL,
  sv: SV,
  ta: TA,
  te: TE,
  th: TH,
  tr: TR,
  uk: UK,
  vi: VI,
  'zh-Hans-CN': ZH_HANS_CN,
  'zh-Hant-TW': ZH_HANT_TW,
  'zh-HK': ZH_HK,
};
