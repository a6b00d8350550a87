// Form elements of the hosted resume page: one control per element kind as the flow API returns
// it, owner groups, and element conditions. Built with the DOM API only (no innerHTML): every text
// from the server is set as textContent. Imported by page.js (ES modules, no build step).
import { language, t } from './i18n.js';

/** A DOM element with attributes (properties for non-string values) and children. */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    // A textarea's value attribute means nothing: its content is its initial value.
    else if (k === 'value' && tag === 'textarea') node.textContent = v;
    else if (k in node && typeof v !== 'string') node[k] = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== undefined && c !== null) node.append(c);
  return node;
}

/** A step's Back button when the step allows going back (`goBack` given), else null. */
export function backButton(goBack) {
  return goBack
    ? el('button', { type: 'button', class: 'secondary', text: t('page.back'), 'data-action': 'back', onclick: goBack })
    : null;
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  phone_number: 'tel',
  number: 'text',
  password: 'password',
  date_picker: 'date',
};
const COUNTRIES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );
/** Names in the page's language (else the browser's), in English when Intl rejects that tag (Chromium
 * under LANG=C.UTF-8 reports 'en-US@posix'), none where the browser has no Intl.DisplayNames. */
function displayNames(type) {
  if (typeof Intl.DisplayNames !== 'function') return undefined;
  try {
    return new Intl.DisplayNames([language || navigator.language || 'en'], { type });
  } catch {
    return new Intl.DisplayNames(['en'], { type });
  }
}
const regionNames = displayNames('region');
const currencyNames = displayNames('currency');
const CURRENCIES =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'DKK', 'CHF', 'CAD', 'AUD', 'JPY'];

/** An ISO 3166-1 alpha-2 code's name in the browser's language, or the code where the browser has no names. */
export function countryName(code) {
  return regionNames ? regionNames.of(code) || code : code;
}

/** "Add beneficial owner": English writes the label in lower case mid-sentence; other languages
 * keep it as the author wrote it (German nouns, for one, stay capitalised). */
function addOwnerText(label) {
  if (!label) return t('page.owner.addDefault');
  return t('page.owner.add', { owner: (language || 'en').startsWith('en') ? label.toLowerCase() : label });
}

function isRequired(element) {
  return Array.isArray(element.validations) && element.validations.some((v) => v && v.type === 'required');
}
function labelText(element) {
  return element.name || element.normalizedName || element.role || '';
}
/** The format hint of a field: its own placeholder, else that of the national identifier it expects. */
function placeholderOf(element) {
  return element.placeholder || (element.identifier ? element.identifier.placeholder : undefined);
}
function scalar(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && typeof value.area === 'string')
    return `${value.area.startsWith('+') ? '' : '+'}${value.area}${value.number || ''}`;
  return String(value);
}
function options(list, current, placeholder) {
  return [
    el('option', { value: '', text: placeholder || t('page.choose') }),
    ...list.map((o) => el('option', { value: o.name, text: o.label || o.name, selected: o.name === current })),
  ];
}

let uploader;
/** How file elements upload: `upload(blob, name, elementId)` answers {status, body} (page.js). */
export function configureUploads(upload) {
  uploader = upload;
}

/**
 * A file element: each chosen file is uploaded at once (the server detects its type and checks its
 * size), and the element's value is the uploaded files' ids. A refused file is named with the reason.
 */
function fileControl(element, common) {
  const ids = [];
  const list = el('ul', { class: 'files', 'data-files': element.id });
  const input = el('input', {
    ...common,
    type: 'file',
    multiple: element.type === 'enhanced_file',
    accept: Array.isArray(element.accept) ? element.accept.map((a) => `.${a}`).join(',') : undefined,
  });
  let pending = 0;
  input.addEventListener('change', async () => {
    for (const file of [...(input.files || [])]) {
      const item = el('li', { text: t('page.uploading', { file: file.name }) });
      list.append(item);
      pending++;
      const answer = uploader ? await uploader(file, file.name, element.id) : { status: 0, body: {} };
      pending--;
      if (answer.status === 201) {
        ids.push(answer.body.fileId);
        item.textContent = t('page.uploaded', { file: file.name });
        item.dataset.fileId = answer.body.fileId;
      } else {
        item.textContent = `${file.name}: ${(answer.body && answer.body.message) || t('page.error.upload')}`;
        item.className = 'field-error';
      }
    }
    input.value = '';
  });
  return {
    node: el('div', { class: 'file-upload' }, input, list),
    // Submitted as an array of ids (one for a `file`); nothing while an upload is still running.
    read: () => (pending > 0 || ids.length === 0 ? undefined : [...ids]),
  };
}

/**
 * One field: its control(s), and how to read its value back (undefined = not submitted).
 * `key` names it in the DOM and in error details: the element id, or owner.index.field inside
 * an owner record (radio groups need a name per record).
 */
export function field(element, key = element.id) {
  const id = `f-${key}`;
  const disabled = element.readOnly === true;
  const common = {
    id,
    name: key,
    disabled,
    'aria-describedby': `${id}-help ${id}-error`,
    required: isRequired(element) && !disabled,
  };
  let control;
  let read;
  switch (element.type) {
    case 'spacing':
      return { node: el('div', { class: 'spacing', 'data-kind': 'spacing' }), read: () => undefined };
    case 'plain_text':
      return {
        node: el(
          'div',
          { class: 'plain-text', 'data-kind': 'plain_text' },
          el('p', { text: element.name || '' }),
          element.supportingText ? el('p', { class: 'help', text: element.supportingText }) : null,
        ),
        read: () => undefined,
      };
    case 'textarea':
      control = el('textarea', { ...common, rows: 4, placeholder: element.placeholder, value: scalar(element.value) });
      read = () => control.value;
      break;
    case 'select':
      control = el('select', common, ...options(element.options || [], scalar(element.value), element.placeholder));
      read = () => control.value;
      break;
    case 'country_select': {
      const list = COUNTRIES.map((c) => ({ name: c, label: countryName(c) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      );
      control = el(
        'select',
        common,
        ...options(list, scalar(element.value), element.placeholder || t('page.chooseCountry')),
      );
      read = () => control.value;
      break;
    }
    case 'currency_select': {
      const list = CURRENCIES.map((c) => ({ name: c, label: currencyNames ? `${c} – ${currencyNames.of(c)}` : c }));
      control = el(
        'select',
        common,
        ...options(list, scalar(element.value), element.placeholder || t('page.chooseCurrency')),
      );
      read = () => control.value;
      break;
    }
    case 'date_part_select': {
      const [lo, hi] =
        element.partType === 'day'
          ? [1, 31]
          : element.partType === 'month'
            ? [1, 12]
            : [1900, new Date().getFullYear() + 20];
      const list = [];
      for (
        let n = element.partType === 'year' ? hi : lo;
        element.partType === 'year' ? n >= lo : n <= hi;
        n += element.partType === 'year' ? -1 : 1
      )
        list.push({ name: String(n), label: String(n) });
      control = el('select', common, ...options(list, scalar(element.value), element.placeholder || element.partType));
      read = () => (control.value === '' ? '' : Number(control.value));
      break;
    }
    case 'radio': {
      const current = scalar(element.value);
      const inputs = (element.options || []).map((o, i) =>
        el(
          'label',
          { class: 'choice' },
          el('input', {
            type: 'radio',
            name: key,
            value: o.name,
            id: i === 0 ? id : undefined,
            checked: o.name === current,
            disabled,
            required: common.required,
          }),
          el('span', { text: o.label || o.name }),
          o.description ? el('small', { text: o.description }) : null,
        ),
      );
      control = el(
        'div',
        { role: 'radiogroup', class: 'choices', 'aria-describedby': common['aria-describedby'] },
        ...inputs,
      );
      read = () => {
        const c = control.querySelector('input:checked');
        return c ? c.value : '';
      };
      break;
    }
    case 'check_box': {
      if (!element.options || element.options.length === 0) {
        // A single consent-style box: its value is a boolean.
        const box = el('input', {
          type: 'checkbox',
          id,
          name: key,
          checked: element.value === true,
          disabled,
          required: common.required,
        });
        return wrap(
          element,
          key,
          el('label', { class: 'choice' }, box, el('span', { text: labelText(element) })),
          () => box.checked,
          true,
        );
      }
      const checked = new Set(Array.isArray(element.value) ? element.value : []);
      const boxes = element.options.map((o, i) =>
        el(
          'label',
          { class: 'choice' },
          el('input', {
            type: 'checkbox',
            name: key,
            value: o.name,
            id: i === 0 ? id : undefined,
            checked: checked.has(o.name),
            disabled,
          }),
          el('span', { text: o.label || o.name }),
          o.description ? el('small', { text: o.description }) : null,
        ),
      );
      control = el('div', { class: 'choices', 'aria-describedby': common['aria-describedby'] }, ...boxes);
      read = () => [...control.querySelectorAll('input:checked')].map((c) => c.value);
      break;
    }
    case 'file':
    case 'enhanced_file': {
      const upload = fileControl(element, common);
      control = upload.node;
      read = upload.read;
      break;
    }
    case 'owner': {
      const group = ownerGroup(element, key);
      control = group.node;
      read = group.read;
      break;
    }
    default: {
      const type = INPUT_TYPES[element.type] || 'text';
      control = el('input', {
        ...common,
        type,
        placeholder: placeholderOf(element),
        value: scalar(element.value),
        inputmode: element.type === 'number' ? 'decimal' : undefined,
        autocomplete: element.type === 'email' ? 'email' : element.type === 'phone_number' ? 'tel' : undefined,
      });
      read = () => control.value;
    }
  }
  return wrap(element, key, control, read, false);
}

// An owner group: a list of records, each a small form of the group's fields; the value is an
// array of records by field id. The server checks each record (errors carry index and fieldId).
function ownerGroup(owner, key) {
  const list = el('div', { class: 'owners' });
  const records = [];
  let serial = 0;
  function addRecord(values) {
    const index = records.length;
    const fields = (owner.elements || []).map((sub) => {
      const v = values && Object.prototype.hasOwnProperty.call(values, sub.id) ? values[sub.id] : undefined;
      return { sub, ...field({ ...sub, value: v === undefined ? sub.value : v }, `${key}.${serial}.${sub.id}`) };
    });
    const record = { serial: serial++, fields };
    const remove = el('button', {
      type: 'button',
      class: 'secondary small',
      text: t('page.remove'),
      'data-action': 'remove-owner',
    });
    const card = el(
      'fieldset',
      { class: 'owner' },
      el('legend', { text: `${labelText(owner) || t('page.owner.default')} ${index + 1}` }),
      ...fields.map((f) => f.node),
      el('div', { class: 'actions' }, remove),
    );
    record.card = card;
    remove.addEventListener('click', () => {
      records.splice(records.indexOf(record), 1);
      card.remove();
      records.forEach((r, i) => {
        r.card.querySelector('legend').textContent = `${labelText(owner) || t('page.owner.default')} ${i + 1}`;
      });
    });
    records.push(record);
    list.append(card);
  }
  for (const values of Array.isArray(owner.value) ? owner.value : []) addRecord(values);
  // One empty record to start with; records left empty are not submitted.
  if (records.length === 0 && !owner.readOnly) addRecord();
  const add = el('button', {
    type: 'button',
    class: 'secondary',
    text: addOwnerText(labelText(owner)),
    'data-action': 'add-owner',
    onclick: () => addRecord(),
  });
  const node = el('div', { class: 'owner-group', 'aria-describedby': `f-${key}-help f-${key}-error` }, list, add);
  // Error details name records by their position in what was submitted (empty ones are left
  // out); the DOM keys them by serial, so removing a card never mislabels another.
  let submitted = [];
  node.errorKey = (index, fieldId) => (index < submitted.length ? `${key}.${submitted[index]}.${fieldId}` : key);
  const read = () => {
    const out = [];
    submitted = [];
    for (const r of records) {
      const values = {};
      for (const f of r.fields) {
        const v = f.read();
        if (v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)) values[f.sub.id] = v;
      }
      if (Object.keys(values).length > 0) {
        out.push(values);
        submitted.push(r.serial);
      }
    }
    return out;
  };
  return { node, read };
}

// A national-identifier field names the identifier its country expects in that country's own
// words ("personnummer"), so the person types the right number, and shows its format as help.
function identifierHelp(element) {
  const idf = element.identifier;
  return idf ? `${idf.localName} (${idf.name}), ${idf.placeholder}` : '';
}

function wrap(element, key, control, read, inlineLabel) {
  const id = `f-${key}`;
  const idf = element.identifier;
  const label = labelText(element);
  const node = el(
    'div',
    { class: 'field', 'data-kind': element.type, 'data-field': key },
    inlineLabel
      ? null
      : el(
          'label',
          { for: id, class: isRequired(element) ? 'required' : '' },
          label,
          idf && !label.toLowerCase().includes(idf.localName.toLowerCase())
            ? el('span', { class: 'identifier-name', text: ` – ${idf.localName}` })
            : null,
        ),
    control,
    el('p', { class: 'help', id: `${id}-help`, text: element.supportingText || identifierHelp(element) }),
    el('p', { class: 'field-error', id: `${id}-error`, role: 'alert', 'data-error-for': key }),
  );
  return { node, read: element.readOnly ? () => undefined : read };
}

// Element conditions, as the engine evaluates them (src/engine/conditions.ts): the page only
// hides what the server would ignore, and shows whatever it cannot decide.
function hasValue(v) {
  return !(v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));
}
function num(v) {
  return typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;
}
function same(a, b) {
  if (a === b) return true;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  const x = num(a);
  const y = num(b);
  return x !== undefined && y !== undefined && x === y && (typeof a === 'number' || typeof b === 'number');
}
function ruleHolds(rule, values) {
  if (!Object.prototype.hasOwnProperty.call(values, rule.fieldId)) return undefined;
  const v = values[rule.fieldId];
  const c = rule.comparable ? rule.comparable.value : undefined;
  const eq = () => hasValue(v) && (Array.isArray(v) ? v.length === 1 && same(v[0], c) : same(v, c));
  const has = () =>
    hasValue(v) &&
    (Array.isArray(v)
      ? v.some((x) => same(x, c))
      : typeof v === 'string' && typeof c === 'string' && v.toLowerCase().includes(c.toLowerCase()));
  const inList = () =>
    hasValue(v) && Array.isArray(c) && (Array.isArray(v) ? v : [v]).some((x) => c.some((y) => same(x, y)));
  const cmp = () => {
    if (!hasValue(v) || Array.isArray(v)) return undefined;
    if (/^\d{4}-\d{2}-\d{2}$/.test(String(v)))
      return /^\d{4}-\d{2}-\d{2}$/.test(String(c)) ? Math.sign(String(v).localeCompare(String(c))) : undefined;
    const a = num(v);
    const b = num(c);
    return a === undefined || b === undefined ? undefined : Math.sign(a - b);
  };
  switch (rule.operator) {
    case 'null':
      return !hasValue(v);
    case 'hv':
      return hasValue(v);
    case '=':
      return eq();
    case '!=':
      return !eq();
    case 'cv':
      return has();
    case 'nc':
      return !has();
    case 'in':
      return inList();
    case 'nin':
      return !inList();
    case '<': {
      const r = cmp();
      return r === undefined ? undefined : r === -1;
    }
    case '>': {
      const r = cmp();
      return r === undefined ? undefined : r === 1;
    }
    default:
      return undefined;
  }
}
export function visible(condition, values) {
  if (!condition || !Array.isArray(condition.rules) || condition.rules.length === 0) return true;
  const results = condition.rules.map((r) => ruleHolds(r, values));
  if (results.includes(undefined)) return true;
  const holds = condition.type === 'AND' ? results.every(Boolean) : results.some(Boolean);
  return condition.rules[0].action === 'hide' ? !holds : holds;
}
