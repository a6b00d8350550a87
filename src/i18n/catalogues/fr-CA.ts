// French (Canada): fr-FR's texts (vous throughout) with Québec usage, as the Office québécois de la
// langue française recommends: courriel, not e-mail; téléverser is shared; numéro d’entreprise.
import type { RegionalCatalogue } from './types.js';

export const FR_CA: RegionalCatalogue = {
  'field.email': 'Saisissez une adresse courriel valide.',
  'identifier.wrongType':
    'Cela ressemble à {like, select, document {un numéro de passeport ou de carte d’identité} email {une adresse courriel} phone {un numéro de téléphone} other {un autre numéro : {other}}}. Saisissez le numéro {identifier} au format {format}.',
  'email.ignore': 'Si vous n’attendiez pas ce courriel, vous pouvez l’ignorer.',
  'page.kyb.number': 'Numéro d’entreprise {number}',
  'page.doc.usePhone': 'Utiliser plutôt mon cellulaire',
  'page.doc.scan': 'Balayez le code avec l’appareil photo de votre cellulaire, ou ouvrez-y cette adresse :',
  'page.doc.phoneDone': 'Cette page avancera d’elle-même quand votre cellulaire aura terminé.',
  'page.sms.sentToPhone': 'Nous avons envoyé un code à {length} chiffres sur votre cellulaire.',
};
