// The dictionary's trie, materialised in preorder for the typo walk. Walking the sorted token
// array as an implicit trie costs a binary search over strings per child (two dependent loads
// per probe, scattered across the heap); here a child step is two loads from flat arrays that
// the walk reads almost in order. Built from the sorted tokens in one pass at build and load
// time (not stored in index files): about 9 bytes per node.

export interface TokenTrie {
  /** Character at node n (tokens are folded to ASCII letters and digits). Node 0 is the root. */
  char: Uint8Array;
  /** The node after n's subtree: n's children are n + 1, next[n + 1], ... while below next[n]. */
  next: Uint32Array;
  /**
   * First token id in n's subtree; its tokens are [tokLo[n], tokLo[next[n]]) (one sentinel entry
   * at the end). The token equal to n's prefix, when there is one, is tokLo[n].
   */
  tokLo: Uint32Array;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** `tokens` sorted and unique. */
export function buildTrie(tokens: readonly string[]): TokenTrie {
  let count = 1;
  for (let i = 0; i < tokens.length; i++)
    count += tokens[i]!.length - (i > 0 ? commonPrefix(tokens[i - 1]!, tokens[i]!) : 0);
  const char = new Uint8Array(count);
  const next = new Uint32Array(count);
  const tokLo = new Uint32Array(count + 1);
  // open[depth] is the node of depth `depth` on the path of the previous token (open[0] = root).
  const open = [0];
  let n = 1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const keep = i > 0 ? commonPrefix(tokens[i - 1]!, t) : 0;
    while (open.length > keep + 1) next[open.pop()!] = n;
    for (let depth = keep; depth < t.length; depth++) {
      const c = t.charCodeAt(depth);
      if (c > 0x7f) throw new Error(`token ${JSON.stringify(t)} is not folded to ASCII`);
      char[n] = c;
      tokLo[n] = i;
      open.push(n++);
    }
  }
  while (open.length > 0) next[open.pop()!] = n;
  tokLo[n] = tokens.length;
  return { char, next, tokLo };
}

/** A token ends exactly at n (the node is a leaf, or its first child starts after its first token). */
export function endsAt(trie: TokenTrie, n: number): boolean {
  return n + 1 === trie.next[n] || trie.tokLo[n + 1]! > trie.tokLo[n]!;
}
