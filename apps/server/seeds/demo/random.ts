import { fromDayNumber, toDayNumber, type IsoDate } from '@app/domain';

/**
 * The one seeded random source of every demonstration generator (companies,
 * announcements and regulatory documents, prices): mulberry32, so the same
 * seed gives the same sequence on every machine and every seeded database
 * holds the same demo rows. Not for anything secret.
 */

/** FNV-1a hash of a text to a 32-bit seed. */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A number in [min, max). */
  between: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A value drawn by weight. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** A value drawn by weight, given the running sums of the weights (cumulativeOf): fast for long loops. */
  pickCumulative: <T>(items: readonly T[], cumulative: readonly number[]) => T;
  /** A date in [from, to], both included. */
  date: (from: IsoDate, to: IsoDate) => IsoDate;
  /** A standard normal draw (Box–Muller). */
  normal: () => number;
};

/** A seeded source: a text seed (for example 'HK:00700:directors') is hashed; a number is the initial state. */
export const createRandom = (seed: string | number): Random => {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [value, weight] of entries) {
        point -= weight;
        if (point < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    pickCumulative: (items, cumulative) => {
      const target = next() * cumulative[cumulative.length - 1]!;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return items[low]!;
    },
    date: (from, to) => fromDayNumber(int(toDayNumber(from), Math.max(toDayNumber(from), toDayNumber(to)))),
    normal: () => {
      const first = Math.max(next(), Number.EPSILON);
      return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * next());
    },
  };
};

/** Running sums of weights, for Random.pickCumulative. */
export const cumulativeOf = (weights: readonly number[]): number[] => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};
