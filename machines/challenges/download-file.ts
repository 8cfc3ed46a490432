/**
 * The generated file of the download challenge (a browser-features challenge; the-internet "File Download"): its name
 * and content follow from the seed alone, so a test can compare the saved file with them.
 */
import { mulberry32 } from '../shared/random'

export function downloadFile(seed: number): { name: string; content: string } {
  const rand = mulberry32(seed >>> 0)
  const lines = ['QA Playground download challenge', `seed: ${seed}`]
  for (let i = 1; i <= 5; i++) lines.push(`line ${i}: ${Math.floor(rand() * 0xffffffff).toString(16).padStart(8, '0')}`)
  return { name: `qa-playground-${seed}.txt`, content: `${lines.join('\n')}\n` }
}
