// The flow document's types, derived from the JSON Schema in schema.ts so the two cannot
// drift. Nodes are discriminated by `type`, elements by `type`, validations by `type`.
import type { Static } from '@sinclair/typebox';
import type * as E from './schema-elements.js';
import type * as C from './schema-common.js';
import type * as S from './schema.js';

export type Validation = Static<typeof C.Validation>;
export type Rule = Static<typeof C.Rule>;
export type FormElementCondition = Static<typeof C.Condition>;
export type Comparable = Static<typeof C.Comparable>;
export type SelectOption = Static<typeof C.SelectOption>;
export type ChoiceOption = Static<typeof C.ChoiceOption>;
export type ClientPhoneNumber = Static<typeof C.ClientPhoneNumber>;

export type OwnerGroupElement = Static<typeof E.OwnerGroupElement>;
export type OwnerElement = Static<typeof E.OwnerElement>;
export type DatePartSelectElement = Static<typeof E.DatePartSelectElement>;
export type FormElement = Static<typeof E.FormElement>;

export type FormNode = Static<typeof S.FormNode>;
export type ConditionNode = Static<typeof S.ConditionNode>;
export type ConditionBranch = Static<typeof S.ConditionBranch>;
export type ServiceNode = Static<typeof S.ServiceNode>;
export type EndNode = Static<typeof S.EndNode>;
export type ProviderNode = Static<typeof S.ProviderNode>;
export type FlowNode = Static<typeof S.FlowNode>;

export type ElementTranslation = Static<typeof S.ElementTranslation>;
export type NodeTranslation = Static<typeof S.NodeTranslation>;
export type LanguageTranslation = Static<typeof S.LanguageTranslation>;
export type FlowDocument = Static<typeof S.FlowDocumentSchema>;

/** Nodes the end user interacts with (a step is shown and answered). */
export type InteractiveNode = FormNode | ProviderNode;

/** One problem found in a document; `path` is a JSON pointer into the uploaded document. */
export interface DocumentIssue {
  /** Machine-readable code, e.g. `unknown_reference`, `unreachable_node`. */
  code: string;
  path: string;
  message: string;
  /** Id of the node the problem is in, when there is one. */
  nodeId?: string;
  /** Field name inside the node or element (`next`, `fieldId`, `validations`, ...). */
  field?: string;
  /** Flow API error code when the spec names one (4003 for an empty flow). */
  apiCode?: number;
}

export type ValidationResult =
  { ok: true; document: FlowDocument; warnings: DocumentIssue[] } | { ok: false; errors: DocumentIssue[] };

export type SmsConfig = Static<typeof import('./schema-sms.js').SmsConfig>;
export type SmsNode = Static<typeof import('./schema-sms.js').SmsNode>;
export type KybSearchConfig = Static<typeof import('./schema-kyb-search.js').KybSearchConfig>;
export type KybSearchNode = Static<typeof import('./schema-kyb-search.js').KybSearchNode>;
