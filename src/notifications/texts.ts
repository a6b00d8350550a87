/**
 * The notification e-mail's texts, in the languages Onward ships them in. A flow language
 * (x-hf-language code) picks its exact entry, else its base language (`fr-CA` → `fr`), else
 * English. Two kinds: an invitation for a lead who has not started, a resume reminder for one
 * in progress.
 */
import type { Language } from '../flows/document/constants.js';
import { escapeHtml } from '../lib/html.js';

interface Catalogue {
  hello: string;
  startSubject: string;
  resumeSubject: string;
  startIntro: string;
  resumeIntro: string;
  startAction: string;
  resumeAction: string;
  validUntil: string;
  ignore: string;
}

// {flow} is the flow's name, {date} the link's expiry.
// The fallback for every language without a catalogue, so named on its own: it is never missing.
const ENGLISH: Catalogue = {
  hello: 'Hello',
  startSubject: 'Your invitation: {flow}',
  resumeSubject: 'Continue where you left off: {flow}',
  startIntro: 'You are invited to complete "{flow}". Open this link to start:',
  resumeIntro: 'You can continue "{flow}" where you left off. Open this link:',
  startAction: 'Start',
  resumeAction: 'Continue',
  validUntil: 'This link is valid until {date}.',
  ignore: 'If you were not expecting this e-mail, you can ignore it.',
};

const CATALOGUES: Record<string, Catalogue> = {
  en: ENGLISH,
  fr: {
    hello: 'Bonjour',
    startSubject: 'Votre invitation : {flow}',
    resumeSubject: 'Reprenez là où vous vous êtes arrêté : {flow}',
    startIntro: 'Vous êtes invité à remplir « {flow} ». Ouvrez ce lien pour commencer :',
    resumeIntro: 'Vous pouvez reprendre « {flow} » là où vous vous êtes arrêté. Ouvrez ce lien :',
    startAction: 'Commencer',
    resumeAction: 'Reprendre',
    validUntil: 'Ce lien est valable jusqu’au {date}.',
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
  de: {
    hello: 'Hallo',
    startSubject: 'Ihre Einladung: {flow}',
    resumeSubject: 'Machen Sie dort weiter, wo Sie aufgehört haben: {flow}',
    startIntro: 'Sie sind eingeladen, „{flow}“ auszufüllen. Öffnen Sie diesen Link, um zu beginnen:',
    resumeIntro: 'Sie können „{flow}“ dort fortsetzen, wo Sie aufgehört haben. Öffnen Sie diesen Link:',
    startAction: 'Beginnen',
    resumeAction: 'Fortsetzen',
    validUntil: 'Dieser Link ist gültig bis {date}.',
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  es: {
    hello: 'Hola',
    startSubject: 'Su invitación: {flow}',
    resumeSubject: 'Continúe donde lo dejó: {flow}',
    startIntro: 'Le invitamos a completar «{flow}». Abra este enlace para empezar:',
    resumeIntro: 'Puede continuar «{flow}» donde lo dejó. Abra este enlace:',
    startAction: 'Empezar',
    resumeAction: 'Continuar',
    validUntil: 'Este enlace es válido hasta el {date}.',
    ignore: 'Si no esperaba este correo electrónico, puede ignorarlo.',
  },
  it: {
    hello: 'Buongiorno',
    startSubject: 'Il suo invito: {flow}',
    resumeSubject: 'Riprenda da dove si era interrotto: {flow}',
    startIntro: 'La invitiamo a completare «{flow}». Apra questo link per iniziare:',
    resumeIntro: 'Può riprendere «{flow}» da dove si era interrotto. Apra questo link:',
    startAction: 'Inizia',
    resumeAction: 'Continua',
    validUntil: 'Questo link è valido fino al {date}.',
    ignore: 'Se non si aspettava questa e-mail, può ignorarla.',
  },
  nl: {
    hello: 'Hallo',
    startSubject: 'Uw uitnodiging: {flow}',
    resumeSubject: 'Ga verder waar u gebleven was: {flow}',
    startIntro: 'U bent uitgenodigd om "{flow}" in te vullen. Open deze link om te beginnen:',
    resumeIntro: 'U kunt verdergaan met "{flow}" waar u gebleven was. Open deze link:',
    startAction: 'Beginnen',
    resumeAction: 'Verdergaan',
    validUntil: 'Deze link is geldig tot {date}.',
    ignore: 'Als u deze e-mail niet verwachtte, kunt u hem negeren.',
  },
  pt: {
    hello: 'Olá',
    startSubject: 'O seu convite: {flow}',
    resumeSubject: 'Continue de onde parou: {flow}',
    startIntro: 'Está convidado a preencher "{flow}". Abra este link para começar:',
    resumeIntro: 'Pode continuar "{flow}" de onde parou. Abra este link:',
    startAction: 'Começar',
    resumeAction: 'Continuar',
    validUntil: 'Este link é válido até {date}.',
    ignore: 'Se não esperava este e-mail, pode ignorá-lo.',
  },
  sv: {
    hello: 'Hej',
    startSubject: 'Din inbjudan: {flow}',
    resumeSubject: 'Fortsätt där du slutade: {flow}',
    startIntro: 'Du är inbjuden att fylla i "{flow}". Öppna den här länken för att börja:',
    resumeIntro: 'Du kan fortsätta med "{flow}" där du slutade. Öppna den här länken:',
    startAction: 'Börja',
    resumeAction: 'Fortsätt',
    validUntil: 'Länken är giltig till {date}.',
    ignore: 'Om du inte väntade dig det här e-postmeddelandet kan du ignorera det.',
  },
  da: {
    hello: 'Hej',
    startSubject: 'Din invitation: {flow}',
    resumeSubject: 'Fortsæt, hvor du slap: {flow}',
    startIntro: 'Du er inviteret til at udfylde "{flow}". Åbn dette link for at begynde:',
    resumeIntro: 'Du kan fortsætte med "{flow}", hvor du slap. Åbn dette link:',
    startAction: 'Begynd',
    resumeAction: 'Fortsæt',
    validUntil: 'Linket er gyldigt indtil {date}.',
    ignore: 'Hvis du ikke forventede denne e-mail, kan du se bort fra den.',
  },
  no: {
    hello: 'Hei',
    startSubject: 'Din invitasjon: {flow}',
    resumeSubject: 'Fortsett der du slapp: {flow}',
    startIntro: 'Du er invitert til å fylle ut «{flow}». Åpne denne lenken for å begynne:',
    resumeIntro: 'Du kan fortsette med «{flow}» der du slapp. Åpne denne lenken:',
    startAction: 'Begynn',
    resumeAction: 'Fortsett',
    validUntil: 'Lenken er gyldig til {date}.',
    ignore: 'Hvis du ikke ventet denne e-posten, kan du se bort fra den.',
  },
  fi: {
    hello: 'Hei',
    startSubject: 'Kutsusi: {flow}',
    resumeSubject: 'Jatka siitä, mihin jäit: {flow}',
    startIntro: 'Sinut on kutsuttu täyttämään ”{flow}”. Aloita avaamalla tämä linkki:',
    resumeIntro: 'Voit jatkaa lomaketta ”{flow}” siitä, mihin jäit. Avaa tämä linkki:',
    startAction: 'Aloita',
    resumeAction: 'Jatka',
    validUntil: 'Linkki on voimassa {date} asti.',
    ignore: 'Jos et odottanut tätä sähköpostia, voit jättää sen huomiotta.',
  },
  pl: {
    hello: 'Dzień dobry',
    startSubject: 'Zaproszenie: {flow}',
    resumeSubject: 'Kontynuuj od miejsca, w którym przerwano: {flow}',
    startIntro: 'Zapraszamy do wypełnienia „{flow}”. Otwórz ten link, aby rozpocząć:',
    resumeIntro: 'Możesz kontynuować „{flow}” od miejsca, w którym przerwano. Otwórz ten link:',
    startAction: 'Rozpocznij',
    resumeAction: 'Kontynuuj',
    validUntil: 'Link jest ważny do {date}.',
    ignore: 'Jeśli nie spodziewano się tej wiadomości, można ją zignorować.',
  },
};

/** The catalogue key a language uses: exact, then base language, then English. */
export function catalogueLanguage(language: Language): string {
  if (Object.hasOwn(CATALOGUES, language)) return language;
  const base = language.split('-')[0] ?? '';
  return Object.hasOwn(CATALOGUES, base) ? base : 'en';
}

export interface NotificationContent {
  language: Language;
  kind: 'start' | 'resume';
  flowName: string;
  url: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The lead's first name when the run holds one. */
  firstName?: string | undefined;
}

// Replacements are functions: a flow name such as `$&` must not be read as a replacement pattern.
// A flow name is free text: it must not break the subject line or the layout.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function formatExpiry(language: Language, expiresAt: number): string {
  const date = new Date(expiresAt * 1000);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' };
  try {
    return `${new Intl.DateTimeFormat(language, options).format(date)} UTC`;
  } catch {
    return `${new Intl.DateTimeFormat('en', options).format(date)} UTC`;
  }
}

export function composeNotification(c: NotificationContent): { subject: string; text: string; html: string } {
  const t = CATALOGUES[catalogueLanguage(c.language)] ?? ENGLISH;
  const flow = oneLine(c.flowName);
  const name = c.firstName ? oneLine(c.firstName) : '';
  const fill = (s: string, escape: (x: string) => string) =>
    s.replace('{flow}', () => escape(flow)).replace('{date}', () => escape(formatExpiry(c.language, c.expiresAt)));
  const start = c.kind === 'start';
  const greeting = name ? `${t.hello} ${name},` : `${t.hello},`;
  const intro = start ? t.startIntro : t.resumeIntro;
  const action = start ? t.startAction : t.resumeAction;
  const text = [greeting, '', fill(intro, String), c.url, '', fill(t.validUntil, String), '', t.ignore, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(c.language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${fill(escapeHtml(intro), escapeHtml)}</p>`,
    `<p><a href="${escapeHtml(c.url)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:90%">${escapeHtml(c.url)}</p>`,
    `<p>${fill(escapeHtml(t.validUntil), escapeHtml)}</p>`,
    `<p style="color:#666;font-size:90%">${escapeHtml(t.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: fill(start ? t.startSubject : t.resumeSubject, String), text, html };
}
