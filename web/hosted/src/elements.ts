// Form elements of the hosted resume page: one control per element kind as the flow API returns
// it (ElementView, src/engine/types.ts), owner groups, and element conditions. Built with the DOM
// API only (no innerHTML): every text from the server is set as textContent. Imported by page.ts.
import type { ElementView } from '../../../src/engine/types.js';
import type { FormElementCondition } from '../../../src/flows/document/types.js';
import type { Answer, UploadAnswerBody } from './api.js';
import { problemOf, succeeded } from './api.js';
import { language, t } from './i18n.js';

/** An attribute (or, for a non-string value the element has as a property, that property). */
export type AttrValue = string | number | boolean | null | undefined | (() => unknown);
export type Attrs = Readonly<Record<string, AttrValue>>;
export type Child = Node | string | null | undefined;

/** A DOM element with attributes (properties for non-string values) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') (node as unknown as Record<string, unknown>)[k] = v;
    else if (k === 'class') node.className = String(v);
    else if (k === 'text') node.textContent = String(v);
    // A textarea's value attribute means nothing: its content is its initial value.
    else if (k === 'value' && tag === 'textarea') node.textContent = String(v);
    else if (k in node && typeof v !== 'string') (node as unknown as Record<string, unknown>)[k] = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== undefined && c !== null) node.append(c);
  return node;
}

/** A step's Back button when the step allows going back (`goBack` given), else null. */
export function backButton(goBack: (() => unknown) | undefined): HTMLButtonElement | null {
  return goBack
    ? el('button', { type: 'button', class: 'secondary', text: t('page.back'), 'data-action': 'back', onclick: goBack })
    : null;
}

const INPUT_TYPES: Readonly<Record<string, string>> = {
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
function displayNames(type: Intl.DisplayNamesType): Intl.DisplayNames | undefined {
  if (typeof Intl.DisplayNames !== 'function') return undefined;
  try {
    return new Intl.DisplayNames([language || navigator.language || 'en'], { type });
  } catch {
    return new Intl.DisplayNames(['en'], { type });
  }
}
const regionNames = displayNames('region');
const currencyNames = displayNames('currency');
const CURRENCIES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'DKK', 'CHF', 'CAD', 'AUD', 'JPY'];

/** An ISO 3166-1 alpha-2 code's name in the browser's language, or the code where the browser has no names. */
export function countryName(code: string): string {
  return regionNames ? regionNames.of(code) || code : code;
}

/** "Add beneficial owner": English writes the label in lower case mid-sentence; other languages
 * keep it as the author wrote it (German nouns, for one, stay capitalised). */
function addOwnerText(label: string): string {
  if (!label) return t('page.owner.addDefault');
  return t('page.owner.add', { owner: (language || 'en').startsWith('en') ? label.toLowerCase() : label });
}

function isRequired(element: ElementView): boolean {
  return Array.isArray(element.validations) && element.validations.some((v) => v.type === 'required');
}
function labelText(element: ElementView): string {
  return element.name || element.normalizedName || element.role || '';
}
/** The format hint of a field: its own placeholder, else that of the national identifier it expects. */
function placeholderOf(element: ElementView): string | undefined {
  return element.placeholder || (element.identifier ? element.identifier.placeholder : undefined);
}
function isPhoneNumber(value: object): value is { area: string; number?: string } {
  return typeof (value as { area?: unknown }).area === 'string';
}
function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && isPhoneNumber(value))
    return `${value.area.startsWith('+') ? '' : '+'}${value.area}${value.number || ''}`;
  // Anything else shows as the browser writes it (an array as "a,b"), as the page always did.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}
interface Option {
  name: string;
  label?: string;
}
function options(list: readonly Option[], current: string, placeholder: string | undefined): HTMLOptionElement[] {
  return [
    el('option', { value: '', text: placeholder || t('page.choose') }),
    ...list.map((o) => el('option', { value: o.name, text: o.label || o.name, selected: o.name === current })),
  ];
}

/** How a file is uploaded: answers the API's answer (page.ts). */
export type Upload = (blob: Blob, name: string, elementId?: string) => Promise<Answer<UploadAnswerBody>>;

let uploader: Upload | undefined;
/** How file elements upload: `upload(blob, name, elementId)` answers {status, body} (page.ts). */
export function configureUploads(upload: Upload): void {
  uploader = upload;
}

/** A field's value as it is submitted; undefined: not submitted. */
type Read = () => unknown;
interface Control {
  node: HTMLElement;
  read: Read;
}
type Common = Readonly<{
  id: string;
  name: string;
  disabled: boolean;
  'aria-describedby': string;
  required: boolean;
}>;

/**
 * A file element: each chosen file is uploaded at once (the server detects its type and checks its
 * size), and the element's value is the uploaded files' ids. A refused file is named with the reason.
 */
function fileControl(element: ElementView, common: Common): Control {
  const ids: string[] = [];
  const list = el('ul', { class: 'files', 'data-files': element.id });
  const input = el('input', {
    ...common,
    type: 'file',
    multiple: element.type === 'enhanced_file',
    accept: Array.isArray(element.accept) ? element.accept.map((a) => `.${a}`).join(',') : undefined,
  });
  let pending = 0;
  input.addEventListener('change', () => {
    void (async () => {
      for (const file of [...(input.files ?? [])]) {
        const item = el('li', { text: t('page.uploading', { file: file.name }) });
        list.append(item);
        pending++;
        const answer: Answer<UploadAnswerBody> = uploader
          ? await uploader(file, file.name, element.id)
          : { status: 0, body: { code: 0, message: '' } };
        pending--;
        if (answer.status === 201 && succeeded(answer)) {
          ids.push(answer.body.fileId);
          item.textContent = t('page.uploaded', { file: file.name });
          item.dataset.fileId = answer.body.fileId;
        } else {
          item.textContent = `${file.name}: ${problemOf(answer).message || t('page.error.upload')}`;
          item.className = 'field-error';
        }
      }
      input.value = '';
    })();
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
export function field(element: ElementView, key: string = element.id): Control {
  const id = `f-${key}`;
  const disabled = element.readOnly === true;
  const common: Common = {
    id,
    name: key,
    disabled,
    'aria-describedby': `${id}-help ${id}-error`,
    required: isRequired(element) && !disabled,
  };
  let control: HTMLElement;
  let read: Read;
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
    case 'textarea': {
      const area = el('textarea', {
        ...common,
        rows: 4,
        placeholder: element.placeholder,
        value: scalar(element.value),
      });
      control = area;
      read = () => area.value;
      break;
    }
    case 'select': {
      const select = el(
        'select',
        common,
        ...options(element.options || [], scalar(element.value), element.placeholder),
      );
      control = select;
      read = () => select.value;
      break;
    }
    case 'country_select': {
      const list = COUNTRIES.map((c) => ({ name: c, label: countryName(c) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      );
      const select = el(
        'select',
        common,
        ...options(list, scalar(element.value), element.placeholder || t('page.chooseCountry')),
      );
      control = select;
      read = () => select.value;
      break;
    }
    case 'currency_select': {
      const list = CURRENCIES.map((c) => ({
        name: c,
        label: currencyNames ? `${c} – ${String(currencyNames.of(c))}` : c,
      }));
      const select = el(
        'select',
        common,
        ...options(list, scalar(element.value), element.placeholder || t('page.chooseCurrency')),
      );
      control = select;
      read = () => select.value;
      break;
    }
    case 'date_part_select': {
      const [lo, hi] =
        element.partType === 'day'
          ? [1, 31]
          : element.partType === 'month'
            ? [1, 12]
            : [1900, new Date().getFullYear() + 20];
      const list: Option[] = [];
      for (
        let n = element.partType === 'year' ? hi : lo;
        element.partType === 'year' ? n >= lo : n <= hi;
        n += element.partType === 'year' ? -1 : 1
      )
        list.push({ name: String(n), label: String(n) });
      const select = el(
        'select',
        common,
        ...options(list, scalar(element.value), element.placeholder || element.partType),
      );
      control = select;
      read = () => (select.value === '' ? '' : Number(select.value));
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
      const group = el(
        'div',
        { role: 'radiogroup', class: 'choices', 'aria-describedby': common['aria-describedby'] },
        ...inputs,
      );
      control = group;
      read = () => {
        const c = group.querySelector<HTMLInputElement>('input:checked');
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
      const checked = new Set(Array.isArray(element.value) ? (element.value as unknown[]) : []);
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
      const group = el('div', { class: 'choices', 'aria-describedby': common['aria-describedby'] }, ...boxes);
      control = group;
      read = () => [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((c) => c.value);
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
      const input = el('input', {
        ...common,
        type,
        placeholder: placeholderOf(element),
        value: scalar(element.value),
        inputmode: element.type === 'number' ? 'decimal' : undefined,
        autocomplete: element.type === 'email' ? 'email' : element.type === 'phone_number' ? 'tel' : undefined,
      });
      control = input;
      read = () => input.value;
    }
  }
  return wrap(element, key, control, read, false);
}

// Each owner group's node: how its records' error details find their fields (see ownerGroup).
const errorKeys = new WeakMap<Element, (index: number, fieldId: string) => string>();

/** Where an error detail about record `index`'s field `fieldId` of this owner group is shown. */
export function ownerErrorKey(group: Element, index: number, fieldId: string): string | undefined {
  return errorKeys.get(group)?.(index, fieldId);
}

interface OwnerRecord {
  serial: number;
  fields: Array<Control & { sub: ElementView }>;
  card: HTMLFieldSetElement;
}

// An owner group: a list of records, each a small form of the group's fields; the value is an
// array of records by field id. The server checks each record (errors carry index and fieldId).
function ownerGroup(owner: ElementView, key: string): Control {
  const list = el('div', { class: 'owners' });
  const records: OwnerRecord[] = [];
  let serial = 0;
  function addRecord(values?: Readonly<Record<string, unknown>>): void {
    const index = records.length;
    const fields = (owner.elements || []).map((sub) => {
      const v = values && Object.prototype.hasOwnProperty.call(values, sub.id) ? values[sub.id] : undefined;
      return { sub, ...field({ ...sub, value: v === undefined ? sub.value : v }, `${key}.${serial}.${sub.id}`) };
    });
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
    const record: OwnerRecord = { serial: serial++, fields, card };
    remove.addEventListener('click', () => {
      records.splice(records.indexOf(record), 1);
      card.remove();
      records.forEach((r, i) => {
        const legend = r.card.querySelector('legend');
        if (legend) legend.textContent = `${labelText(owner) || t('page.owner.default')} ${i + 1}`;
      });
    });
    records.push(record);
    list.append(card);
  }
  for (const values of Array.isArray(owner.value) ? (owner.value as Array<Record<string, unknown>>) : [])
    addRecord(values);
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
  let submitted: number[] = [];
  errorKeys.set(node, (index, fieldId) =>
    index < submitted.length ? `${key}.${String(submitted[index])}.${fieldId}` : key,
  );
  const read = () => {
    const out: Array<Record<string, unknown>> = [];
    submitted = [];
    for (const r of records) {
      const values: Record<string, unknown> = {};
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
function identifierHelp(element: ElementView): string {
  const idf = element.identifier;
  return idf ? `${idf.localName} (${idf.name}), ${idf.placeholder}` : '';
}

function wrap(element: ElementView, key: string, control: HTMLElement, read: Read, inlineLabel: boolean): Control {
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
type Rule = FormElementCondition['rules'][number];

function hasValue(v: unknown): boolean {
  return !(v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));
}
function num(v: unknown): number | undefined {
  return typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;
}
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  const x = num(a);
  const y = num(b);
  return x !== undefined && y !== undefined && x === y && (typeof a === 'number' || typeof b === 'number');
}
function ruleHolds(rule: Rule, values: Readonly<Record<string, unknown>>): boolean | undefined {
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
    hasValue(v) &&
    Array.isArray(c) &&
    (Array.isArray(v) ? (v as unknown[]) : [v]).some((x) => c.some((y) => same(x, y)));
  const cmp = () => {
    if (!hasValue(v) || Array.isArray(v)) return undefined;
    const text = String(v);
    if (/^\d{4}-\d{2}-\d{2}$/.test(text))
      return /^\d{4}-\d{2}-\d{2}$/.test(String(c)) ? Math.sign(text.localeCompare(String(c))) : undefined;
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
export function visible(
  condition: FormElementCondition | undefined,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition || !Array.isArray(condition.rules) || condition.rules.length === 0) return true;
  const results = condition.rules.map((r) => ruleHolds(r, values));
  if (results.includes(undefined)) return true;
  const holds = condition.type === 'AND' ? results.every(Boolean) : results.some(Boolean);
  return condition.rules[0]?.action === 'hide' ? !holds : holds;
}
