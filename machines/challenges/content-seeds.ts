/**
 * The seeded data of the content challenges: every random choice comes from `seed`
 * through mulberry32 (../shared/random.ts), salted per use, so a load replays exactly from
 * `?seed=`. Pure TS: the components and the e2e tests compute the same values from the same seed.
 * A small word list instead of faker keeps the challenge chunks a few kilobytes.
 */
import { mulberry32 } from '../shared/random'

export type Rng = () => number

/** A generator for one purpose of one challenge: the same seed and salt give the same numbers. */
export function rng(seed: number, salt: string): Rng {
  let h = seed >>> 0
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x9e3779b1) >>> 0
  return mulberry32(h)
}

export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1))
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!

export function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ' +
  'enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure in reprehenderit ' +
  'voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia ' +
  'deserunt mollit anim id est laborum curabitur pretium tincidunt lacus nulla gravida orci a odio nullam varius turpis'
).split(' ')

export function sentence(r: Rng): string {
  const words = Array.from({ length: int(r, 6, 14) }, () => pick(r, WORDS))
  const text = words.join(' ')
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`
}

export function paragraph(r: Rng): string {
  return Array.from({ length: int(r, 3, 6) }, () => sentence(r)).join(' ')
}

/** The n-th paragraph (1-based) of a seeded text: independent of how many were made before. */
export function nthParagraph(seed: number, salt: string, n: number): string {
  return paragraph(rng(seed, `${salt}-${n}`))
}

/** Inline SVG pictures (no asset files): a coloured tile with a simple shape. */
export function svgPicture(fill: string, shape: 'circle' | 'square' | 'triangle'): string {
  const body =
    shape === 'circle'
      ? '<circle cx="60" cy="60" r="40" fill="#fff"/>'
      : shape === 'square'
        ? '<rect x="25" y="25" width="70" height="70" fill="#fff"/>'
        : '<polygon points="60,20 100,100 20,100" fill="#fff"/>'
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${fill}"/>${body}</svg>`)}`
}

/* dynamic-table */
const PROCESSES = ['Chrome', 'Firefox', 'Internet Explorer', 'System'] as const
const METRICS = ['CPU', 'Memory', 'Network', 'Disk'] as const
export type Metric = (typeof METRICS)[number]

function value(r: () => number, metric: Metric): string {
  switch (metric) {
    case 'CPU':
      return `${(int(r, 1, 99) / 10).toFixed(1)}%`
    case 'Memory':
      return `${(int(r, 100, 9999) / 10).toFixed(1)} MB`
    case 'Network':
      return `${(int(r, 1, 99) / 10).toFixed(1)} Mbps`
    case 'Disk':
      return `${(int(r, 1, 99) / 10).toFixed(1)} MB/s`
  }
}

export function dynamicTable(seed: number) {
  const r = rng(seed, 'dynamic-table')
  const rows = PROCESSES.map((name) => ({ name, values: Object.fromEntries(METRICS.map((m) => [m, value(r, m)])) as Record<Metric, string> }))
  const columns = shuffle(r, METRICS)
  const order = shuffle(r, rows)
  const askProcess = pick(r, PROCESSES.filter((p) => p !== 'Chrome'))
  const askMetric = pick(r, METRICS)
  const chromeCpu = rows.find((row) => row.name === 'Chrome')!.values.CPU
  const answer = rows.find((row) => row.name === askProcess)!.values[askMetric]
  return { columns, rows: order, chromeCpu, askProcess, askMetric, answer }
}


/* sortable-tables */
const FIRST = ['John', 'Frank', 'Jason', 'Tim', 'Mia', 'Ana', 'Lee', 'Sara', 'Omar', 'Yuna']
const LAST = ['Smith', 'Bach', 'Doe', 'Conway', 'Park', 'Kim', 'Silva', 'Novak', 'Ito', 'Brown']
const SITES = ['example.com', 'example.org', 'example.net']
export const SORT_COLUMNS = ['last', 'first', 'email', 'due', 'web'] as const
export type Column = (typeof SORT_COLUMNS)[number]
export const CLASS: Record<Column, string> = { last: 'last-name', first: 'first-name', email: 'email', due: 'dues', web: 'web-site' }

export interface Person {
  id: number
  last: string
  first: string
  email: string
  due: number
  web: string
}

export function people(seed: number, salt: string): Person[] {
  const r = rng(seed, salt)
  return Array.from({ length: 5 }, (_, i) => {
    const first = pick(r, FIRST)
    const last = pick(r, LAST)
    // Dues from $5 to $150: "$100.00" sorts before "$50.00" as text.
    const due = int(r, 1, 30) * 5
    return { id: i + 1, first, last, email: `${first}.${last}${i + 1}@${pick(r, SITES)}`.toLowerCase(), due, web: `https://www.${last.toLowerCase()}.${pick(r, SITES)}` }
  })
}


/* broken-images */
const PICTURES = [
  { fill: '#2b6cb0', shape: 'circle' },
  { fill: '#2f855a', shape: 'square' },
  { fill: '#c05621', shape: 'triangle' },
  { fill: '#6b46c1', shape: 'circle' },
] as const
const GOOD_LINKS = ['/about', '/guide', '/qa', '/challenges'] as const

export function brokenImages(seed: number) {
  const r = rng(seed, 'broken-images')
  const brokenCount = 1 + Math.floor(r() * 3)
  const broken = new Set(shuffle(r, [1, 2, 3, 4]).slice(0, brokenCount))
  const deadCount = 1 + Math.floor(r() * 2)
  const dead = new Set(shuffle(r, [1, 2, 3, 4]).slice(0, deadCount))
  const images = PICTURES.map((p, i) => ({ n: i + 1, broken: broken.has(i + 1), src: broken.has(i + 1) ? `/challenge-assets/missing-${seed}-${i + 1}.png` : svgPicture(p.fill, p.shape), shape: p.shape }))
  const links = GOOD_LINKS.map((href, i) => ({ n: i + 1, broken: dead.has(i + 1), href: dead.has(i + 1) ? `/missing-page-${seed}-${i + 1}` : href }))
  return { images, links, brokenCount }
}


/* typos: the second line has a typo on about half of the seeds */
export const typoOn = (seed: number) => rng(seed, 'typos')() < 0.5

/* ab-test: variant A (control) or B (variation), by the seed */
export const abVariant = (seed: number): 'a' | 'b' => (rng(seed, 'ab-test')() < 0.5 ? 'a' : 'b')
