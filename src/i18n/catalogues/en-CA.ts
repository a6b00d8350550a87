// English (Canada): en-US's texts as written, formatted for the en-CA locale; Canadians say
// "cell phone" where the page names the phone as a device.
import type { RegionalCatalogue } from './types.js';

export const EN_CA: RegionalCatalogue = {
  'page.doc.usePhone': 'Use my cell phone instead',
  'page.doc.phoneDone': 'This page moves on by itself when your cell phone is done.',
};
