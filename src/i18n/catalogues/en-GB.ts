// English (United Kingdom): en-US's texts read well in British English as written (they avoid
// the spellings that differ); dates and numbers still follow the en-GB locale ("1 January 2000").
// The one difference is the usual British word for a mobile phone.
import type { RegionalCatalogue } from './types.js';

export const EN_GB: RegionalCatalogue = {
  'page.doc.usePhone': 'Use my mobile instead',
  'page.doc.scan': 'Scan the code with your mobile’s camera, or open this address on it:',
  'page.doc.phoneDone': 'This page moves on by itself when your mobile is done.',
};
