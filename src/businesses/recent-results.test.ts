import { test } from 'node:test';
import assert from 'node:assert/strict';
import { req, searchOver } from './testing.js';
import { RECENT_RESULTS } from './recent-results.js';

test('records decoded once answer later keystrokes alike, and responses share no arrays', () => {
  const specs = Array.from({ length: RECENT_RESULTS + 50 }, (_, i) => ({
    name: `Acme ${i} Ltd`,
    registrationNumber: String(i),
    identifiers: [{ type: 'VAT', number: `GB${i}` }],
    city: 'Leeds',
  }));
  const { search } = searchOver(specs);
  const first = search.autocomplete(req('acme', { limit: 50 }));
  // Enough other results to evict the first page from the cache, then the first page again.
  for (let i = 0; i < RECENT_RESULTS + 50; i += 40) search.autocomplete(req(`acme ${i}`, { limit: 50 }));
  const again = search.autocomplete(req('acme', { limit: 50 }));
  const cached = search.autocomplete(req('acme', { limit: 50 }));
  assert.deepEqual(again, first);
  assert.deepEqual(cached, first);
  assert.notEqual(cached.results[0]!.BusinessIdentifiers, again.results[0]!.BusinessIdentifiers);
  cached.results[0]!.BusinessIdentifiers.push({ Type: 'X', Number: '1' });
  assert.deepEqual(search.autocomplete(req('acme', { limit: 50 })), first);
});
