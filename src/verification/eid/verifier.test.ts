import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { OnwardError } from '../../errors/index.js';
import { createOutboundClient, type OutboundClient, type OutboundOutcome } from '../../outbound/client.js';
import { createSecretBox } from '../../webhooks/secret-box.js';
import { DIALECTS, openTestStore, type TestStore } from '../../../test/support/stores.js';
import { sealClientSecret } from './secrets.js';
import { createDiscoveryCache } from './discovery.js';
import { createEidVerifier, type CompleteResult, type EidVerifierDeps } from './verifier.js';
import type { EidNodeConfig } from './config.js';
import {
  authenticate,
  CLIENT_ID,
  CLIENT_SECRET,
  PERSON,
  REDIRECT_URI,
  startTestProvider,
  type TestProvider,
} from './test-support/provider.js';

const box = createSecretBox(randomBytes(32));
const loopback = createOutboundClient({ allow: ['127.0.0.1'] });

const MAPPING = {
  given_name: 'first_name',
  family_name: 'last_name',
  birthdate: 'dob',
  personal_identity_number: 'national_id_nr',
  national_id: 'national_id_nr',
};

function nodeConfig(issuer: string, extra: Partial<EidNodeConfig> = {}): EidNodeConfig {
  return sealClientSecret(
    {
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scopes: ['openid', 'profile', 'national_id'],
      claims: MAPPING,
      ...extra,
    },
    box,
  );
}

/** An outbound client in the middle: `rewrite` may change any answer on its way back to the verifier. */
function inTheMiddle(
  rewrite: (url: string, outcome: OutboundOutcome) => OutboundOutcome,
  seen: string[] = [],
): OutboundClient {
  return {
    async request(req) {
      const url = String(req.url);
      seen.push(url);
      return rewrite(url, await loopback.request(req));
    },
    close: () => {},
  };
}

function jsonBody(
  outcome: OutboundOutcome,
  change: (json: Record<string, unknown>) => Record<string, unknown>,
): OutboundOutcome {
  if (outcome.kind !== 'response') return outcome;
  return {
    ...outcome,
    body: Buffer.from(JSON.stringify(change(JSON.parse(outcome.body.toString('utf8')) as Record<string, unknown>))),
  };
}

async function refusal(promise: Promise<unknown>): Promise<OnwardError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof OnwardError) return e;
    throw e;
  }
  throw new Error('expected an OnwardError');
}

function verified(result: CompleteResult): Extract<CompleteResult, { outcome: 'verified' }> {
  assert.equal(result.outcome, 'verified');
  return result;
}

for (const dialect of DIALECTS) {
  describe(`eID verifier against a real OpenID provider, state on ${dialect}`, () => {
    let provider: TestProvider;
    let t: TestStore;
    const verifier = (deps: Partial<EidVerifierDeps> = {}) =>
      createEidVerifier({ store: t.store, box, outbound: loopback, allowInsecureLoopbackIssuers: true, ...deps });

    before(async () => {
      [provider, t] = await Promise.all([startTestProvider(), openTestStore(dialect)]);
    });
    after(async () => {
      await Promise.all([provider.close(), t.dispose()]);
    });

    test('a full round trip: PKCE authorization, login and consent, verified ID token, claims mapped to roles', async () => {
      const eid = verifier();
      const started = await eid.begin({
        sessionRef: 'session-1',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const url = new URL(started.authorizationUrl);
      assert.equal(url.origin, provider.issuer);
      assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
      assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
      assert.ok(url.searchParams.get('nonce'));
      assert.equal(url.searchParams.get('scope'), 'openid profile national_id');
      const state = url.searchParams.get('state') ?? '';

      // At rest: the state only as a hash, the PKCE verifier sealed, the client secret never in clear.
      const row = await t.store.db
        .selectFrom('eid_authorizations')
        .selectAll()
        .where('handle', '=', started.stateHandle)
        .executeTakeFirstOrThrow();
      assert.notEqual(row.state_hash, state);
      assert.match(row.code_verifier, /^v1\./);
      assert.ok(!row.config.includes(CLIENT_SECRET));
      assert.equal(row.session_ref, 'session-1');

      const result = verified(await eid.complete(await authenticate(started.authorizationUrl, 'person-1')));
      assert.equal(result.sessionRef, 'session-1');
      assert.equal(result.nodeId, 'eid');
      assert.equal(result.stateHandle, started.stateHandle);
      assert.equal(result.issuer, provider.issuer);
      assert.equal(result.subject, 'person-1');
      assert.deepEqual(result.mapped, {
        first_name: PERSON.given_name,
        last_name: PERSON.family_name,
        dob: PERSON.birthdate,
        national_id_nr: PERSON.personal_identity_number,
      });
      assert.deepEqual(result.missingRoles, []);
      assert.equal(result.claims.aud, CLIENT_ID);
    });

    test('a replayed state is refused, and so are an unknown and a missing one', async () => {
      const eid = verifier();
      const started = await eid.begin({
        sessionRef: 'session-2',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const callback = await authenticate(started.authorizationUrl, 'person-2');
      verified(await eid.complete(callback));
      const replay = await refusal(eid.complete(callback));
      assert.equal(replay.code, 4460);
      assert.equal(replay.details?.[0]?.reason, 'replayed_state');
      assert.equal((await refusal(eid.complete('?state=never-issued&code=x'))).details?.[0]?.reason, 'unknown_state');
      assert.equal((await refusal(eid.complete('?code=x'))).details?.[0]?.reason, 'missing_state');
    });

    test('an expired state is refused, and stays spent', async () => {
      let clock = Date.now();
      const eid = verifier({ now: () => clock });
      const started = await eid.begin({
        sessionRef: 'session-3',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer, { stateTtlSeconds: 60 }),
        redirectUri: REDIRECT_URI,
      });
      const callback = await authenticate(started.authorizationUrl, 'person-3');
      clock += 61_000;
      assert.equal((await refusal(eid.complete(callback))).details?.[0]?.reason, 'expired_state');
      assert.equal((await refusal(eid.complete(callback))).details?.[0]?.reason, 'replayed_state');
      clock += 1;
      assert.ok((await eid.purgeExpired()) >= 1);
      assert.equal(
        await t.store.db
          .selectFrom('eid_authorizations')
          .select('handle')
          .where('handle', '=', started.stateHandle)
          .executeTakeFirst(),
        undefined,
      );
    });

    test('an ID token altered on its way from the token endpoint is refused (signature checked)', async () => {
      const eid = verifier({
        outbound: inTheMiddle((url, outcome) =>
          url.endsWith('/token')
            ? jsonBody(outcome, (json) => {
                const [header, payload, signature] = String(json.id_token).split('.');
                const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
                  string,
                  unknown
                >;
                const forged = Buffer.from(JSON.stringify({ ...claims, given_name: 'Mallory' })).toString('base64url');
                return { ...json, id_token: [header, forged, signature].join('.') };
              })
            : outcome,
        ),
      });
      const started = await eid.begin({
        sessionRef: 'session-4',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const error = await refusal(eid.complete(await authenticate(started.authorizationUrl, 'person-4')));
      assert.equal(error.code, 4461);
      assert.equal(error.kind, 'upstream_failed');
    });

    test("an ID token that does not verify against the issuer's published keys is refused", async () => {
      const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const foreign = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
      const eid = verifier({
        outbound: inTheMiddle((url, outcome) =>
          url.endsWith('/jwks') ? jsonBody(outcome, () => ({ keys: [foreign] })) : outcome,
        ),
      });
      const started = await eid.begin({
        sessionRef: 'session-5',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const error = await refusal(eid.complete(await authenticate(started.authorizationUrl, 'person-5')));
      assert.equal(error.code, 4461);
    });

    test('a wrong issuer is refused: discovery naming another issuer, and a callback naming another one', async () => {
      // `localhost` reaches the same provider, but it is not the issuer the provider names.
      const viaLocalhost = createOutboundClient({
        allow: ['127.0.0.1', 'localhost'],
        resolver: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      const wrong = await refusal(
        verifier({ outbound: viaLocalhost }).begin({
          sessionRef: 'session-6',
          nodeId: 'eid',
          config: nodeConfig(`http://localhost:${provider.port}`),
          redirectUri: REDIRECT_URI,
        }),
      );
      viaLocalhost.close();
      assert.equal(wrong.code, 4461);
      assert.equal(wrong.details?.[0]?.reason, 'issuer_mismatch');

      const eid = verifier();
      const started = await eid.begin({
        sessionRef: 'session-6',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const callback = new URL(await authenticate(started.authorizationUrl, 'person-6'));
      callback.searchParams.set('iss', 'https://idp.example');
      assert.equal((await refusal(eid.complete(callback.href))).details?.[0]?.reason, 'issuer_mismatch');
    });

    test('a provider that cannot be reached is `unavailable`, and the step can start again', async () => {
      const closed = await startTestProvider();
      await closed.close();
      const down = await refusal(
        verifier().begin({
          sessionRef: 'session-7',
          nodeId: 'eid',
          config: nodeConfig(closed.issuer),
          redirectUri: REDIRECT_URI,
        }),
      );
      assert.equal(down.code, 6505);
      assert.equal(down.kind, 'unavailable');
      assert.equal(down.hints?.retryAfterSeconds, 30);

      // Down between the person's login and the code exchange: same answer, and a new attempt succeeds.
      const flaky = verifier({
        outbound: inTheMiddle((url, outcome) =>
          url.endsWith('/token')
            ? { kind: 'network_error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' }
            : outcome,
        ),
      });
      const first = await flaky.begin({
        sessionRef: 'session-7',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      assert.equal(
        (await refusal(flaky.complete(await authenticate(first.authorizationUrl, 'person-7')))).kind,
        'unavailable',
      );
      const failing = verifier({
        outbound: inTheMiddle((url, outcome) =>
          url.endsWith('/token') && outcome.kind === 'response'
            ? { ...outcome, status: 503, body: Buffer.from('') }
            : outcome,
        ),
      });
      const second = await failing.begin({
        sessionRef: 'session-7',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      assert.equal(
        (await refusal(failing.complete(await authenticate(second.authorizationUrl, 'person-7')))).code,
        6505,
      );

      const eid = verifier();
      const retry = await eid.begin({
        sessionRef: 'session-7',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      assert.equal(
        verified(await eid.complete(await authenticate(retry.authorizationUrl, 'person-7'))).sessionRef,
        'session-7',
      );
    });

    test('a person who declines at the provider gives a `denied` result the step can show', async () => {
      const eid = verifier();
      const started = await eid.begin({
        sessionRef: 'session-8',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer),
        redirectUri: REDIRECT_URI,
      });
      const result = await eid.complete(await authenticate(started.authorizationUrl, 'person-8', 'abort'));
      assert.deepEqual(result, {
        outcome: 'denied',
        sessionRef: 'session-8',
        nodeId: 'eid',
        stateHandle: started.stateHandle,
        error: 'access_denied',
        description: 'End-User aborted interaction',
      });
    });

    test('a required assurance level the ID token does not carry is refused', async () => {
      const eid = verifier();
      const started = await eid.begin({
        sessionRef: 'session-9',
        nodeId: 'eid',
        config: nodeConfig(provider.issuer, { acrValues: ['urn:onward:test:high'] }),
        redirectUri: REDIRECT_URI,
      });
      assert.equal(new URL(started.authorizationUrl).searchParams.get('acr_values'), 'urn:onward:test:high');
      const error = await refusal(eid.complete(await authenticate(started.authorizationUrl, 'person-9')));
      assert.equal(error.code, 4461);
      assert.equal(error.details?.[0]?.reason, 'acr_not_satisfied');
    });

    test('a wrong client secret is the provider refusing; an unsealed one never leaves the server', async () => {
      const eid = verifier();
      const wrongSecret = sealClientSecret({ ...nodeConfig(provider.issuer), clientSecret: 'not-the-secret' }, box);
      const started = await eid.begin({
        sessionRef: 'session-10',
        nodeId: 'eid',
        config: wrongSecret,
        redirectUri: REDIRECT_URI,
      });
      const refused = await refusal(eid.complete(await authenticate(started.authorizationUrl, 'person-10')));
      assert.equal(refused.code, 4462);
      assert.equal(refused.details?.[0]?.reason, 'invalid_client');

      const plain = await refusal(
        eid.begin({
          sessionRef: 'session-10',
          nodeId: 'eid',
          config: { ...nodeConfig(provider.issuer), clientSecret: CLIENT_SECRET },
          redirectUri: REDIRECT_URI,
        }),
      );
      assert.equal(plain.code, 4206);
      assert.equal(plain.details?.[0]?.reason, 'client_secret_not_sealed');
    });

    test('without the test-only flag an http issuer is a configuration error, before any call', async () => {
      const seen: string[] = [];
      const strict = createEidVerifier({ store: t.store, box, outbound: inTheMiddle((_u, o) => o, seen) });
      const error = await refusal(
        strict.begin({
          sessionRef: 'session-11',
          nodeId: 'eid',
          config: nodeConfig(provider.issuer),
          redirectUri: REDIRECT_URI,
        }),
      );
      assert.equal(error.code, 4206);
      assert.equal(error.details?.[0]?.reason, 'invalid_issuer');
      assert.deepEqual(seen, []);
    });

    test('discovery and the JWKS are fetched once per issuer and reused until the TTL', async () => {
      const seen: string[] = [];
      const eid = verifier({ outbound: inTheMiddle((_u, o) => o, seen) });
      for (const n of [1, 2]) {
        const started = await eid.begin({
          sessionRef: `session-12-${n}`,
          nodeId: 'eid',
          config: nodeConfig(provider.issuer),
          redirectUri: REDIRECT_URI,
        });
        verified(await eid.complete(await authenticate(started.authorizationUrl, 'person-12')));
      }
      assert.equal(seen.filter((u) => u.endsWith('/.well-known/openid-configuration')).length, 1);
      assert.equal(seen.filter((u) => u.endsWith('/jwks')).length, 1);
      assert.equal(seen.filter((u) => u.endsWith('/token')).length, 2);
    });

    test('discovery is fetched again once the TTL has passed', async () => {
      const seen: string[] = [];
      let clock = Date.now();
      const eid = verifier({
        outbound: inTheMiddle((_u, o) => o, seen),
        discovery: createDiscoveryCache({ ttlMs: 60_000, now: () => clock }),
      });
      const begin = () =>
        eid.begin({
          sessionRef: 'session-13',
          nodeId: 'eid',
          config: nodeConfig(provider.issuer),
          redirectUri: REDIRECT_URI,
        });
      await begin();
      clock += 59_000;
      await begin();
      clock += 2_000;
      await begin();
      assert.equal(seen.filter((u) => u.endsWith('/.well-known/openid-configuration')).length, 2);
    });
  });
}

describe('eID verifier with claims only at userinfo', () => {
  let provider: TestProvider;
  let t: TestStore;
  before(async () => {
    [provider, t] = await Promise.all([startTestProvider({ conformIdTokenClaims: true }), openTestStore('sqlite')]);
  });
  after(async () => {
    await Promise.all([provider.close(), t.dispose()]);
  });

  test('the roles are filled from userinfo when configured, and reported missing when not', async () => {
    const eid = createEidVerifier({ store: t.store, box, outbound: loopback, allowInsecureLoopbackIssuers: true });
    const without = await eid.begin({
      sessionRef: 's',
      nodeId: 'eid',
      config: nodeConfig(provider.issuer),
      redirectUri: REDIRECT_URI,
    });
    const bare = verified(await eid.complete(await authenticate(without.authorizationUrl, 'person-13')));
    assert.deepEqual(bare.mapped, {});
    assert.deepEqual(bare.missingRoles, ['first_name', 'last_name', 'dob', 'national_id_nr']);

    const withUserinfo = await eid.begin({
      sessionRef: 's',
      nodeId: 'eid',
      config: nodeConfig(provider.issuer, { userinfo: true }),
      redirectUri: REDIRECT_URI,
    });
    const full = verified(await eid.complete(await authenticate(withUserinfo.authorizationUrl, 'person-13')));
    assert.equal(full.mapped.first_name, PERSON.given_name);
    assert.equal(full.mapped.national_id_nr, PERSON.personal_identity_number);
    assert.deepEqual(full.missingRoles, []);
  });
});
