/**
 * mulberry32: a tiny, fast, well-known 32-bit PRNG (public domain). The same seed always gives the
 * same numbers, in [0, 1): seeded fault rates and delays (mocks/scenarios/faults.ts) and the bug
 * hunt's choice (machines/bugs/hunt.ts) replay exactly from the seed they show.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
