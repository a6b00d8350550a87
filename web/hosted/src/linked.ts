// The hosted page across runs (docs/connected-flows.md): the banner over a connected run's steps,
// the message while a business run waits for its owners, and the offer to start the subsequent
// flow an END names. DOM API only, every server text set as textContent. Imported by page.ts.
import type { Answer, StepOf, SubsequentAnswerBody } from './api.js';
import { problemOf, succeeded } from './api.js';
import { el } from './elements.js';
import { t } from './i18n.js';

type Owners = NonNullable<StepOf<'pending'>['owners']>;

/** Shown above every step of a connected run, so the person knows this step belongs to another. */
export function linkedBanner(title: string | null): HTMLParagraphElement {
  return el(
    'p',
    { class: 'linked-banner', role: 'note', 'data-linked': '' },
    el('strong', { text: t('page.linked.label') }),
    title ? el('span', { text: title }) : null,
  );
}

const OWNER_STATES: ReadonlySet<string> = new Set(['not_started', 'in_progress', 'finished', 'abandoned']);

/**
 * A business run waiting for its owners (days, not seconds): who was invited and how far each
 * has got, when the answer says (`owners` arrives once the invitations are made).
 */
export function ownersWaiting(owners: Owners | undefined): HTMLElement {
  const list =
    owners && Array.isArray(owners.owners) && owners.owners.length > 0
      ? el(
          'ul',
          { class: 'owners-progress' },
          ...owners.owners.map((o) =>
            el(
              'li',
              { 'data-owner-state': OWNER_STATES.has(o.state) ? o.state : 'unknown' },
              el('span', { class: 'owner-name', text: o.name }),
              el('span', {
                class: 'owner-state',
                text: OWNER_STATES.has(o.state) ? t(`page.owners.state.${o.state}`) : o.state,
              }),
            ),
          ),
        )
      : null;
  return el(
    'section',
    { class: 'notice', 'data-state': 'pending', 'data-waiting-for': 'owners' },
    el('h1', { text: t('page.owners.title') }),
    el('p', { text: t('page.owners.text') }),
    owners
      ? el('p', {
          class: 'owners-count',
          text: t('page.owners.progress', { finished: owners.finished, invited: owners.invited }),
        })
      : null,
    list,
    el('div', { class: 'spinner', 'aria-hidden': 'true' }),
  );
}

/**
 * The END's offer to go on to the subsequent flow. `start()` resolves to the resume API's answer
 * (a resume token of the new run), `open(token)` goes there; `takeOver(answer)` lets the page
 * handle answers that end the run (an expired or revoked link).
 */
export function subsequentOffer({
  start,
  open,
  takeOver,
}: {
  start: () => Promise<Answer<SubsequentAnswerBody>>;
  open: (token: string) => void;
  takeOver: (answer: Answer<unknown>) => boolean;
}): HTMLDivElement {
  const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
  const button = el('button', {
    type: 'button',
    class: 'primary',
    text: t('page.subsequent.start'),
    'data-action': 'subsequent',
  });
  button.addEventListener('click', () => void begin());
  async function begin(): Promise<void> {
    button.disabled = true;
    status.textContent = '';
    const answer = await start();
    if (answer.status === 200 && succeeded(answer) && typeof answer.body.token === 'string') {
      open(answer.body.token);
      return;
    }
    if (takeOver(answer)) return;
    // 4102: used already (another tab) or expired; nothing to retry then.
    const spent = problemOf(answer).code === 4102;
    status.textContent = spent ? t('page.subsequent.unavailable') : t('page.error.generic');
    button.disabled = spent;
  }
  return el(
    'div',
    { class: 'subsequent', 'data-subsequent': '' },
    el('p', { text: t('page.subsequent.text') }),
    status,
    el('p', {}, button),
  );
}
