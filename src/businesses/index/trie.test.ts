// The trie against the sorted array it is built from: every node's token range is exactly the
// prefix range of its path, and the tokens ending at nodes are exactly the dictionary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildTrie, endsAt, type TokenTrie } from './trie.js';
import { prefixRange } from './dictionary.js';

function walk(trie: TokenTrie, node: number, path: string, visit: (node: number, path: string) => void): void {
  for (let c = node + 1; c < trie.next[node]!; c = trie.next[c]!) {
    const p = path + String.fromCharCode(trie.char[c]!);
    visit(c, p);
    walk(trie, c, p, visit);
  }
}

test('property: trie nodes are the prefixes of the sorted dictionary', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.stringMatching(/^[a-c0-9]{1,7}$/), { maxLength: 40 }), (list) => {
      const tokens = list.slice().sort();
      const trie = buildTrie(tokens);
      const ended: string[] = [];
      const prefixes = new Set(tokens.flatMap((t) => Array.from({ length: t.length }, (_, i) => t.slice(0, i + 1))));
      let nodes = 0;
      walk(trie, 0, '', (n, path) => {
        nodes++;
        const [lo, hi] = prefixRange(tokens, path);
        assert.deepEqual([trie.tokLo[n], trie.tokLo[trie.next[n]!]], [lo, hi], path);
        if (endsAt(trie, n)) {
          ended.push(path);
          assert.equal(tokens[trie.tokLo[n]!], path);
        }
      });
      assert.equal(nodes, prefixes.size);
      assert.deepEqual(ended, tokens);
      assert.equal(trie.char.length, prefixes.size + 1);
    }),
  );
});

test('a token outside folded ASCII is refused', () => {
  assert.throws(() => buildTrie(['caf\u00e9']), /not folded to ASCII/);
});
