/**
 * The seeded values of the browser-feature challenges, shared by the pages, the graph
 * models and the tests: the same seed always gives the same word, phrase number and file.
 */
import { mulberry32 } from '../shared/random'

export const PROMPT_WORDS = ['falcon', 'harbor', 'meadow', 'cobalt', 'lantern', 'pepper', 'quartz', 'willow', 'saffron', 'tundra'] as const

/** The word the alerts challenge's prompt must be answered with. */
export function promptWord(seed: number): string {
  return PROMPT_WORDS[Math.floor(mulberry32(seed >>> 0)() * PROMPT_WORDS.length)]!
}

/** The number in the frames challenge's phrase (100–999). */
export function framePhraseNumber(seed: number): number {
  return 100 + Math.floor(mulberry32(seed >>> 0)() * 900)
}
