// Person-name candidates in article text, for adverse-media items that do not list their
// subjects: runs of two to four capitalised words, allowing lower-case name particles inside.
// Deliberately simple; feeds that know their subjects should send the "subjects" field.

const PARTICLE = /^(al|el|bin|ibn|ben|de|da|di|del|van|von|der|la|le|dos|das)$/;
const STOP = new Set([
  'The',
  'A',
  'An',
  'In',
  'On',
  'At',
  'By',
  'For',
  'Of',
  'And',
  'But',
  'Mr',
  'Mrs',
  'Ms',
  'Dr',
  'According',
  'After',
  'Before',
  'During',
  'Police',
  'Court',
  'Prosecutors',
  'Officials',
  'Authorities',
  'Ministry',
  'Department',
  'Company',
  'Bank',
  'Group',
  'City',
  'Republic',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);

export function extractPersonNames(text: string): string[] {
  const words = text.split(/\s+/);
  const found = new Set<string>();
  let run: string[] = [];
  const flush = (): void => {
    while (run.length > 0 && PARTICLE.test(run[run.length - 1] as string)) run.pop();
    if (run.length >= 2 && run.length <= 4) found.add(run.join(' '));
    run = [];
  };
  for (const raw of words) {
    const endsClause = /[.,;:!?)"]$/.test(raw);
    const w = raw.replace(/^[("'“]+|[.,;:!?)"'”]+$/g, '').replace(/'s$/, '');
    const cap = /^\p{Lu}[\p{L}'-]*$/u.test(w) && !STOP.has(w);
    if (cap || (run.length > 0 && PARTICLE.test(w))) run.push(w);
    else flush();
    if (endsClause) flush();
  }
  flush();
  return [...found];
}
