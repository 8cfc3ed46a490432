/**
 * A lesson's "run it on your own suite" commands (machines/learn/curriculum.ts `commands`): the
 * command line per tool from examples/<name>/commands.sh (one region per tool; CI runs the
 * Playwright and Selenium lines exactly as written, .ci/kill-score.mjs) and the example suite each
 * line measures (examples/<name>/<tool>/…, its `example` region). Loaded with the lesson page.
 */
import { exampleFor, exampleRegions, type ExampleLanguage } from '@/lib/example-source'

export const COMMAND_TOOLS = ['playwright', 'selenium', 'cypress'] as const
export type CommandTool = (typeof COMMAND_TOOLS)[number]

// (vite reads the options only when they are written inline)
const COMMANDS = import.meta.glob<string>('/examples/*/commands.sh', { query: '?raw', import: 'default' })
const SUITES = import.meta.glob<string>(['/examples/*/playwright/*.spec.ts', '/examples/*/selenium/test_*.py', '/examples/*/cypress/e2e/*.cy.js'], { query: '?raw', import: 'default' })

export interface ToolCommand {
  command: string
  commandsPath: string
  suite?: { path: string; code: string }
}
export type LessonCommands = Partial<Record<CommandTool, ToolCommand>>

/** The command lines and suites of examples/<name>/ (pure: the files' texts by path). */
export function commandsFrom(name: string, files: Record<string, string>, language: ExampleLanguage): LessonCommands {
  const commandsPath = `/examples/${name}/commands.sh`
  const source = files[commandsPath]
  if (source === undefined) return {}
  const regions = exampleRegions(source)
  const result: LessonCommands = {}
  for (const tool of COMMAND_TOOLS) {
    const command = regions.get(tool)
    if (!command) continue
    const suitePath = Object.keys(files)
      .filter((p) => p.startsWith(`/examples/${name}/${tool}/`) && p !== commandsPath)
      .sort()[0]
    const code = suitePath ? exampleFor(files[suitePath]!, language) : undefined
    result[tool] = { command, commandsPath: commandsPath.slice(1), ...(suitePath && code !== undefined ? { suite: { path: suitePath.slice(1), code } } : {}) }
  }
  return result
}

const cache = new Map<string, Promise<LessonCommands>>()

/** The lesson's commands in a language (cached: the same promise for React's use()). */
export function lessonCommands(name: string, language: ExampleLanguage): Promise<LessonCommands> {
  const key = `${name}:${language}`
  let pending = cache.get(key)
  if (!pending) {
    const prefix = `/examples/${name}/`
    const wanted = Object.entries({ ...COMMANDS, ...SUITES }).filter(([path]) => path.startsWith(prefix))
    pending = Promise.all(wanted.map(async ([path, load]) => [path, await load()] as const)).then((entries) => commandsFrom(name, Object.fromEntries(entries), language))
    cache.set(key, pending)
  }
  return pending
}
