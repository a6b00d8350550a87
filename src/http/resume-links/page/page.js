// The hosted resume page: runs one flow session for its end user. Plain browser JavaScript (an ES
// module with elements.js), no build step, served from the project (src/http/resume-links/page.ts)
// under a strict CSP, so it builds every node with the DOM API (no innerHTML) and never evaluates
// server text as markup.
// It talks only to the resume API (GET step, POST submit, GET back, and a provider_kyb_search
// step's search) with the link's token as its bearer token; the token never goes into a request URL.
// A flow_connector step hands the person to a connected run: the page asks for that run's own
// resume token (linked.js) and runs it the same way, under a "linked step" banner, then comes back.
import { backButton, configureUploads, el, field, visible } from './elements.js';
import { kybAnswer, kybSearchForm } from './kyb.js';
import { canStartEid, eidStep, eidVerifiedNote } from './eid.js';
import { documentForm } from './document.js';
import { ocrForm } from './ocr.js';
import { language, languages, t } from './i18n.js';
import { linkedBanner, ownersWaiting, subsequentOffer } from './linked.js';

(function main() {
  const app = document.getElementById('app');
  const token = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');
  // The runs the page is in: the link's own, then each connected run a flow_connector step handed
  // the person to (its resume token, the step's title, and whether that step could go back).
  // Every request uses the innermost run's token; nothing of it outlives the page (a reload starts
  // at the link's run, whose flow_connector step hands over again).
  const runs = [{ token, title: null, parentCanGoBack: false }];
  const current = () => runs[runs.length - 1];
  // Back on the first step of a connected run leaves it: the link's run goes back from its step.
  let backLeavesRun = false;
  let busy = false;
  let pollTimer;
  // Back from the electronic ID provider (?eid=verified|denied): said once, and dropped from the address.
  const eidReturn = new URLSearchParams(location.search).get('eid');
  if (eidReturn) {
    const clean = new URL(location.href);
    clean.searchParams.delete('eid');
    history.replaceState(null, '', clean.href);
  }

  // ---------- API ----------
  function call(method, path, body) {
    return request(method, `api/${path}`, body);
  }
  // A path the server names (a step's searchPath is absolute), under whatever prefix a proxy puts
  // in front of /resume/ (ONWARD_PUBLIC_URL), as the page's own relative paths are.
  function serverUrl(path) {
    const at = location.pathname.lastIndexOf('/resume/');
    return `${at > 0 ? location.pathname.slice(0, at) : ''}${path}`;
  }
  // `credentials`: only the eID start takes a cookie (the browser binding of its login, eid.js).
  async function request(method, url, body, credentials = 'omit') {
    const headers = { authorization: `Bearer ${current().token}`, accept: 'application/json' };
    if (language) headers['x-hf-language'] = language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res;
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
    let parsed = {};
    try {
      parsed = await res.json();
    } catch {
      parsed = { code: 5000, message: t('page.error.unexpected') };
    }
    return { status: res.status, body: parsed, retryAfter: Number(res.headers.get('retry-after')) };
  }

  // A file for a file element or a document step (POST api/file, multipart), answered as `request` does.
  async function upload(blob, name, elementId) {
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
        body: await res.json().catch(() => ({ code: 5000, message: t('page.error.upload') })),
      };
    } catch {
      return { status: 0, body: { code: 0, message: t('page.error.unreachable') } };
    }
  }
  configureUploads(upload);

  // ---------- language switcher ----------
  // Only the flow's languages (the server lists them): the flow's own texts exist in those. A
  // choice reloads the page with ?lang=, which the server reads first.
  function languageSwitcher() {
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

  // ---------- small DOM helpers (el comes from elements.js) ----------
  // The first step shown after a verified eID login says so above it.
  let eidNote = eidReturn === 'verified';
  function show(...nodes) {
    clearTimeout(pollTimer);
    const run = current();
    const banner = runs.length > 1 ? linkedBanner(run.title) : null;
    app.replaceChildren(...(banner ? [banner] : []), ...(eidNote ? [eidVerifiedNote(), ...nodes] : nodes));
    eidNote = false;
    const heading = app.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    }
  }
  function notice(title, text, kind) {
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
  const FINAL = {
    4011: [t('page.invalid.title'), t('page.askNewLink'), 'invalid'],
    4031: [t('page.invalid.title'), t('page.askNewLink'), 'invalid'],
    4012: [t('page.expired.title'), t('page.askNewLink'), 'expired'],
    4032: [t('page.revoked.title'), t('page.revoked.text'), 'revoked'],
    4013: [t('page.finished.title'), t('page.finished.text'), 'finished'],
    4109: [t('page.closed.title'), t('page.closed.text'), 'closed'],
    4100: [t('page.gone.title'), t('page.gone.text'), 'gone'],
  };

  function handle(answer, form) {
    if (answer.status === 200) return render(answer.body, answer.retryAfter);
    const { code, message, details } = answer.body || {};
    // A connected run finished elsewhere (another tab, the flow API): back to the run that linked it.
    if (code === 4013 && runs.length > 1) return leaveRun();
    const final = FINAL[code];
    if (final) return notice(final[0], final[1], final[2]);
    // 5300 (a wrong SMS code) too: its details say, in the person's language, what to do.
    if (form && Array.isArray(details) && details.length > 0 && [4006, 4007, 4008, 5300].includes(code)) {
      return showFieldErrors(form, details, answer.body.summary);
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

  async function load() {
    handle(await call('GET', 'step'));
  }

  function render(answered, retryAfter) {
    // The end of a connected run is not the person's end: the run that linked it goes on.
    if (answered.type === 'end' && runs.length > 1) return leaveRun();
    backLeavesRun = runs.length > 1 && answered.canGoBack === false && current().parentCanGoBack;
    const step = backLeavesRun ? { ...answered, canGoBack: true } : answered;
    switch (step.type) {
      case 'form':
        return renderForm(step);
      case 'pending':
        return renderPending(step, retryAfter);
      case 'flow_connector':
        return /^\/(?!\/)/.test(step.connectPath || '') ? enterRun(step) : renderUnsupported(step);
      case 'end':
        return renderEnd(step);
      case 'sms':
        return renderSms(step);
      case 'provider_kyb_search':
        return /^\/(?!\/)/.test(step.searchPath || '') ? renderKybSearch(step) : renderUnsupported(step);
      case 'provider_electronic_id':
        return canStartEid(step) ? renderEid(step) : renderUnsupported(step);
      case 'provider_doc_v':
        // With `capture` Onward verifies the document itself; without, the tenant's integration does.
        return step.capture ? renderDocument(step) : renderUnsupported(step);
      case 'person_ocr':
      case 'business_ocr':
        // Likewise: with `capture` Onward reads the document itself.
        return step.capture ? renderOcr(step) : renderUnsupported(step);
      default:
        return renderUnsupported(step);
    }
  }

  // A built-in electronic ID step (eid.js): its button starts the login at the provider.
  function renderEid(step) {
    show(
      eidStep(step, {
        start: () => request('POST', serverUrl(step.startPath), undefined, 'same-origin'),
        takeOver(answer) {
          const final = FINAL[answer.body && answer.body.code];
          if (final) notice(...final);
          return Boolean(final);
        },
        goBack: step.canGoBack ? goBack : undefined,
      }),
    );
  }

  // A registry search step (kyb.js): it searches at the step's searchPath and submits like a form.
  function renderKybSearch(step) {
    show(
      kybSearchForm(step, {
        search: (params) => request('GET', `${serverUrl(step.searchPath)}?${params}`),
        submit: async (form, body) => {
          if (!busy) await act(form, async () => kybAnswer(await call('POST', 'submit', body)));
        },
        goBack: step.canGoBack ? goBack : undefined,
        takeOver(answer) {
          const code = answer.body && answer.body.code;
          if (FINAL[code]) {
            notice(...FINAL[code]);
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

  // A document step (document.js): the photos are uploaded, then their ids submitted.
  function renderDocument(step) {
    show(
      documentForm(step, {
        upload,
        goBack: step.canGoBack ? goBack : undefined,
        requestCode: () => call('POST', 'capture-code'),
        // The phone may finish the step: once the run is elsewhere, show where it stands.
        watch: async () => {
          if (busy) return false;
          const answer = await call('GET', 'step');
          if (answer.status === 200 && answer.body.type === 'provider_doc_v' && answer.body.id === step.id)
            return false;
          handle(answer);
          return true;
        },
        submit: async (form, prepare) => {
          if (busy) return;
          await act(form, async () => {
            const prepared = await prepare();
            return prepared.submit ? call('POST', 'submit', prepared.submit) : prepared;
          });
        },
      }),
    );
  }

  // An OCR step (ocr.js): the document is uploaded, then its id submitted.
  function renderOcr(step) {
    show(
      ocrForm(step, {
        upload,
        goBack: step.canGoBack ? goBack : undefined,
        submit: async (form, prepare) => {
          if (busy) return;
          await act(form, async () => {
            const prepared = await prepare();
            return prepared.submit ? call('POST', 'submit', prepared.submit) : prepared;
          });
        },
      }),
    );
  }

  // A flow_connector step: the connected run's own token, then its steps (or, when that run has
  // already ended, this run's next step).
  async function enterRun(step) {
    notice(step.title || t('page.linked.label'), t('page.linked.opening'), 'linking');
    const answer = await request('POST', serverUrl(step.connectPath));
    if (answer.status === 200 && typeof answer.body.token === 'string') {
      runs.push({ token: answer.body.token, title: step.title, parentCanGoBack: step.canGoBack === true });
      return load();
    }
    // Ended meanwhile (token null), or the run moved on (4014): show where it stands now.
    if (answer.status === 200 || (answer.body && answer.body.code === 4014)) return load();
    return handle(answer);
  }

  function leaveRun() {
    runs.pop();
    return load();
  }

  function renderPending(step, retryAfter) {
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
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 10) : 1;
    pollTimer = setTimeout(() => void load(), seconds * 1000);
  }

  function safeUrl(url) {
    try {
      const u = new URL(url, location.href);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
    } catch {
      return undefined;
    }
  }

  function renderEnd(step) {
    const href = step.redirectUrl ? safeUrl(step.redirectUrl) : undefined;
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
        step.subsequent && step.subsequent.available && /^\/(?!\/)/.test(step.subsequent.startPath || '')
          ? subsequentOffer({
              start: () => request('POST', serverUrl(step.subsequent.startPath)),
              open(next) {
                // The new run's page, beside this one (/resume/<token>), in the same language.
                const url = new URL(encodeURIComponent(next), location.href);
                if (language) url.searchParams.set('lang', language);
                location.assign(url.href);
              },
              takeOver(answer) {
                const final = FINAL[answer.body && answer.body.code];
                if (final) notice(...final);
                return Boolean(final);
              },
            })
          : null,
      ),
    );
  }

  function renderUnsupported(step) {
    const back = step.canGoBack ? el('button', { type: 'button', text: t('page.back'), onclick: goBack }) : null;
    show(
      el(
        'section',
        { class: 'notice', 'data-state': 'unsupported' },
        el('h1', { text: step.title || t('page.unsupported.title') }),
        el('p', { text: t('page.unsupported.text') }),
        el('div', { class: 'actions' }, back),
      ),
    );
  }

  // An sms step: the code that was sent to the (masked) number, and a new code once the
  // cooldown allows. The server checks everything; the page only shows what the step says.
  function renderSms(step) {
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
              if (!busy) void act(form, () => call('POST', 'submit', { resend: true }));
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
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (busy || !verify) return;
      await act(form, () => call('POST', 'submit', { code: input.value.trim() }));
    });
    // The resend button waits out the cooldown the step announced, then enables itself.
    if (resend && step.resendAvailableInSeconds > 0) {
      resend.disabled = true;
      resend.dataset.cooldown = 'true';
      setTimeout(() => {
        if (resend.isConnected) {
          resend.disabled = false;
          delete resend.dataset.cooldown;
        }
      }, step.resendAvailableInSeconds * 1000);
    }
    show(form);
    if (step.status === 'expired' || step.status === 'locked') {
      status.textContent = step.status === 'expired' ? t('page.sms.expired') : t('page.sms.locked');
    }
    if (verify) input.focus();
  }

  function renderForm(step) {
    const fields = (step.elements || []).map((element) => ({ element, ...field(element) }));
    const values = () => {
      const out = {};
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
        for (const input of f.node.querySelectorAll('input, select, textarea'))
          input.disabled = !shown || f.element.readOnly === true;
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
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (busy) return;
      const current = values();
      const data = {};
      for (const f of fields)
        if (!f.node.hidden && Object.prototype.hasOwnProperty.call(current, f.element.id))
          data[f.element.id] = current[f.element.id];
      await act(form, () => call('POST', 'submit', data));
    });
    refresh();
    show(form);
  }

  async function act(form, request) {
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

  async function goBack() {
    if (busy) return;
    const form = app.querySelector('form');
    if (backLeavesRun) runs.pop();
    await act(form, () => call('GET', 'back'));
  }

  function clearErrors(form) {
    for (const p of form.querySelectorAll('.field-error, .form-error')) p.textContent = '';
    for (const f of form.querySelectorAll('.field.invalid')) f.classList.remove('invalid');
    for (const i of form.querySelectorAll('[aria-invalid]')) i.removeAttribute('aria-invalid');
  }
  function formError(form, message) {
    clearErrors(form);
    form.querySelector('.form-error').textContent = message;
  }
  // `summary`: the page's own sentence for the whole form, when it has a better one than the
  // generic (kyb.js); the API's top-level message is developer wording, never shown here.
  function showFieldErrors(form, details, summary) {
    clearErrors(form);
    let first;
    const unplaced = [];
    for (const d of details) {
      let errorKey = d.field;
      if (d.field && Number.isInteger(d.index) && d.fieldId) {
        const group = form.querySelector(`[data-field="${CSS.escape(d.field)}"] .owner-group`);
        if (group && group.errorKey) errorKey = group.errorKey(d.index, d.fieldId);
      }
      const target = errorKey ? form.querySelector(`[data-error-for="${CSS.escape(errorKey)}"]`) : null;
      if (!target) {
        unplaced.push(d.message);
        continue;
      }
      target.textContent = target.textContent ? `${target.textContent} ${d.message}` : d.message;
      const wrapper = target.closest('.field');
      wrapper.classList.add('invalid');
      const input = wrapper.querySelector('input, select, textarea');
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        first = first || input;
      }
    }
    form.querySelector('.form-error').textContent =
      unplaced.length > 0 ? unplaced.join(' ') : summary || t('page.form.fix');
    if (first) first.focus();
  }

  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) notice(...FINAL[4011]);
  else void load();
})();
