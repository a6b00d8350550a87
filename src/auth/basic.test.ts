import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { basicAuthorization, parseBasicAuthorization, parseBearerAuthorization } from './basic.js';

describe('Basic authorization', () => {
  it('decodes username and password, keeping colons in the password', () => {
    assert.deepEqual(parseBasicAuthorization(basicAuthorization('alice', 'pa:ss')), {
      username: 'alice',
      password: 'pa:ss',
    });
  });

  it('has no 76-character line limit and tolerates folded lines (RFC 2045)', () => {
    const long = 'p'.repeat(200);
    const header = basicAuthorization('bob', long);
    assert.ok(header.length > 76 + 6);
    assert.deepEqual(parseBasicAuthorization(header), { username: 'bob', password: long });
    const b64 = header.slice(6);
    const folded = `Basic ${b64.slice(0, 76)}\r\n ${b64.slice(76)}`;
    assert.deepEqual(parseBasicAuthorization(folded), { username: 'bob', password: long });
  });

  it('rejects other schemes, bad base64 and missing colons', () => {
    assert.equal(parseBasicAuthorization(undefined), undefined);
    assert.equal(parseBasicAuthorization('Bearer abc'), undefined);
    assert.equal(parseBasicAuthorization('Basic !!!'), undefined);
    assert.equal(parseBasicAuthorization(`Basic ${Buffer.from('nocolon').toString('base64')}`), undefined);
    assert.equal(parseBasicAuthorization(`Basic ${Buffer.from(':pw').toString('base64')}`), undefined);
  });

  it('round-trips any username without a colon and any password', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((u) => !u.includes(':')),
        fc.string(),
        (u, p) => {
          assert.deepEqual(parseBasicAuthorization(basicAuthorization(u, p)), { username: u, password: p });
        },
      ),
    );
  });

  it('never throws on arbitrary headers', () => {
    fc.assert(
      fc.property(fc.string(), (h) => {
        parseBasicAuthorization(h);
        parseBearerAuthorization(h);
      }),
    );
  });

  it('extracts bearer tokens', () => {
    assert.equal(parseBearerAuthorization('Bearer abc.def'), 'abc.def');
    assert.equal(parseBearerAuthorization('bearer x'), 'x');
    assert.equal(parseBearerAuthorization('Bearer a b'), undefined);
  });
});
