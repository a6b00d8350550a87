// The index build's key numbering and postings: every (key, name) pair of a list, each once,
// grouped by key with names ascending, in typed arrays. A list word's keys are the same wherever
// it occurs, so they are made (Korean key included) once per distinct word; the keys of two joined
// words and of a word with an initial, strings made per name, are looked up by word ids once made.
// The builder is a class, not closures made per build: its methods are compiled once for every
// list, where closures specialised to the first build were compiled again for each later one.
import { KeyTable } from './keyTable.js';
import { crossKey, joinedGroup, tokenGroup, visitGroups, type GroupVisitor, type IndexedName } from './nameKeys.js';
import { PairTable } from './pairTable.js';
import { korOf, type PreparedToken } from './prepare.js';

/** What a list token's keys are, made once per distinct word of a list (see tokenGroup). */
interface WordKeys {
  ids: Int32Array;
  kor: string;
  korH: number;
}

const grown = (a: Int32Array, size: number): Int32Array<ArrayBuffer> => {
  const b = new Int32Array(size);
  b.set(a);
  return b;
};

class PostingsBuilder implements GroupVisitor {
  /** Keys are numbered in the order a walk over the names first meets them, as nameKeys lists them. */
  readonly keys = new KeyTable();
  readonly family: string[] = [];
  pairKeys = new Int32Array(1 << 16);
  pairNames = new Int32Array(1 << 16);
  nPairs = 0;
  /** The name being visited. */
  nameId = 0;
  /** The last name that posted each key, plus one: a key is posted once per name. */
  private lastName = new Int32Array(1 << 14);
  private readonly words = new Map<string, WordKeys>();
  private readonly wordIds = new Map<string, number>();
  private readonly joinedIds = new PairTable();
  private readonly crossIds = new PairTable();

  private idOf(key: string): number {
    const id = this.keys.add(key);
    if (id === this.family.length) this.family.push(key[0] as string);
    return id;
  }

  private wordId(text: string): number {
    let id = this.wordIds.get(text);
    if (id === undefined) this.wordIds.set(text, (id = this.wordIds.size));
    return id;
  }

  private post(key: number): void {
    if (key >= this.lastName.length) this.lastName = grown(this.lastName, this.lastName.length * 2);
    if (this.lastName[key] === this.nameId + 1) return;
    this.lastName[key] = this.nameId + 1;
    const n = this.nPairs;
    if (n === this.pairKeys.length) {
      this.pairKeys = grown(this.pairKeys, n * 2);
      this.pairNames = grown(this.pairNames, n * 2);
    }
    this.pairKeys[n] = key;
    this.pairNames[n] = this.nameId;
    this.nPairs = n + 1;
  }

  joined(t: PreparedToken, next: PreparedToken): void {
    const a = this.wordId(t.text);
    const b = this.wordId(next.text);
    let id = this.joinedIds.get(a, b);
    if (id < 0) {
      const [key, ...more] = joinedGroup(t, next, false);
      // A list's joined group is one key (the query's cross-script keys are not indexed).
      if (more.length > 0 || key === undefined) throw new Error('a list joined group has one key');
      id = this.idOf(key);
      this.joinedIds.set(a, b, id);
    }
    this.post(id);
  }

  token(t: PreparedToken): void {
    let w = this.words.get(t.text);
    if (w === undefined) {
      const keys = tokenGroup(t, false);
      const ids = new Int32Array(keys.length);
      for (let i = 0; i < keys.length; i++) ids[i] = this.idOf(keys[i] as string);
      this.words.set(t.text, (w = { ids, kor: korOf(t), korH: t.korH }));
    } else {
      t.kor = w.kor;
      t.korH = w.korH;
    }
    for (let i = 0; i < w.ids.length; i++) this.post(w.ids[i] as number);
  }

  cross(t: PreparedToken, u: PreparedToken): void {
    const a = this.wordId(t.text);
    // An empty token has no initial (its key names "undefined"): -1 is no letter's code.
    const c = u.text === '' ? -1 : u.text.charCodeAt(0);
    let id = this.crossIds.get(a, c);
    if (id < 0) {
      id = this.idOf(crossKey(t, u));
      this.crossIds.set(a, c, id);
    }
    this.post(id);
  }
}

/** Counting sort of the pairs by key; names stay ascending within a key, as they were posted. */
function groupByKey(
  nKeys: number,
  pairKeys: Int32Array,
  pairNames: Int32Array,
  nPairs: number,
): { starts: Int32Array; postings: Int32Array } {
  const starts = new Int32Array(nKeys + 1);
  for (let p = 0; p < nPairs; p++) {
    const k = (pairKeys[p] as number) + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 0; k < nKeys; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const fill = starts.slice(0, nKeys);
  const postings = new Int32Array(nPairs);
  for (let p = 0; p < nPairs; p++) {
    const k = pairKeys[p] as number;
    const at = fill[k] as number;
    fill[k] = at + 1;
    postings[at] = pairNames[p] as number;
  }
  return { starts, postings };
}

/** Key ids, and the (key, name) postings grouped by key with names ascending, in typed arrays. */
export function buildPostings(names: readonly IndexedName[]): {
  keys: KeyTable;
  family: string[];
  starts: Int32Array;
  postings: Int32Array;
} {
  const b = new PostingsBuilder();
  for (let id = 0; id < names.length; id++) {
    b.nameId = id;
    visitGroups((names[id] as IndexedName).name, b);
  }
  const { starts, postings } = groupByKey(b.keys.size, b.pairKeys, b.pairNames, b.nPairs);
  return { keys: b.keys, family: b.family, starts, postings };
}
