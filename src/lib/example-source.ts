/**
 * The code a guide shows is cut from a runnable example file (examples/<tool>/…), so what a learner
 * reads is exactly what CI runs. A file marks what it shows with region comments:
 *
 *   // #region example        (shown in every language; the test runs in English and in Korean)
 *   // #region en / #region ko (shown in that language only; the test runs in that language)
 *   // #endregion
 *
 * (`# #region …` in Python). Everything outside the regions (imports, the test wrapper, fixtures)
 * is the harness a learner's own project supplies; the guide says where it comes from.
 */
export type ExampleLanguage = 'en' | 'ko'

const OPEN = /^\s*(?:\/\/|#)\s*#region\s+([\w-]+)\s*$/
const CLOSE = /^\s*(?:\/\/|#)\s*#endregion\b/

/** Every region of a source, by name (a name used twice joins its parts with a blank line). */
export function exampleRegions(source: string): Map<string, string> {
  const regions = new Map<string, string>()
  let name: string | undefined
  let lines: string[] = []
  for (const line of source.split('\n')) {
    const open = OPEN.exec(line)
    if (open && !name) {
      name = open[1]
      lines = []
    } else if (CLOSE.test(line) && name) {
      const text = dedent(lines)
      regions.set(name, regions.has(name) ? `${regions.get(name)}\n\n${text}` : text)
      name = undefined
    } else if (name) {
      lines.push(line)
    }
  }
  if (name) throw new Error(`example region "${name}" is not closed`)
  return regions
}

/** The code to show in a language: its own region, else the shared `example` region. */
export function exampleFor(source: string, language: ExampleLanguage): string | undefined {
  const regions = exampleRegions(source)
  return regions.get(language) ?? regions.get('example')
}

function dedent(lines: string[]): string {
  while (lines.length && !lines[0]!.trim()) lines.shift()
  while (lines.length && !lines[lines.length - 1]!.trim()) lines.pop()
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length))
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n')
}
