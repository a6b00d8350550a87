// The distributions a synthetic registry is drawn from, measured on the shipped real records:
// countries, words per name, first and later words, legal-form endings, locations. A character
// trigram model of real words supplies the long tail of new words a real register has.
import type { BusinessRecord } from '../../src/businesses/types.js';
import { analyseName, CORE } from '../../src/businesses/normalise/name.js';

export class Weighted<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;
  add(item: T, weight = 1): void {
    this.total += weight;
    this.items.push(item);
    this.cumulative.push(this.total);
  }
  get size(): number {
    return this.items.length;
  }
  pick(r: number): T {
    const x = r * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

function counted<T>(values: T[]): Weighted<T> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const w = new Weighted<T>();
  for (const [v, c] of counts) w.add(v, c);
  return w;
}

export interface Place {
  city: string;
  region: string;
  postalCode: string;
}

export interface CountryModel {
  coreWords: Weighted<number>;
  endings: Weighted<string>;
  places: Weighted<Place>;
}

export interface SynthModel {
  countries: Weighted<string>;
  byCountry: Map<string, CountryModel>;
  firstWords: Weighted<string>;
  laterWords: Weighted<string>;
  /** Next-character choices after each two-character context ("^^" starts a word, "$" ends it). */
  trigrams: Map<string, Weighted<string>>;
}

export function buildModel(records: readonly BusinessRecord[]): SynthModel {
  const countries: string[] = [];
  const perCountry = new Map<string, { core: number[]; endings: string[]; places: Place[] }>();
  const first: string[] = [];
  const later: string[] = [];
  const tri = new Map<string, string[]>();
  const allPlaces: Place[] = [];
  for (const r of records) {
    countries.push(r.country);
    let c = perCountry.get(r.country);
    if (!c) perCountry.set(r.country, (c = { core: [], endings: [], places: [] }));
    const a = analyseName(r.name, r.country);
    const core = a.tokens.filter((_, i) => a.flags[i] === CORE);
    c.core.push(Math.max(1, core.length));
    const lastCore = a.flags.lastIndexOf(CORE);
    c.endings.push(
      a.tokens
        .slice(lastCore + 1)
        .join(' ')
        .toUpperCase(),
    );
    core.forEach((t, i) => (i === 0 ? first : later).push(t));
    for (const t of core) {
      const w = `^^${t}$`;
      for (let i = 2; i < w.length; i++) {
        const ctx = w.slice(i - 2, i);
        let list = tri.get(ctx);
        if (!list) tri.set(ctx, (list = []));
        list.push(w[i]!);
      }
    }
    if (r.city !== '') {
      const p = { city: r.city, region: r.region, postalCode: r.postalCode };
      c.places.push(p);
      allPlaces.push(p);
    }
  }
  const byCountry = new Map<string, CountryModel>();
  for (const [country, c] of perCountry) {
    byCountry.set(country, {
      coreWords: counted(c.core),
      endings: counted(c.endings),
      places: counted(c.places.length > 0 ? c.places : allPlaces),
    });
  }
  const trigrams = new Map<string, Weighted<string>>();
  for (const [ctx, list] of tri) trigrams.set(ctx, counted(list));
  return { countries: counted(countries), byCountry, firstWords: counted(first), laterWords: counted(later), trigrams };
}
