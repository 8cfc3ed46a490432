/**
 * The `?seed=` of a challenge page (the challenges' rule: randomness is always seeded and shown): a whole
 * number 1…999 999 (short enough to read aloud and retype). Without a valid `?seed=` every load
 * draws a fresh seed (so a dynamic id really changes on reload) and the page shows it: adding
 * `?seed=<n>` to the address pins it and replays the run.
 */
export const MAX_SEED = 999_999

export function parseSeed(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 && n <= MAX_SEED ? n : undefined
}

/** A fresh seed (crypto when there is one); `avoid` is never returned, so "new seed" always changes it. */
export function freshSeed(avoid?: number, random: () => number = cryptoRandom): number {
  for (;;) {
    const seed = 1 + Math.floor(random() * MAX_SEED)
    if (seed !== avoid && seed >= 1 && seed <= MAX_SEED) return seed
  }
}

function cryptoRandom(): number {
  const c = globalThis.crypto
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]! / 4_294_967_296
  // Only where no Web Crypto exists; the seed itself is what makes a run reproducible, not this.
  return (Date.now() % 1_000_003) / 1_000_003
}
