// The provider_kyb_search step of the hosted resume page: the user searches the business registry
// of the step's country as they type and picks their company, or says it is not listed when the
// step allows it. The server decides everything (the PrefillId's signature, age and country, what
// the pick prefills): the page only searches, lists what was found and submits the pick. Built with
// the DOM API only, every registry text set as textContent. Imported by page.ts.
import type { Answer, AutocompleteItem, KybSearchAnswerBody, StepOf } from './api.js';
import { problemOf, succeeded } from './api.js';
import { backButton, el, countryName } from './elements.js';
import { t } from './i18n.js';

// Searching once the user pauses rather than at every keystroke keeps a typed name to a few requests.
const DEBOUNCE_MS = 250;
// The search's own bounds on q (GET /kyb-search): 1 to 200 characters, not only blanks.
const MAX_QUERY = 200;
// The earlier pick is found again by its name: enough results that namesakes cannot push it out.
const KEEP_LIMIT = 50;

// The server's refusals of a pick (4008, by details[].reason) are worded for developers ("the
// PrefillId ..."); the person at the page is told what to do instead. Other reasons keep the
// server's message.
const REFUSALS: Readonly<Record<string, string>> = {
  expired: 'page.kyb.expired',
  invalid_prefill_id: 'page.kyb.invalid',
  unknown_business: 'page.kyb.unknown',
  wrong_country: 'page.kyb.wrongCountry',
  not_found_not_allowed: 'page.kyb.mustPick',
};

/** The answer to a pick, with the server's refusals worded for the end user (see REFUSALS). */
export function kybAnswer<T>(answer: Answer<T>): Answer<T> {
  const problem = problemOf(answer);
  const { code, details } = problem;
  if (code !== 4008 || !Array.isArray(details)) return answer;
  const worded = details.map((d) => {
    const key = REFUSALS[d.reason];
    return key ? { ...d, message: t(key) } : d;
  });
  return {
    ...answer,
    body: { ...problem, code, message: problem.message ?? '', summary: t('page.kyb.notPicked'), details: worded },
  };
}

/** The company's lines: name, registration number, where it is (the one-line address, else the city). */
function companyLines(
  name: string,
  number: string | undefined,
  address: string | undefined,
  city: string | undefined,
): Array<HTMLSpanElement | null> {
  const where = address || city;
  return [
    el('span', { class: 'kyb-name', text: name }),
    number ? el('span', { class: 'kyb-number', text: t('page.kyb.number', { number }) }) : null,
    where ? el('span', { class: 'kyb-address', text: where }) : null,
  ];
}

/** A pick: a search result's PrefillId, or that the business is not listed. */
export type KybPickBody = { PrefillId: string } | { notFound: true };

/** What the step needs from the page around it (see kybSearchForm). */
export interface KybPage {
  search(params: URLSearchParams): Promise<Answer<KybSearchAnswerBody>>;
  submit(form: HTMLFormElement, body: KybPickBody): Promise<void>;
  goBack: (() => unknown) | undefined;
  takeOver(answer: Answer<unknown>): boolean;
}

/**
 * The step as a form. `page` is what it needs from the page around it:
 * - `search(params)`: GET the step's searchPath with these query parameters; resolves to an answer
 *   `{status, body}`.
 * - `submit(form, body)`: submits the body to the step and handles the answer, passed through
 *   kybAnswer (the next step, or the server's errors on this form).
 * - `goBack`: only when the step can go back.
 * - `takeOver(answer)`: true when a failed search's answer has replaced the page (the link
 *   expired, or the run is no longer on this step).
 */
export function kybSearchForm(step: StepOf<'provider_kyb_search'>, page: KybPage): HTMLFormElement {
  const input = el('input', {
    id: 'kyb-q',
    name: 'q',
    type: 'search',
    maxlength: String(MAX_QUERY),
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'kyb-q-help kyb-q-error',
    'aria-controls': 'kyb-results',
  });
  const status = el('p', { class: 'kyb-status', id: 'kyb-status', role: 'status' });
  const list = el('ul', { class: 'kyb-results', id: 'kyb-results', 'aria-label': t('page.kyb.results') });
  const formError = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
  const selected = step.selected;
  const keep = selected
    ? el('button', {
        type: 'button',
        class: 'primary',
        text: t('page.kyb.pick'),
        'data-action': 'keep',
        onclick: () => keepEarlier(),
      })
    : null;
  const notListed = step.allowNotFound
    ? el('button', {
        type: 'button',
        class: 'secondary',
        text: t('page.kyb.notListed'),
        'data-action': 'not-found',
        onclick: () => pick({ notFound: true }),
      })
    : null;
  const back = backButton(page.goBack);

  const form = el(
    'form',
    { novalidate: true, 'data-step': step.id, 'data-kind': 'provider_kyb_search' },
    el('h1', { text: step.title || t('page.kyb.title') }),
    el('p', {
      class: 'subtitle',
      text: t('page.kyb.intro', { country: countryName(step.country) }),
    }),
    selected
      ? el(
          'section',
          { class: 'kyb-selected', 'aria-labelledby': 'kyb-selected-title', 'data-provider-id': selected.providerId },
          el('h2', { id: 'kyb-selected-title', text: t('page.kyb.earlier') }),
          el(
            'p',
            { class: 'kyb-company' },
            ...companyLines(selected.name, selected.registrationNumber, selected.address, selected.city),
          ),
          el('div', { class: 'actions' }, keep),
          el('p', { class: 'help', text: t('page.kyb.orSearch') }),
        )
      : null,
    el(
      'div',
      { class: 'field', 'data-field': 'q', 'data-kind': 'kyb_query' },
      el('label', { for: 'kyb-q', text: selected ? t('page.kyb.searchAnother') : t('page.kyb.name') }),
      input,
      el('p', { class: 'help', id: 'kyb-q-help', text: t('page.kyb.help') }),
      // Where the server's refusal of a pick lands (4008 on PrefillId: expired, no longer listed, ...).
      el('p', { class: 'field-error', id: 'kyb-q-error', role: 'alert', 'data-error-for': 'PrefillId' }),
    ),
    status,
    list,
    formError,
    el('div', { class: 'actions' }, back, notListed),
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  // Answers can overtake each other: only the latest search may fill the list.
  let latest = 0;

  function setStatus(text: string, state: string | undefined): void {
    status.textContent = text;
    status.classList.toggle('error', state === 'error');
    if (state) form.dataset.search = state;
    else delete form.dataset.search;
  }

  function result(item: AutocompleteItem): HTMLLIElement {
    const earlier = selected && item.ProviderID === selected.providerId;
    const button = el(
      'button',
      { type: 'button', class: 'kyb-result', 'data-action': 'pick', 'data-provider-id': item.ProviderID },
      ...companyLines(item.CompanyName, item.BusinessRegistrationNumber, item.Address, item.City),
      earlier ? el('span', { class: 'kyb-tag', text: t('page.kyb.earlier') }) : null,
    );
    button.addEventListener('click', () => void pick({ PrefillId: item.PrefillId }));
    return el('li', {}, button);
  }

  async function search(): Promise<void> {
    clearTimeout(timer);
    if (!form.isConnected) return;
    const seq = ++latest;
    // Leading blanks mean nothing; a trailing space does (it completes the last word).
    const q = input.value.replace(/^\s+/, '').slice(0, MAX_QUERY);
    if (q.trim() === '') {
      list.replaceChildren();
      setStatus('', undefined);
      return;
    }
    setStatus(t('page.kyb.searching'), 'loading');
    const answer = await page.search(new URLSearchParams({ q }));
    if (seq !== latest || !form.isConnected) return;
    if (answer.status !== 200 || !succeeded(answer)) {
      if (page.takeOver(answer)) return;
      list.replaceChildren();
      setStatus(problemOf(answer).message || t('page.kyb.failed'), 'error');
      return;
    }
    const results = Array.isArray(answer.body.results) ? answer.body.results : [];
    list.replaceChildren(...results.map(result));
    if (results.length === 0) setStatus(t('page.kyb.none', { query: q.trim() }), 'empty');
    // "Companies found: 3" rather than a sentence: the page has no plural rules (no ICU runtime).
    else setStatus(t('page.kyb.count', { count: results.length }), 'done');
  }

  async function pick(body: KybPickBody): Promise<void> {
    formError.textContent = '';
    await page.submit(form, body);
    // Still here: the server refused it (an expired PrefillId, say). Fresh results carry fresh PrefillIds.
    if (form.isConnected && input.value.trim() !== '') await search();
  }

  // A PrefillId is short-lived and not part of the stored pick, so the earlier company is found
  // again by its name and submitted with the fresh PrefillId of the same registry record.
  async function keepEarlier(): Promise<void> {
    if (!keep || !selected) return;
    keep.disabled = true;
    const answer = await page.search(
      new URLSearchParams({ q: selected.name.slice(0, MAX_QUERY), limit: String(KEEP_LIMIT) }),
    );
    if (!form.isConnected) return;
    keep.disabled = false;
    if (answer.status !== 200 && page.takeOver(answer)) return;
    const again =
      answer.status === 200 && succeeded(answer) && Array.isArray(answer.body.results)
        ? answer.body.results.find((r) => r.ProviderID === selected.providerId)
        : undefined;
    if (!again) {
      formError.textContent =
        answer.status === 200 ? t('page.kyb.gone') : problemOf(answer).message || t('page.kyb.failed');
      return;
    }
    await pick({ PrefillId: again.PrefillId });
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), DEBOUNCE_MS);
  });
  // Enter searches at once instead of submitting anything: a pick is always a button.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search();
  });
  return form;
}
