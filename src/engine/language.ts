// Language selection: an `x-hf-language` code picks the flow's translations, with the
// document's own texts as fallback for anything not translated.
import { isLanguage, type Language } from '../flows/document/constants.js';
import { lookup, type CompiledFlow } from '../flows/document/compiled-types.js';
import type { LanguageTranslation } from '../flows/document/types.js';
import type { EngineError } from './types.js';
import { messagesFor, type Messages } from '../i18n/index.js';
import { fieldMessages, type FieldMessages } from './field-messages.js';

export interface Texts {
  language: Language;
  /** Onward's own texts (src/i18n) in this language, falling back to the flow's default, then en-US. */
  messages: Messages;
  fields: FieldMessages;
  node(
    nodeId: string,
    field: 'title' | 'subtitle' | 'text' | 'message',
    fallback: string | undefined,
  ): string | undefined;
  element(
    key: string,
    field: 'name' | 'placeholder' | 'supportingText',
    fallback: string | undefined,
  ): string | undefined;
  option(key: string, option: string, fallback: string): string;
  validation(key: string, type: string, fallback: string | undefined): string | undefined;
}

/** Validates a language code; undefined selects the flow's default language. */
export function resolveLanguage(flow: CompiledFlow, code: string | undefined): Language | EngineError {
  if (code === undefined || code === '') return flow.defaultLanguage;
  if (isLanguage(code)) return code;
  return {
    code: 4007,
    message: `unsupported language ${JSON.stringify(code)}`,
    details: [
      { elementId: '', reason: 'unsupported_language', message: 'x-hf-language must be one of the supported codes' },
    ],
  };
}

// Compiled flows are immutable, so each flow's texts per language are made once, not per event.
const made = new WeakMap<CompiledFlow, Map<Language, Texts>>();

export function textsFor(flow: CompiledFlow, language: Language): Texts {
  let byLanguage = made.get(flow);
  if (!byLanguage) made.set(flow, (byLanguage = new Map<Language, Texts>()));
  let texts = byLanguage.get(language);
  if (!texts) byLanguage.set(language, (texts = makeTexts(flow, language)));
  return texts;
}

function makeTexts(flow: CompiledFlow, language: Language): Texts {
  const t: LanguageTranslation =
    (language === flow.defaultLanguage ? undefined : lookup(flow.translations, language)) ?? {};
  const nodes = t.nodes ?? {};
  const elements = t.elements ?? {};
  const messages = messagesFor(language, flow.defaultLanguage);
  return {
    language,
    messages,
    fields: fieldMessages(messages),
    node: (nodeId, field, fallback) => lookup(nodes, nodeId)?.[field] ?? fallback,
    element: (key, field, fallback) => lookup(elements, key)?.[field] ?? fallback,
    option: (key, option, fallback) => {
      const o = lookup(elements, key)?.options;
      return (o && lookup(o, option)) ?? fallback;
    },
    validation: (key, type, fallback) => {
      const v = lookup(elements, key)?.validations;
      return (v && lookup(v, type)) ?? fallback;
    },
  };
}
