/** mulberry32: a tiny seeded generator, so demo data is the same on every machine and run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A real number in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Cents as a numeric(10,2) string. */
export const centsToMoney = (cents: number) => (Math.round(cents) / 100).toFixed(2);

/** Street prices end in .99 and never fall below the amount they were derived from. */
const endIn99 = (cents: number) => Math.floor(cents / 100) * 100 + 99;

export interface PriceColumns {
  mfgCost: string;
  mfgMasterPackCost: string;
  distributorCost: string;
  distributorMpqCost: string;
  mapPrice: string;
  retailPrice: string;
}

/**
 * The price ladder every product follows: mfg cost < distributor cost < MAP <= retail, with the
 * per-unit master-pack costs a few percent under their single-unit costs.
 */
export function priceLadder(random: Random, mfgCostCents: number): PriceColumns {
  const mfg = Math.max(100, Math.round(mfgCostCents));
  const distributor = Math.round(mfg * random.between(1.22, 1.4));
  const map = endIn99(distributor * random.between(1.45, 1.75));
  const retail = random.chance(0.35) ? map : endIn99(map * random.between(1.05, 1.25));
  return {
    mfgCost: centsToMoney(mfg),
    mfgMasterPackCost: centsToMoney(Math.round(mfg * 0.95)),
    distributorCost: centsToMoney(distributor),
    distributorMpqCost: centsToMoney(Math.round(distributor * 0.96)),
    mapPrice: centsToMoney(map),
    retailPrice: centsToMoney(retail),
  };
}

/** A 12-digit UPC-A with a valid check digit. */
export function upcA(companyPrefix: number, item: number): string {
  const body = `0${String(companyPrefix).padStart(6, '0')}${String(item).padStart(4, '0')}`.slice(-11);
  const digits = [...body].map(Number);
  const odd = digits.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const even = digits.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  return `${body}${(10 - ((odd * 3 + even) % 10)) % 10}`;
}
