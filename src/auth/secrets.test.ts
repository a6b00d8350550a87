import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hashSecret, verifySecret } from './secrets.js';

describe('secret hashing', () => {
  it('stores scrypt hashes, never the secret, and verifies them', async () => {
    const hash = await hashSecret('s3cret!');
    assert.match(hash, /^scrypt\$16384\$8\$1\$/);
    assert.ok(!hash.includes('s3cret'));
    assert.equal(await verifySecret('s3cret!', hash), true);
    assert.equal(await verifySecret('s3cret?', hash), false);
  });

  it('salts: the same secret hashes differently', async () => {
    assert.notEqual(await hashSecret('x'), await hashSecret('x'));
  });

  it('rejects malformed stored values', async () => {
    assert.equal(await verifySecret('x', 'plain'), false);
    assert.equal(await verifySecret('x', 'bcrypt$1$2$3$4$5'), false);
  });
});
