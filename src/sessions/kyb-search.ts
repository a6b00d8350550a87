/**
 * The search behind a provider_kyb_search step (GET /kyb-search/{flowId}): the business registry of
 * the node's country, the same index and answer as POST /v3/business/autocomplete. It serves only a
 * session standing on such a step, so the session id is all the authority a browser needs (the route
 * adds the tenant's token on authenticated flows) without the search becoming an open registry API
 * for every flow. PrefillIds are issued for the flow's tenant: the ones the step's submit accepts.
 */
import type { BusinessSearch } from '../businesses/business-search.js';
import type { AutocompleteItem } from '../businesses/api-shape.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import { OnwardError } from '../errors/index.js';
import { ABANDONED } from './repository.js';
import type { OpenedFlow } from './open.js';

export interface KybQuery {
  /** What the user typed; leading blanks removed, a trailing space kept (it completes the last word). */
  q: string;
  limit: number;
  city: string;
  state: string;
}

export interface KybSearchDeps {
  businesses: Pick<BusinessSearch, 'autocomplete'>;
}

/**
 * Where the caller named the session, for the 4014 detail: the x-hf-session header on the flow
 * routes, the resume token (Authorization) on the resume page's API.
 */
export type KybSessionSource = 'headers/x-hf-session' | 'headers/authorization';

function notAtKybStep(where: string, source: KybSessionSource): OnwardError {
  return new OnwardError(
    4014,
    'Invalid submit data: the session\u2019s current step is not a provider_kyb_search step',
    [
      {
        field: source,
        reason: 'not_kyb_search_step',
        message: `the session ${where}; only a provider_kyb_search step can be searched`,
      },
    ],
  );
}

export function createKybSearch(deps: KybSearchDeps) {
  return {
    /** 4014 unless the session stands on a provider_kyb_search step; 4013 when it is finished, 4109 when abandoned. */
    search(
      opened: OpenedFlow,
      query: KybQuery,
      source: KybSessionSource = 'headers/x-hf-session',
    ): { results: AutocompleteItem[] } {
      const session = opened.session;
      if (!session) throw new OnwardError(4100, 'The x-hf-session header is required');
      if (session.status === ABANDONED) throw new OnwardError(4109);
      const position = session.state.position;
      if (position.kind === 'end') throw new OnwardError(4013);
      if (position.kind !== 'step')
        throw notAtKybStep(
          position.kind === 'new'
            ? 'has not been shown its first step yet (GET /flow first)'
            : 'is waiting for a service',
          source,
        );
      const node = own(opened.published.compiled.nodes, position.nodeId);
      if (node?.type !== 'provider_kyb_search')
        throw notAtKybStep(`stands on a ${node?.type ?? 'missing'} step`, source);
      return deps.businesses.autocomplete(
        {
          countryCode: node.config.country,
          companyName: query.q,
          city: query.city,
          state: query.state,
          limit: query.limit,
          packageId: '',
          explain: false,
        },
        { tenantId: session.tenantId },
      );
    },
  };
}

export type KybSearch = ReturnType<typeof createKybSearch>;
