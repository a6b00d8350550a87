// The compiled form of a published flow version: what the engine runs. Plain JSON (no
// Maps, no functions) because it is stored per published version. Look records up with
// `Object.hasOwn` (see `lookup`), never by plain indexing with user-supplied keys.
import type { EndStatus, Language, WebhookFormat } from './constants.js';
import type {
  ConditionNode,
  EndNode,
  FormElement,
  FormNode,
  LanguageTranslation,
  OwnerElement,
  OwnerGroupElement,
  ProviderNode,
  ServiceNode,
} from './types.js';

type WithId<E> = E extends unknown ? E & { id: string } : never;

/** An owner group field; `id` derives from `<ownerKey>.<key>`. Rules name ids. */
export type CompiledOwnerGroupElement = WithId<OwnerGroupElement>;
export type CompiledOwnerElement = Omit<OwnerElement, 'elements'> & {
  id: string;
  elements: CompiledOwnerGroupElement[];
};
/** A form element with its generated public `id`; condition rules name ids, not keys. */
export type CompiledElement = WithId<Exclude<FormElement, OwnerElement>> | CompiledOwnerElement;

export type CompiledFormNode = Omit<FormNode, 'elements' | 'next'> & {
  elements: CompiledElement[];
  next: string;
  /** Element ids in an order where each condition's same-form inputs come first. */
  visibilityOrder: string[];
};
export type CompiledConditionNode = Omit<ConditionNode, 'otherwise'> & { otherwise: string };
export type CompiledServiceNode = Omit<ServiceNode, 'next' | 'config'> & {
  next: string;
  config: Record<string, unknown>;
};
export type CompiledProviderNode = ProviderNode extends infer P
  ? P extends { next?: string }
    ? Omit<P, 'next'> & { next: string }
    : never
  : never;
export type CompiledEndNode = Omit<EndNode, 'status'> & { status: EndStatus };
export type CompiledNode =
  CompiledFormNode | CompiledConditionNode | CompiledServiceNode | CompiledProviderNode | CompiledEndNode;

export interface ElementLocation {
  nodeId: string;
  /** Document key; `<ownerKey>.<key>` for owner group fields. */
  key: string;
  /** Id of the owner element when this is a field of an owner group. */
  ownerId?: string;
}

export interface CompiledFlow {
  formatVersion: 1;
  flowId: string;
  version: number;
  name: string;
  authenticated: boolean;
  defaultLanguage: Language;
  start: string;
  nodes: Record<string, CompiledNode>;
  /** Node ids in document order, then the added END if any. */
  nodeOrder: string[];
  /** Id of the END the compiler added (`_end`), or null when the document has all its ends. */
  addedEndId: string | null;
  elements: Record<string, ElementLocation>;
  /** Top-level form elements only: owner group fields live inside their owner's records. */
  elementIdByKey: Record<string, string>;
  elementIdsByRole: Record<string, string[]>;
  elementIdsByNormalizedName: Record<string, string[]>;
  translations: Partial<Record<Language, LanguageTranslation>>;
  /** The abandonment timer in ms; absent means none (also in versions compiled before it existed). */
  abandonAfterMs?: number;
  /** Receives this flow's events (src/end-clients/status-events.ts, flow-events.ts); absent: none. */
  webhookUrl?: string;
  /**
   * Present only for `event_callback` (the real API's envelope, src/end-clients/flow-events.ts);
   * absent means `standard`, so versions compiled before formats existed keep their behaviour.
   */
  webhookFormat?: Exclude<WebhookFormat, 'standard'>;
}

/** Own-property lookup, safe against keys such as `constructor` or `__proto__`. */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** An `sms` node as the engine runs it (config defaults are applied by the engine, see engine/sms.ts). */
export type CompiledSmsNode = Extract<CompiledProviderNode, { type: 'sms' }>;

/** A `provider_kyb_search` node as the engine runs it (src/engine/kyb-search.ts). */
export type CompiledKybSearchNode = Extract<CompiledProviderNode, { type: 'provider_kyb_search' }>;

/** A `provider_doc_v` node as the engine runs it (src/engine/document-step.ts). */
export type CompiledDocvNode = Extract<CompiledProviderNode, { type: 'provider_doc_v' }>;
