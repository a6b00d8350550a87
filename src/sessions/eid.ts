/**
 * Built-in electronic ID steps around a run: `start` asks the verifier for the provider's URL for the
 * step the session stands on (no session write: the pending authorization is the verifier's row, so
 * showing or starting the step again is harmless), and `complete` takes the provider's callback,
 * lets the verifier prove it (state single use, ID token signature, iss, aud, nonce, acr) and only
 * then applies the result to the session the authorization was started for, through the same
 * compare-and-set path as a submit. Every refusal of the callback (4460/4461/4462, 6505) is thrown
 * before the session is touched.
 */
import type { EngineEvent, EidResult } from '../engine/types.js';
import { isBuiltinEid } from '../engine/eid-step.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import { OnwardError } from '../errors/index.js';
import { validateEidConfig, type EidNodeConfig } from '../verification/eid/config.js';
import type { CompleteResult, EidVerifier } from '../verification/eid/verifier.js';
import type { FlowRuntime, OpenedFlow, StepResult } from './runtime.js';

/** Where the browser goes after the callback: the hosted page it came from, or the node's return URL. */
export type EidReturn = { kind: 'hosted_page'; path: string } | { kind: 'tenant_url'; url: string };

export interface EidStart {
  authorizationUrl: string;
  expiresAt: number;
}

export interface EidCompletion {
  outcome: 'verified' | 'denied';
  sessionId: string;
  step: StepResult;
  returnTo?: EidReturn;
}

export interface ElectronicIdDeps {
  verifier: Pick<EidVerifier, 'begin' | 'complete'>;
  runtime: Pick<FlowRuntime, 'open' | 'eidResult' | 'sessions'>;
  /** The callback route's absolute URL, as registered with every provider (no query). */
  redirectUri: string;
  /** Admit http issuers on loopback (tests against a local provider), as the verifier does. */
  allowInsecureLoopbackIssuers?: boolean;
}

function parseReturn(text: string | undefined): EidReturn | undefined {
  if (text === undefined) return undefined;
  const value = JSON.parse(text) as EidReturn;
  return value.kind === 'hosted_page' || value.kind === 'tenant_url' ? value : undefined;
}

function engineResult(result: CompleteResult): EidResult {
  if (result.outcome === 'denied')
    return {
      outcome: 'denied',
      error: result.error,
      ...(result.description !== undefined ? { description: result.description } : {}),
    };
  return {
    outcome: 'verified',
    issuer: result.issuer,
    subject: result.subject,
    ...(result.acr !== undefined ? { acr: result.acr } : {}),
    ...(result.authTime !== undefined ? { authTime: result.authTime } : {}),
    claims: result.claims,
    mapped: result.mapped,
  };
}

export function createElectronicId(deps: ElectronicIdDeps) {
  return {
    /**
     * The provider URL for the built-in eID step `o`'s session stands on. `hostedPage`: the page's
     * own path, to come back to, and the secret its browser keeps (the callback must bring it);
     * otherwise the node's `returnUrl`, if any.
     */
    async start(o: OpenedFlow, hostedPage?: { path: string; browserBinding: string }): Promise<EidStart> {
      const session = o.session;
      if (!session) throw new OnwardError(4100, 'Session not found');
      const position = session.state.position;
      if (position.kind === 'end') throw new OnwardError(4013);
      const node = position.kind === 'step' ? own(o.published.compiled.nodes, position.nodeId) : undefined;
      if (!isBuiltinEid(node) || !node.config)
        throw new OnwardError(4014, 'Invalid submit data: the current step is not a built-in electronic ID step');
      const { provider: _provider, returnUrl, ...settings } = node.config;
      const checked = validateEidConfig(settings, {
        allowInsecureLoopbackIssuer: deps.allowInsecureLoopbackIssuers === true,
      });
      // Publication checked it; a version published before a rule tightened is refused the same way the verifier would.
      if (!checked.ok)
        throw new OnwardError(
          4206,
          'the electronic ID node is misconfigured',
          checked.issues.map((i) => ({ field: i.field, reason: i.code, message: i.message })),
        );
      const config: EidNodeConfig = checked.config;
      const back: EidReturn | undefined =
        hostedPage !== undefined
          ? { kind: 'hosted_page', path: hostedPage.path }
          : returnUrl !== undefined
            ? { kind: 'tenant_url', url: returnUrl }
            : undefined;
      const begun = await deps.verifier.begin({
        sessionRef: session.id,
        nodeId: node.id,
        config,
        redirectUri: deps.redirectUri,
        ...(back ? { returnTo: JSON.stringify(back) } : {}),
        ...(hostedPage ? { browserBinding: hostedPage.browserBinding } : {}),
      });
      return { authorizationUrl: begun.authorizationUrl, expiresAt: begun.expiresAt };
    },

    /** Verifies the provider's callback, then applies it to the session it was started for. */
    /** `browserBinding`: the secret the callback's browser holds, checked when the start bound one. */
    async complete(callback: URLSearchParams, browserBinding?: string): Promise<EidCompletion> {
      const result = await deps.verifier.complete(callback, browserBinding !== undefined ? { browserBinding } : {});
      const session = await deps.runtime.sessions.get(result.sessionRef);
      if (!session) throw new OnwardError(4100, 'The session of this login no longer exists');
      const opened = await deps.runtime.open(session.mode, session.flowId, session.id);
      const event: Extract<EngineEvent, { type: 'eid_result' }> = {
        type: 'eid_result',
        nodeId: result.nodeId,
        result: engineResult(result),
      };
      const step = await deps.runtime.eidResult(opened, event);
      const returnTo = parseReturn(result.returnTo);
      return { outcome: result.outcome, sessionId: session.id, step, ...(returnTo ? { returnTo } : {}) };
    },
  };
}

export type ElectronicId = ReturnType<typeof createElectronicId>;
