import { compact, normalise, spellings, words } from './fold';

/**
 * An in-memory search index over a few ten thousand names (instruments, curated lists), built once
 * and then only read. A query is folded once; the names were folded when the index was built, in
 * every spelling (fold.ts). Matches, best first:
 *
 *   0  the symbol or the ISIN, exactly (spaces ignored: "orph b" and "ORPHB" are ORPH B)
 *   1  the whole name, exactly
 *   2  the start of the name, or the start of the symbol
 *   3  the start of a word of the name for every word of the query ("pharma ore")
 *   4  anywhere inside the name (3 letters or more), or the start of the ISIN (4 or more)
 *   5  only when nothing above matched: every query word of 4 letters or more one typo (a letter
 *      missing, extra or wrong) from a word of the name, the shorter ones at a word start
 *
 * and within a tier by the document's own order (`rank`: the caller's popularity order). Where
 * each tier's candidates come from, so no query looks at every name:
 * - words: the distinct words of all names, sorted; a word prefix is a binary search and a range.
 *   The query word with the shortest range gives the candidates, the others are checked on them.
 * - anywhere: a posting list per trigram of the names; the query's rarest trigram gives the
 *   candidates, which are checked with `includes`.
 * - symbols and ISINs: sorted arrays (prefix ranges) and maps (exact).
 * - typos: every index word and every word with one letter deleted, pointing at the index words
 *   (the "deletion neighbourhood"): two words are one typo apart when their neighbourhoods meet.
 * The best `limit` are kept in a small sorted buffer while counting them all (the reply's total).
 */

export interface IndexInput {
  /** Every name the document is found by (e.g. a list's name in five languages). */
  names: readonly string[];
  symbol?: string;
  isin?: string;
  /** Lower is better among equal matches; distinct per document is best. */
  rank: number;
}

export interface IndexHit {
  /** Position of the document in the input. */
  doc: number;
  tier: number;
}

export interface IndexResult {
  total: number;
  hits: IndexHit[];
}

interface Doc {
  /** Normalised names in every spelling. */
  names: string[];
  /** Distinct words of `names`. */
  words: string[];
}

/** Ranks above this would overflow the tier in the combined score; inputs are re-ranked to fit. */
const TIER_SPAN = 2 ** 32;
const MIN_ANYWHERE = 3;
const MIN_ISIN_PREFIX = 4;
const MIN_TYPO_WORD = 4;
/** No tier (yet). */
const NONE = 255;

/** The word and the word with each one letter deleted. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to) of the sorted entries that start with `prefix` (two binary searches, no walk). */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, prefix + '\uffff')];
}

function trigramsOf(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 3 <= text.length; i++) out.push(text.slice(i, i + 3));
  return out;
}

/** Whether a and b differ by at most one inserted, deleted or replaced letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class TextIndex {
  readonly size: number;
  private readonly docs: Doc[];
  /** Per document: its place in the caller's order (0 best). */
  private readonly order: Float64Array;
  private readonly wordList: string[];
  private readonly wordDocs: Int32Array[];
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly symbolList: string[];
  private readonly symbolDocs: Int32Array[];
  private readonly isinList: string[];
  private readonly isinDocs: Int32Array[];
  /** Per document its best tier in the running search, NONE otherwise. */
  private readonly tierOf: Uint8Array;
  /** Deletion neighbourhood key -> positions in wordList. */
  private readonly typos = new Map<string, number[]>();

  constructor(inputs: readonly IndexInput[]) {
    this.size = inputs.length;
    this.tierOf = new Uint8Array(inputs.length).fill(NONE);
    this.docs = inputs.map((input) => {
      const names = [...new Set(input.names.flatMap(spellings))].filter((n) => n.length > 0);
      return { names, words: [...new Set(names.flatMap((n) => n.split(' ')))] };
    });
    // Ranks become 0..n-1 in the caller's order, so the score (tier, rank) is one number.
    this.order = new Float64Array(inputs.length);
    inputs
      .map((input, doc) => ({ doc, rank: input.rank }))
      .sort((a, b) => a.rank - b.rank || a.doc - b.doc)
      .forEach((entry, place) => (this.order[entry.doc] = place));

    const wordPostings = new Map<string, number[]>();
    const gramPostings = new Map<string, number[]>();
    const symbolPostings = new Map<string, number[]>();
    const isinPostings = new Map<string, number[]>();
    const add = (map: Map<string, number[]>, key: string, doc: number) => {
      const list = map.get(key);
      // Documents are added in order, so a repeat is always the last entry.
      if (!list) map.set(key, [doc]);
      else if (list[list.length - 1] !== doc) list.push(doc);
    };
    this.docs.forEach((d, doc) => {
      for (const w of d.words) add(wordPostings, w, doc);
      for (const name of d.names) for (const g of trigramsOf(name)) add(gramPostings, g, doc);
      const input = inputs[doc]!;
      if (input.symbol) add(symbolPostings, compact(input.symbol), doc);
      if (input.isin) add(isinPostings, compact(input.isin), doc);
    });
    const sortedPostings = (map: Map<string, number[]>): [string[], Int32Array[]] => {
      const keys = [...map.keys()].sort();
      return [keys, keys.map((k) => Int32Array.from(map.get(k)!))];
    };
    [this.wordList, this.wordDocs] = sortedPostings(wordPostings);
    [this.symbolList, this.symbolDocs] = sortedPostings(symbolPostings);
    [this.isinList, this.isinDocs] = sortedPostings(isinPostings);
    for (const [gram, docs] of gramPostings) this.trigrams.set(gram, Int32Array.from(docs));
    this.wordList.forEach((word, at) => {
      if (word.length < MIN_TYPO_WORD) return;
      for (const key of new Set(deletions(word))) {
        const list = this.typos.get(key);
        if (list) list.push(at);
        else this.typos.set(key, [at]);
      }
    });
  }

  /**
   * Matches of `query`, best first, at most `limit`, and how many there are; `accept` leaves out
   * documents that must not be shown now (a list not yet published).
   */
  search(query: string, limit: number, accept?: (doc: number) => boolean): IndexResult {
    const text = normalise(query);
    const queryWords = words(text);
    const key = queryWords.join('');
    // Best (lowest) tier per document, in a typed array reset after each search (searches are
    // synchronous, so one array serves them all); `touched` lists the documents with a tier.
    const tierOf = this.tierOf;
    const touched: number[] = [];
    const offer = (doc: number, tier: number) => {
      const seen = tierOf[doc]!;
      if (seen === NONE) touched.push(doc);
      if (tier < seen) tierOf[doc] = tier;
    };
    if (key.length === 0) return { total: 0, hits: [] };
    try {
      this.collect(text, queryWords, key, offer, (doc) => tierOf[doc] !== NONE);
      if (touched.length === 0) this.typoMatches(queryWords, offer);
      return this.best(touched, limit, accept);
    } finally {
      for (const doc of touched) tierOf[doc] = NONE;
    }
  }

  private collect(
    text: string,
    queryWords: string[],
    key: string,
    offer: (doc: number, tier: number) => void,
    has: (doc: number) => boolean,
  ): void {
    // Symbols: exact, then by their start.
    const [symFrom, symTo] = prefixRange(this.symbolList, key);
    for (let i = symFrom; i < symTo; i++) {
      const tier = this.symbolList[i] === key ? 0 : 2;
      for (const doc of this.symbolDocs[i]!) offer(doc, tier);
    }
    // ISINs: exact, or by a start long enough to mean one.
    if (key.length >= MIN_ISIN_PREFIX) {
      const [isinFrom, isinTo] = prefixRange(this.isinList, key);
      for (let i = isinFrom; i < isinTo; i++) {
        const tier = this.isinList[i] === key ? 0 : 4;
        for (const doc of this.isinDocs[i]!) offer(doc, tier);
      }
    }

    // Word starts: candidates from the query word with the fewest index words behind it.
    let narrowest: [number, number] | undefined;
    for (const w of queryWords) {
      const range = prefixRange(this.wordList, w);
      if (!narrowest || range[1] - range[0] < narrowest[1] - narrowest[0]) narrowest = range;
    }
    if (narrowest && narrowest[1] > narrowest[0]) {
      const single = queryWords.length === 1;
      for (let i = narrowest[0]; i < narrowest[1]; i++) {
        for (const doc of this.wordDocs[i]!) {
          const d = this.docs[doc]!;
          // One query word: every document behind the range matches it.
          if (!single && !queryWords.every((w) => d.words.some((dw) => dw.startsWith(w)))) continue;
          offer(doc, this.nameTier(d, text));
        }
      }
    }

    // Anywhere in a name: candidates from the rarest trigram.
    if (text.length >= MIN_ANYWHERE) {
      let rarest: Int32Array | undefined;
      for (const g of trigramsOf(text)) {
        const docs = this.trigrams.get(g);
        if (!docs) {
          rarest = undefined;
          break;
        }
        if (!rarest || docs.length < rarest.length) rarest = docs;
      }
      if (rarest) {
        for (const doc of rarest) {
          if (has(doc)) continue;
          if (this.docs[doc]!.names.some((n) => n.includes(text))) offer(doc, 4);
        }
      }
    }
  }

  /** Tier 5: documents whose words are each one typo from a query word (see the class comment). */
  private typoMatches(queryWords: string[], offer: (doc: number, tier: number) => void): void {
    const long = queryWords.filter((w) => w.length >= MIN_TYPO_WORD);
    if (long.length === 0) return;
    const near = (w: string): Set<string> => {
      const found = new Set<string>();
      for (const key of new Set(deletions(w)))
        for (const at of this.typos.get(key) ?? []) {
          const word = this.wordList[at]!;
          // Two deletions at different places meet too ("abcd"/"acbd" is two edits): check.
          if (withinOneEdit(w, word)) found.add(word);
        }
      return found;
    };
    const nearWords = new Map(long.map((w) => [w, near(w)]));
    const first = long[0]!;
    const candidates = new Set<number>();
    for (const word of nearWords.get(first)!) {
      for (const doc of this.wordDocs[lowerBound(this.wordList, word)]!) candidates.add(doc);
    }
    for (const doc of candidates) {
      const d = this.docs[doc]!;
      const ok = queryWords.every((w) =>
        nearWords.has(w)
          ? d.words.some((dw) => nearWords.get(w)!.has(dw) || dw.startsWith(w))
          : d.words.some((dw) => dw.startsWith(w)),
      );
      if (ok) offer(doc, 5);
    }
  }

  private nameTier(d: Doc, text: string): number {
    let tier = 3;
    for (const name of d.names) {
      if (name === text) return 1;
      if (name.startsWith(text)) tier = 2;
    }
    return tier;
  }

  /** The `limit` lowest scores in a small sorted buffer, and the count of all accepted. */
  private best(touched: number[], limit: number, accept?: (doc: number) => boolean): IndexResult {
    const scores: number[] = [];
    const docsOf: number[] = [];
    let total = 0;
    for (const doc of touched) {
      const tier = this.tierOf[doc]!;
      if (accept && !accept(doc)) continue;
      total++;
      const score = tier * TIER_SPAN + this.order[doc]!;
      if (scores.length === limit && score >= scores[limit - 1]!) continue;
      let at = scores.length;
      while (at > 0 && scores[at - 1]! > score) at--;
      scores.splice(at, 0, score);
      docsOf.splice(at, 0, doc);
      if (scores.length > limit) {
        scores.pop();
        docsOf.pop();
      }
    }
    return {
      total,
      hits: docsOf.map((doc, i) => ({ doc, tier: Math.floor(scores[i]! / TIER_SPAN) })),
    };
  }
}
