import { fromDayNumber, toDayNumber, type IsoDate } from '@app/domain';

/**
 * A small seeded random source for the demonstration data: the same seed
 * always gives the same sequence, so every seeded database holds the same
 * demo rows. Not for anything secret.
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
  /** A date in [from, to], both included. */
  date: (from: IsoDate, to: IsoDate) => IsoDate;
};

/** mulberry32 over a text seed (for example 'HK:00700:directors'). */
export const createRandom = (seed: string): Random => {
  let state = hashSeed(seed);
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
    date: (from, to) => fromDayNumber(int(toDayNumber(from), Math.max(toDayNumber(from), toDayNumber(to)))),
  };
};
