// The hosted resume page: runs one flow session for its end user. TypeScript bundled by Vite at
// `npm run build` (web/hosted/vite.config.ts) into one script, served by the project
// (src/http/resume-links/page.ts) under a strict CSP, so it builds every node with the DOM API (no
// innerHTML) and never evaluates server text as markup. The step answers it renders are typed from
// the server's own definitions (api.ts).
// It talks only to the resume API (GET step, POST submit, GET back, and a provider_kyb_search
// step's search) with the link's token as its bearer token; the token never goes into a request URL.
// A flow_connector step hands the person to a connected run: the page asks for that run's own
// resume token (linked.ts) and runs it the same way, under a "linked step" banner, then comes back.
import './page.css';
import type {
  Answer,
  CaptureCodeAnswerBody,
  ConnectedAnswerBody,
  EidStartAnswerBody,
  KybSearchAnswerBody,
  Problem,
  ProblemDetail,
  ResumeView,
  StepOf,
  SubsequentAnswerBody,
  UploadAnswerBody,
} from './api.js';
import { problemOf, succeeded } from './api.js';
import { backButton, configureUploads, el, field, ownerErrorKey, visible } from './elements.js';
import { kybAnswer, kybSearchForm } from './kyb.js';
import { canStartEid, eidStep, eidVerifiedNote } from './eid.js';
import { documentForm, type Prepared } from './document.js';
import { ocrForm } from './ocr.js';
import { language, languages, t } from './i18n.js';
import { linkedBanner, ownersWaiting, subsequentOffer } from './linked.js';

/** A run the page is in: its resume token, the flow_connector step's title, whether that step could go back. */
interface Run {
  token: string;
  title: string | null;
  parentCanGoBack: boolean;
}

/** How an answer that ends the run on this page is shown: [title, text, state]. */
type Final = [title: string, text: string, state: string];

(function main() {
  const root = document.getElementById('app');
  if (!root) return;
  const app: HTMLElement = root;
  const token = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');
  // The runs the page is in: the link's own, then each connected run a flow_connector step handed
  // the person to (its resume token, the step's title, and whether that step could go back).
  // Every request uses the innermost run's token; nothing of it outlives the page (a reload starts
  // at the link's run, whose flow_connector step hands over again).
  const runs: Run[] = [{ token, title: null, parentCanGoBack: false }];
  const current = (): Run => runs[runs.length - 1] ?? { token, title: null, parentCanGoBack: false };
  // Back on the first step of a connected run leaves it: the link's run goes back from its step.
  let backLeavesRun = false;
  let busy = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  // Back from the electronic ID provider (?eid=verified|denied): said once, and dropped from the address.
  const eidReturn = new URLSearchParams(location.search).get('eid');
  if (eidReturn) {
    const clean = new URL(location.href);
    clean.searchParams.delete('eid');
    history.replaceState(null, '', clean.href);
  }

  // ---------- API ----------
  function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    return request<T>(method, `api/${path}`, body);
  }
  // A path the server names (a step's searchPath is absolute), under whatever prefix a proxy puts
  // in front of /resume/ (ONWARD_PUBLIC_URL), as the page's own relative paths are.
  function serverUrl(path: string): string {
    const at = location.pathname.lastIndexOf('/resume/');
    return `${at > 0 ? location.pathname.slice(0, at) : ''}${path}`;
  }
  // `credentials`: only the eID start takes a cookie (the browser binding of its login, eid.ts).
  async function request<T>(
    method: string,
    url: string,
    body?: unknown,
    credentials: RequestCredentials = 'omit',
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${current().token}`, accept: 'application/json' };
    if (language) headers['x-hf-language'] = language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        credentials,
      });
    } catch {
      return { status: 0, body: { code: 0, message: t('page.error.unreachable') } };
    }
    // The wire's shape is the route's (T on success, a Problem otherwise): the server's schemas say so.
    let parsed: T | Problem;
    try {
      parsed = (await res.json()) as T | Problem;
    } catch {
      parsed = { code: 5000, message: t('page.error.unexpected') };
    }
    return { status: res.status, body: parsed, retryAfter: Number(res.headers.get('retry-after')) };
  }

  // A file for a file element or a document step (POST api/file, multipart), answered as `request` does.
  async function upload(blob: Blob, name: string, elementId?: string): Promise<Answer<UploadAnswerBody>> {
    const form = new FormData();
    form.append('file', blob, name);
    if (elementId) form.append('elementId', elementId);
    try {
      const res = await fetch('api/file', {
        method: 'POST',
        headers: { authorization: `Bearer ${current().token}`, accept: 'application/json' },
        body: form,
        cache: 'no-store',
        credentials: 'omit',
      });
      return {
        status: res.status,
        body: (await res.json().catch((): Problem => ({ code: 5000, message: t('page.error.upload') }))) as
          UploadAnswerBody | Problem,
      };
    } catch {
      return { status: 0, body: { code: 0, message: t('page.error.unreachable') } };
    }
  }
  configureUploads(upload);

  // ---------- language switcher ----------
  // Only the flow's languages (the server lists them): the flow's own texts exist in those. A
  // choice reloads the page with ?lang=, which the server reads first.
  function languageSwitcher(): HTMLElement | null {
    if (languages.length < 2) return null;
    const select = el(
      'select',
      { id: 'page-language', 'data-language-switcher': '' },
      ...languages.map((l) =>
        el('option', { value: l.code, lang: l.code, text: l.name, selected: l.code === language }),
      ),
    );
    select.addEventListener('change', () => {
      const next = new URL(location.href);
      next.searchParams.set('lang', select.value);
      location.assign(next.href);
    });
    return el('nav', { class: 'languages' }, el('label', { for: 'page-language', text: t('page.language') }), select);
  }
  const switcher = languageSwitcher();
  if (switcher) app.before(switcher);

  // ---------- small DOM helpers (el comes from elements.ts) ----------
  // The first step shown after a verified eID login says so above it.
  let eidNote = eidReturn === 'verified';
  function show(...nodes: Array<Node | null>): void {
    clearTimeout(pollTimer);
    const run = current();
    const banner = runs.length > 1 ? linkedBanner(run.title) : null;
    app.replaceChildren(
      ...(banner ? [banner] : []),
      ...(eidNote ? [eidVerifiedNote(), ...nodes] : nodes).filter((n): n is Node => n !== null),
    );
    eidNote = false;
    const heading = app.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    }
  }
  function notice(title: string, text: string | null | undefined, kind?: string): void {
    show(
      el(
        'section',
        { class: `notice ${kind || ''}`, 'data-state': kind || 'info' },
        el('h1', { text: title }),
        text ? el('p', { text }) : null,
      ),
    );
  }

  // ---------- answers ----------
  // Answers that end the run on this page, by code: [title, text, state].
  const FINAL: Readonly<Record<number, Final>> = {
    4011: [t('page.invalid.title'), t('page.askNewLink'), 'invalid'],
    4031: [t('page.invalid.title'), t('page.askNewLink'), 'invalid'],
    4012: [t('page.expired.title'), t('page.askNewLink'), 'expired'],
    4032: [t('page.revoked.title'), t('page.revoked.text'), 'revoked'],
    4013: [t('page.finished.title'), t('page.finished.text'), 'finished'],
    4109: [t('page.closed.title'), t('page.closed.text'), 'closed'],
    4100: [t('page.gone.title'), t('page.gone.text'), 'gone'],
  };

  /** The final answer for this code, if it is one that ends the run on this page. */
  function finalOf(code: number | undefined): Final | undefined {
    return code === undefined ? undefined : FINAL[code];
  }

  function handle(answer: Answer<ResumeView>, form?: HTMLFormElement | null): void {
    if (answer.status === 200 && succeeded(answer)) return render(answer.body, answer.retryAfter);
    const { code, message, details, summary } = problemOf(answer);
    // A connected run finished elsewhere (another tab, the flow API): back to the run that linked it.
    if (code === 4013 && runs.length > 1) return void leaveRun();
    const final = finalOf(code);
    if (final) return notice(final[0], final[1], final[2]);
    // 5300 (a wrong SMS code) too: its details say, in the person's language, what to do.
    if (
      form &&
      Array.isArray(details) &&
      details.length > 0 &&
      code !== undefined &&
      [4006, 4007, 4008, 5300].includes(code)
    ) {
      return showFieldErrors(form, details, summary);
    }
    if (form) return formError(form, message || t('page.error.generic'));
    // A service failure (503) leaves the session at the step before it: offer to reload it.
    show(
      el(
        'section',
        { class: 'notice error', 'data-state': 'error' },
        el('h1', { text: t('page.error.title') }),
        el('p', { text: message || t('page.error.retry') }),
        el('button', { type: 'button', class: 'primary', text: t('page.tryAgain'), onclick: () => load() }),
      ),
    );
  }

  async function load(): Promise<void> {
    handle(await call<ResumeView>('GET', 'step'));
  }

  function render(answered: ResumeView, retryAfter: number | undefined): void {
    // The end of a connected run is not the person's end: the run that linked it goes on.
    if (answered.type === 'end' && runs.length > 1) return void leaveRun();
    backLeavesRun = runs.length > 1 && 'canGoBack' in answered && !answered.canGoBack && current().parentCanGoBack;
    const step: ResumeView = backLeavesRun && 'canGoBack' in answered ? { ...answered, canGoBack: true } : answered;
    switch (step.type) {
      case 'form':
        return renderForm(step);
      case 'pending':
        return renderPending(step, retryAfter);
      case 'flow_connector':
        return /^\/(?!\/)/.test(step.connectPath || '') ? void enterRun(step) : renderUnsupported(step);
      case 'end':
        return renderEnd(step);
      case 'sms':
        return renderSms(step);
      case 'provider_kyb_search':
        return step.searchPath !== null && /^\/(?!\/)/.test(step.searchPath)
          ? renderKybSearch({ ...step, searchPath: step.searchPath })
          : renderUnsupported(step);
      case 'provider_electronic_id':
        return canStartEid(step) ? renderEid(step) : renderUnsupported(step);
      case 'provider_doc_v':
        // With `capture` Onward verifies the document itself; without, the tenant's integration does.
        return 'capture' in step && step.capture
          ? renderDocument({ ...step, capture: step.capture })
          : renderUnsupported(step);
      case 'person_ocr':
      case 'business_ocr':
        // Likewise: with `capture` Onward reads the document itself.
        return 'capture' in step && step.capture
          ? renderOcr({ ...step, capture: step.capture })
          : renderUnsupported(step);
      default:
        return renderUnsupported(step);
    }
  }

  /** True when an answer that ends the run has replaced the page. */
  function takeOverFinal(answer: Answer<unknown>): boolean {
    const final = finalOf(problemOf(answer).code);
    if (final) notice(...final);
    return Boolean(final);
  }

  // A built-in electronic ID step (eid.ts): its button starts the login at the provider.

  function renderEid(step: StepOf<'provider_electronic_id'> & { startPath: string }): void {
    show(
      eidStep(step, {
        start: () => request<EidStartAnswerBody>('POST', serverUrl(step.startPath), undefined, 'same-origin'),
        takeOver: takeOverFinal,
        goBack: step.canGoBack ? goBack : undefined,
      }),
    );
  }

  // A registry search step (kyb.ts): it searches at the step's searchPath and submits like a form.
  function renderKybSearch(step: StepOf<'provider_kyb_search'> & { searchPath: string }): void {
    show(
      kybSearchForm(step, {
        search: (params) => request<KybSearchAnswerBody>('GET', `${serverUrl(step.searchPath)}?${params.toString()}`),
        submit: async (form, body) => {
          if (!busy) await act(form, async () => kybAnswer(await call<ResumeView>('POST', 'submit', body)));
        },
        goBack: step.canGoBack ? goBack : undefined,
        takeOver(answer) {
          const code = problemOf(answer).code;
          const final = finalOf(code);
          if (final) {
            notice(...final);
            return true;
          }
          // The run moved on elsewhere (another tab, the flow API): show where it stands now.
          if (code === 4014) {
            void load();
            return true;
          }
          return false;
        },
      }),
    );
  }

  // A document step (document.ts): the photos are uploaded, then their ids submitted.
  /** Uploads through `prepare()`, then submits what it prepared (or handles the answer that refused an upload). */
  async function submitPrepared(form: HTMLFormElement, prepare: () => Promise<Prepared>): Promise<void> {
    if (busy) return;
    await act(form, async () => {
      const prepared = await prepare();
      // Not submitted: the answer that refused an upload (never a 200), handled as the error it is.
      return 'submit' in prepared ? call<ResumeView>('POST', 'submit', prepared.submit) : (prepared as Answer<never>);
    });
  }

  function renderDocument(step: Parameters<typeof documentForm>[0]): void {
    show(
      documentForm(step, {
        upload,
        goBack: step.canGoBack ? goBack : undefined,
        requestCode: () => call<CaptureCodeAnswerBody>('POST', 'capture-code'),
        // The phone may finish the step: once the run is elsewhere, show where it stands.
        watch: async () => {
          if (busy) return false;
          const answer = await call<ResumeView>('GET', 'step');
          if (
            answer.status === 200 &&
            succeeded(answer) &&
            answer.body.type === 'provider_doc_v' &&
            answer.body.id === step.id
          )
            return false;
          handle(answer);
          return true;
        },
        submit: submitPrepared,
      }),
    );
  }

  // An OCR step (ocr.ts): the document is uploaded, then its id submitted.
  function renderOcr(step: Parameters<typeof ocrForm>[0]): void {
    show(
      ocrForm(step, {
        upload,
        goBack: step.canGoBack ? goBack : undefined,
        submit: submitPrepared,
      }),
    );
  }

  // A flow_connector step: the connected run's own token, then its steps (or, when that run has
  // already ended, this run's next step).
  async function enterRun(step: StepOf<'flow_connector'>): Promise<void> {
    notice(step.title || t('page.linked.label'), t('page.linked.opening'), 'linking');
    const answer = await request<ConnectedAnswerBody>('POST', serverUrl(step.connectPath));
    if (answer.status === 200 && succeeded(answer) && typeof answer.body.token === 'string') {
      runs.push({ token: answer.body.token, title: step.title, parentCanGoBack: step.canGoBack });
      return load();
    }
    // Ended meanwhile (token null), or the run moved on (4014): show where it stands now.
    if (answer.status === 200 || problemOf(answer).code === 4014) return load();
    // Any other answer failed (never a 200): handled as the error it is.
    handle(answer as Answer<never>);
  }

  function leaveRun(): Promise<void> {
    runs.pop();
    return load();
  }

  function renderPending(step: StepOf<'pending'>, retryAfter: number | undefined): void {
    show(
      step.waitingFor === 'owners'
        ? ownersWaiting(step.owners)
        : el(
            'section',
            { class: 'notice', 'data-state': 'pending' },
            el('h1', { text: t('page.pending.title') }),
            el('p', { text: t('page.pending.text') }),
            el('div', { class: 'spinner', 'aria-hidden': 'true' }),
          ),
    );
    // Retry-After says when polling is worthwhile; bounded so a bad value neither spins nor stalls.
    const seconds =
      retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 10) : 1;
    pollTimer = setTimeout(() => void load(), seconds * 1000);
  }

  function safeUrl(url: string): string | undefined {
    try {
      const u = new URL(url, location.href);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
    } catch {
      return undefined;
    }
  }

  function renderEnd(step: StepOf<'end'>): void {
    const href = step.redirectUrl ? safeUrl(step.redirectUrl) : undefined;
    const subsequent = step.subsequent;
    show(
      el(
        'section',
        { class: 'notice done', 'data-state': 'end' },
        el('h1', { text: t('page.end.title') }),
        // The flow's own end text when it has one, else Onward's default thanks.
        el('p', { class: 'end-text', text: step.text || t('page.end.text') }),
        href
          ? el(
              'p',
              {},
              el('a', { class: 'button primary', href, rel: 'noopener noreferrer', text: t('page.continue') }),
            )
          : null,
        subsequent && subsequent.available && /^\/(?!\/)/.test(subsequent.startPath || '')
          ? subsequentOffer({
              start: () => request<SubsequentAnswerBody>('POST', serverUrl(subsequent.startPath)),
              open(next) {
                // The new run's page, beside this one (/resume/<token>), in the same language.
                const url = new URL(encodeURIComponent(next), location.href);
                if (language) url.searchParams.set('lang', language);
                location.assign(url.href);
              },
              takeOver: takeOverFinal,
            })
          : null,
      ),
    );
  }

  function renderUnsupported(step: ResumeView): void {
    const canGoBack = 'canGoBack' in step && step.canGoBack;
    const title = 'title' in step ? step.title : null;
    const back = canGoBack ? el('button', { type: 'button', text: t('page.back'), onclick: goBack }) : null;
    show(
      el(
        'section',
        { class: 'notice', 'data-state': 'unsupported' },
        el('h1', { text: title || t('page.unsupported.title') }),
        el('p', { text: t('page.unsupported.text') }),
        el('div', { class: 'actions' }, back),
      ),
    );
  }

  // An sms step: the code that was sent to the (masked) number, and a new code once the
  // cooldown allows. The server checks everything; the page only shows what the step says.
  function renderSms(step: StepOf<'sms'>): void {
    const input = el('input', {
      id: 'sms-code',
      name: 'code',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: String(step.codeLength || 10),
      'aria-describedby': 'sms-code-error',
      required: true,
    });
    const codeField = el(
      'div',
      { class: 'field', 'data-field': 'code', 'data-kind': 'sms_code' },
      el('label', { for: 'sms-code', text: t('page.sms.label') }),
      input,
      el('p', { class: 'field-error', id: 'sms-code-error', 'data-error-for': 'code' }),
    );
    const intro =
      step.status === 'send_failed'
        ? t('page.sms.sendFailed')
        : step.phoneNumber
          ? t('page.sms.sent', { length: step.codeLength, phone: step.phoneNumber })
          : t('page.sms.sentToPhone', { length: step.codeLength });
    const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
    const back = backButton(step.canGoBack ? goBack : undefined);
    const resend =
      step.resendsLeft > 0
        ? el('button', {
            type: 'button',
            class: 'secondary',
            text: t('page.sms.resend'),
            'data-action': 'resend',
            onclick: () => {
              if (!busy) void act(form, () => call<ResumeView>('POST', 'submit', { resend: true }));
            },
          })
        : null;
    const verify =
      step.status === 'code_sent'
        ? el('button', { type: 'submit', class: 'primary', text: t('page.sms.verify'), 'data-action': 'submit' })
        : null;
    const form = el(
      'form',
      { novalidate: true, 'data-step': step.id, 'data-sms-status': step.status },
      el('h1', { text: step.title || t('page.sms.title') }),
      el('p', { class: 'subtitle', text: intro }),
      step.status === 'code_sent' ? codeField : null,
      status,
      el('div', { class: 'actions' }, back, resend, verify),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy || !verify) return;
      void act(form, () => call<ResumeView>('POST', 'submit', { code: input.value.trim() }));
    });
    // The resend button waits out the cooldown the step announced, then enables itself.
    const cooldown = step.resendAvailableInSeconds;
    if (resend && cooldown !== null && cooldown > 0) {
      resend.disabled = true;
      resend.dataset.cooldown = 'true';
      setTimeout(() => {
        if (resend.isConnected) {
          resend.disabled = false;
          delete resend.dataset.cooldown;
        }
      }, cooldown * 1000);
    }
    show(form);
    if (step.status === 'expired' || step.status === 'locked') {
      status.textContent = step.status === 'expired' ? t('page.sms.expired') : t('page.sms.locked');
    }
    if (verify) input.focus();
  }

  function renderForm(step: StepOf<'form'>): void {
    const fields = (step.elements || []).map((element) => ({ element, ...field(element) }));
    const values = () => {
      const out: Record<string, unknown> = {};
      for (const f of fields) {
        const v = f.read();
        if (v !== undefined) out[f.element.id] = v;
      }
      return out;
    };
    const refresh = () => {
      const current = values();
      for (const f of fields) {
        const shown = visible(f.element.condition, current);
        f.node.hidden = !shown;
        for (const input of f.node.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input, select, textarea',
        ))
          input.disabled = !shown || !!f.element.readOnly;
      }
    };
    const status = el('p', { class: 'form-error', role: 'alert', 'data-form-error': '' });
    const back = backButton(step.canGoBack ? goBack : undefined);
    const submit = el('button', {
      type: 'submit',
      class: 'primary',
      text: t('page.continue'),
      'data-action': 'submit',
    });
    const form = el(
      'form',
      { novalidate: true, 'data-step': step.id },
      el('h1', { text: step.title || t('page.form.title') }),
      step.subtitle ? el('p', { class: 'subtitle', text: step.subtitle }) : null,
      ...fields.map((f) => f.node),
      status,
      el('div', { class: 'actions' }, back, submit),
    );
    form.addEventListener('input', refresh);
    form.addEventListener('change', refresh);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy) return;
      const current = values();
      const data: Record<string, unknown> = {};
      for (const f of fields)
        if (!f.node.hidden && Object.prototype.hasOwnProperty.call(current, f.element.id))
          data[f.element.id] = current[f.element.id];
      void act(form, () => call<ResumeView>('POST', 'submit', data));
    });
    refresh();
    show(form);
  }

  async function act(form: HTMLFormElement | null, request: () => Promise<Answer<ResumeView>>): Promise<void> {
    busy = true;
    if (form) {
      form.setAttribute('aria-busy', 'true');
      for (const b of form.querySelectorAll('button')) b.disabled = true;
    }
    try {
      handle(await request(), form);
    } finally {
      busy = false;
      if (form && form.isConnected) {
        form.removeAttribute('aria-busy');
        for (const b of form.querySelectorAll('button')) if (!b.dataset.cooldown) b.disabled = false;
      }
    }
  }

  async function goBack(): Promise<void> {
    if (busy) return;
    const form = app.querySelector('form');
    if (backLeavesRun) runs.pop();
    await act(form, () => call<ResumeView>('GET', 'back'));
  }

  function clearErrors(form: HTMLFormElement): void {
    for (const p of form.querySelectorAll('.field-error, .form-error')) p.textContent = '';
    for (const f of form.querySelectorAll('.field.invalid')) f.classList.remove('invalid');
    for (const i of form.querySelectorAll('[aria-invalid]')) i.removeAttribute('aria-invalid');
  }
  function formError(form: HTMLFormElement, message: string): void {
    clearErrors(form);
    const status = form.querySelector('.form-error');
    if (status) status.textContent = message;
  }
  // `summary`: the page's own sentence for the whole form, when it has a better one than the
  // generic (kyb.ts); the API's top-level message is developer wording, never shown here.
  function showFieldErrors(form: HTMLFormElement, details: ProblemDetail[], summary: string | undefined): void {
    clearErrors(form);
    let first: HTMLElement | undefined;
    const unplaced: string[] = [];
    for (const d of details) {
      let errorKey = d.field;
      if (d.field && d.index !== undefined && Number.isInteger(d.index) && d.fieldId) {
        const group = form.querySelector(`[data-field="${CSS.escape(d.field)}"] .owner-group`);
        const key = group ? ownerErrorKey(group, d.index, d.fieldId) : undefined;
        if (key !== undefined) errorKey = key;
      }
      const target = errorKey ? form.querySelector(`[data-error-for="${CSS.escape(errorKey)}"]`) : null;
      if (!target) {
        unplaced.push(d.message);
        continue;
      }
      target.textContent = target.textContent ? `${target.textContent} ${d.message}` : d.message;
      const wrapper = target.closest('.field');
      if (!wrapper) continue;
      wrapper.classList.add('invalid');
      const input = wrapper.querySelector<HTMLElement>('input, select, textarea');
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        first = first || input;
      }
    }
    const status = form.querySelector('.form-error');
    if (status) status.textContent = unplaced.length > 0 ? unplaced.join(' ') : summary || t('page.form.fix');
    if (first) first.focus();
  }

  const invalid = FINAL[4011];
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
    if (invalid) notice(...invalid);
  } else void load();
})();
