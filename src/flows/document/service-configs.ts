/**
 * How service nodes' configs are checked at publication. The document validator defines this
 * interface and never knows the services themselves: the composition root (src/app/services.ts)
 * hands it the registry built from src/services, so the document module stays free of the
 * server's code (it is shared with browser apps) while a bad config is still a publication error.
 */

/** Same shape as the flow document validator's issues; paths are JSON pointers inside `config`. */
export interface ConfigIssue {
  /**
   * `unknown_owner_group` / `owner_field_missing` / `not_an_end_node`: an owner_verification config
   * names an owner group, an owner field role or an END the document does not have.
   */
  code:
    | 'missing_field'
    | 'unknown_field'
    | 'invalid_value'
    | 'unknown_owner_group'
    | 'owner_field_missing'
    | 'not_an_end_node';
  path: string;
  message: string;
}

/** What the flow document offers a service, so a config can be checked against the document. */
export interface DocumentFields {
  keys: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  /** Ids of service nodes (their results can be referenced). */
  services: ReadonlySet<string>;
  /** Ids of interactive non-form nodes (sms, provider_kyb_search, provider steps): what they received can be referenced. */
  steps: ReadonlySet<string>;
  /** Owner group elements by key, with the keys and roles of their fields. Absent in callers predating them. */
  ownerGroups?: ReadonlyMap<string, { keys: ReadonlySet<string>; roles: ReadonlySet<string> }>;
  /** Ids of the document's END nodes. */
  ends?: ReadonlySet<string>;
}

export type ServiceConfigValidator = (config: unknown, doc: DocumentFields) => ConfigIssue[];

/**
 * Config validators by service name. A service node naming a service missing here is only
 * warned about (it may be registered by the time the flow runs).
 */
export type ServiceConfigValidators = ReadonlyMap<string, ServiceConfigValidator>;
