/**
 * Paths of the flow execution API, for the routes that serve them and for answers that point a
 * client at one (a provider_kyb_search step names its search endpoint). No HTTP framework here, so
 * the session runtime can use it too.
 */
import type { FlowMode } from '../../sessions/repository.js';

const PREFIX: Record<FlowMode, string> = { live: '', test: '/test' };

/** Every flow route exists once per mode: live, and the test version under `/test`. */
export const MODES: ReadonlyArray<{ mode: FlowMode; prefix: string }> = [
  { mode: 'live', prefix: PREFIX.live },
  { mode: 'test', prefix: PREFIX.test },
];

/** Route of the provider_kyb_search step's search (GET `<prefix>/kyb-search/:flowId`). */
export const KYB_SEARCH_ROUTE = '/kyb-search';

export function kybSearchPath(mode: FlowMode, flowId: string): string {
  return `${PREFIX[mode]}${KYB_SEARCH_ROUTE}/${encodeURIComponent(flowId)}`;
}

/** Route of a built-in provider_electronic_id step's start (POST `<prefix>/flow/:flowId/electronic-id/start`). */
export const EID_START_ROUTE = '/electronic-id/start';

export function eidStartPath(mode: FlowMode, flowId: string): string {
  return `${PREFIX[mode]}/flow/${encodeURIComponent(flowId)}${EID_START_ROUTE}`;
}

/** Where every OpenID provider sends the person back (both modes: the authorization names the session). */
export const EID_CALLBACK_PATH = '/eid/callback';
