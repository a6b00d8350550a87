// The built-in provider_electronic_id step of the hosted resume page: one button that starts the
// login at the person's electronic ID provider (the resume API answers the provider's URL) and
// sends the browser there; the provider's callback brings it back to this page with ?eid=verified
// or ?eid=denied. The server verifies everything; the page only starts and shows. DOM API only,
// every server text set as textContent. Imported by page.ts.
import type { Answer, EidStartAnswerBody, StepOf } from './api.js';
import { problemOf, succeeded } from './api.js';
import { backButton, el } from './elements.js';
import { t } from './i18n.js';

// What the person is told about a start that failed, by the server's code; others keep its message.
const START_FAILURES: Readonly<Record<number, string>> = { 6505: 'page.eid.unreachable', 4206: 'page.eid.unavailable' };

type EidStep = StepOf<'provider_electronic_id'>;

/** What the page hands the step: see eidStep. */
export interface EidPage {
  start: () => Promise<Answer<EidStartAnswerBody>>;
  takeOver: (answer: Answer<unknown>) => boolean;
  goBack: (() => unknown) | undefined;
}

/** Whether the step can be started from this page: a built-in step with a same-origin start path. */
export function canStartEid(step: EidStep): step is EidStep & { startPath: string } {
  return step.provider === 'builtin' && /^\/(?!\/)/.test(step.startPath || '');
}

/**
 * The step's section. `start()` resolves to the resume API's answer; `takeOver(answer)` lets the page
 * handle answers that end the run (expired link, finished); `goBack` when the step allows it.
 */
export function eidStep(step: EidStep, { start, takeOver, goBack }: EidPage): HTMLElement {
  const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
  if (step.status === 'denied') {
    const reason = step.error?.description;
    status.textContent = reason ? t('page.eid.deniedWhy', { reason }) : t('page.eid.denied');
  }
  const button = el('button', {
    type: 'button',
    class: 'primary',
    text: step.status === 'denied' ? t('page.tryAgain') : t('page.eid.start'),
    'data-action': 'eid-start',
  });
  button.addEventListener('click', () => void begin());
  async function begin(): Promise<void> {
    button.disabled = true;
    status.textContent = '';
    const answer = await start();
    const url = answer.status === 200 && succeeded(answer) ? answer.body.authorizationUrl : undefined;
    if (typeof url === 'string' && /^https?:\/\//.test(url)) {
      location.assign(url);
      return;
    }
    if (takeOver(answer)) return;
    const { code, message } = problemOf(answer);
    const failure = code === undefined ? undefined : START_FAILURES[code];
    status.textContent = failure ? t(failure) : message || t('page.error.generic');
    button.disabled = false;
  }
  const back = backButton(goBack);
  return el(
    'section',
    { class: 'eid-step', 'data-step': step.id, 'data-eid-status': step.status },
    el('h1', { text: step.title || t('page.eid.title') }),
    el('p', { class: 'subtitle', text: t('page.eid.intro') }),
    status,
    el('div', { class: 'actions' }, back, button),
  );
}

/** The line shown above the next step after a verified login (?eid=verified on return). */
export function eidVerifiedNote(): HTMLParagraphElement {
  return el('p', { class: 'eid-note', role: 'status', text: t('page.eid.verified') });
}
