/** A small seeded PRNG (mulberry32): the same seed gives the same corpus on every machine. */
export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight; `weights` has the same length as `items`. */
  weighted: <T>(items: readonly T[], cumulative: readonly number[]) => T;
  chance: (probability: number) => boolean;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (items, cumulative) => {
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
    chance: (probability) => next() < probability,
  };
};

/** Running sums of weights, for Random.weighted. */
export const cumulativeOf = (weights: readonly number[]): number[] => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};
