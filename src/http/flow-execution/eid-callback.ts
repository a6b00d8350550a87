/**
 * GET /eid/callback: where every OpenID provider sends the person back after a built-in
 * provider_electronic_id login (the redirect URI registered with the provider). The authorization's
 * state names the session and step, so this route has no flowId or x-hf-session: nothing in the
 * request can point the result at another session. Verified (or declined) → the step is completed
 * (or shows the refusal) and the browser goes back where the login was started: the hosted page
 * (303 to it, with ?eid=verified|denied), the node's returnUrl (303, with ?session=&outcome=), or,
 * with neither, the next step as JSON. A replayed, forged or expired callback is refused in the API's error shape and changes
 * no session; an unreachable provider is 503 with the session where it was.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { ElectronicId, EidReturn } from '../../sessions/eid.js';
import { errorResponses } from '../contract/errors.js';
import { NONE } from '../contract/security.js';
import { patternOnlyLog } from '../route-log.js';
import { rawSerializer } from '../responses.js';
import { stepReply } from './schemas.js';
import { sendStep } from './request-context.js';
import { EID_CALLBACK_PATH } from './paths.js';
import { browserBindingOf } from './eid-cookie.js';

/**
 * 4460 state missing, unknown, used or expired; 4461 the provider's answer did not verify; 4462 the
 * provider refused our request; 4206 the node's configuration cannot work; 6505 provider unreachable;
 * the session's own refusals: 4100 gone, 4109 abandoned, 4013 finished, 4014 moved on from the step.
 */
const CALLBACK_CODES = [4460, 4461, 4462, 4206, 6505, 4100, 4109, 4013, 4014, 4409] as const;

function locationOf(target: EidReturn, sessionId: string, outcome: string): string {
  // The page says what happened (?eid=verified|denied) and drops the parameter from its address.
  if (target.kind === 'hosted_page') return `${target.path}?eid=${outcome}`;
  const url = new URL(target.url);
  url.searchParams.set('session', sessionId);
  url.searchParams.set('outcome', outcome);
  return url.href;
}

export function registerEidCallback(app: App, deps: { electronicId: ElectronicId }): void {
  app.get(
    EID_CALLBACK_PATH,
    {
      serializerCompiler: rawSerializer,
      // The query carries a single-use code and state: logged by route pattern only.
      logSerializers: patternOnlyLog,
      schema: {
        tags: ['flow'],
        security: NONE,
        summary: 'Electronic ID callback (the redirect URI registered with OpenID providers)',
        description:
          'The provider redirects the person here with code and state (or error). The state is single use. ' +
          'Verified or declined: 303 to the hosted page the login started from, or to the node’s returnUrl with ?session=<id>&outcome=verified|denied; ' +
          'without either, 200 with the session’s step (the next one, or the same step with status denied). ' +
          'Refused callbacks (4460 replayed/unknown/expired state or, for a hosted-page login, another browser than the one that started it; 4461 token not verified, 4462 provider refused) change no session; 6505: the provider is unreachable, start again later.',
        querystring: Type.Object(
          {
            state: Type.Optional(Type.String()),
            code: Type.Optional(Type.String()),
            iss: Type.Optional(Type.String()),
            error: Type.Optional(Type.String()),
            error_description: Type.Optional(Type.String()),
          },
          { additionalProperties: true },
        ),
        response: {
          200: stepReply('No return address: the session’s step after the login'),
          303: { description: 'Back to the hosted page, or to the node’s returnUrl', type: 'null' },
          ...errorResponses([...CALLBACK_CODES]),
        },
      },
    },
    async (request, reply) => {
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      const done = await deps.electronicId.complete(query, browserBindingOf(request));
      if (!done.returnTo) return sendStep(reply, done.step);
      return reply
        .status(303)
        .headers({
          location: locationOf(done.returnTo, done.sessionId, done.outcome),
          'cache-control': 'no-store',
          // The hosted page's address holds its resume token; the next site must not receive it.
          'referrer-policy': 'no-referrer',
        })
        .send();
    },
  );
}
