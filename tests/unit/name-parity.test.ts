/**
 * One flow, one name: every catalogued machine's id, in kebab case, names its files
 * in each tower. For a catalogued id such as `challengeTargetMatch` (kebab `challenge-target-match`):
 *   (a) machines/<area>/<kebab>.machine.ts, and its graph model machines/<area>/<kebab>.model.ts;
 *   (b) tests/model/<kebab>.model.spec.ts;
 *   (c) tests/model/ui/<kebab>.ui.ts, the file machines/lab/ui-mappings.ts derives from the id;
 *   (d) a view, by the first rule that holds:
 *       1. its own view: src/features/**\/<kebab>.tsx or <kebab>-*.tsx;
 *       2. the flow's screen: src/features/**\/<flow>-page.tsx or <flow>-view.tsx, <flow> being the
 *          kebab id's first word (`shop`, `booking`, `kanban`, `settings`…), that imports
 *          `…/<kebab>.machine`;
 *       3. a challenge machine (`challenge…`): each of its routes /challenges/<slug> (its model's `routes`)
 *          has its page src/features/challenges/<theme>/<slug>.tsx (the pages are named after their
 *          public routes, which several challenges share one machine across);
 *       4. VIEW_EXCEPTIONS below: the file that runs it (which must exist and import the machine),
 *          or null when the machine has no screen of its own, each with its reason.
 * A machine catalogued without these files fails here; so does an exception that is no longer needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalog } from '@machines/catalog'
import { kebab, UI_MAPPINGS } from '@machines/lab/ui-mappings'

const root = fileURLToPath(new URL('../../', import.meta.url))

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(root, join(root, dir, entry.name)).split('\\').join('/')],
  )

const base = (file: string) => file.replace(/^.*\//, '')
const imports = (file: string, k: string) => new RegExp(`from '[^']*/${k}\\.machine'`).test(readFileSync(join(root, file), 'utf8'))

/** Catalogued machines whose view is not found by rules 1–3: the file that runs it, or null, and why. */
export const VIEW_EXCEPTIONS: Readonly<Record<string, { file: string | null; reason: string }>> = {
  session: { file: null, reason: 'the app-wide sign-in session: no screen of its own (the shell and the login page read it)' },
  tokenRefresh: { file: null, reason: 'refreshes the access token in the background: no screen of its own' },
  preferences: { file: null, reason: 'theme and language of the shell: no screen of its own (the header and /settings show it)' },
  guidePanel: { file: 'src/ui/guide-panel.tsx', reason: 'a shared panel in src/ui, shown on several screens (/qa, /todos)' },
  learnProgress: { file: 'src/features/learn/use-learn-progress.ts', reason: 'a hook: /learn, /dashboard and /profile show the progress it keeps' },
  playgroundAccordion: { file: 'src/features/playground/components/widgets-section.tsx', reason: 'one widget of /playground: its sections are named after what they group' },
  playgroundButtons: { file: 'src/features/playground/components/widgets-section.tsx', reason: 'one widget of /playground: its sections are named after what they group' },
  playgroundCounter: { file: 'src/features/playground/components/widgets-section.tsx', reason: 'one widget of /playground: its sections are named after what they group' },
  playgroundModal: { file: 'src/features/playground/components/widgets-section.tsx', reason: 'one widget of /playground: its sections are named after what they group' },
  playgroundTabs: { file: 'src/features/playground/components/widgets-section.tsx', reason: 'one widget of /playground: its sections are named after what they group' },
  playgroundTable: { file: 'src/features/playground/components/data-table-section.tsx', reason: 'a section of /playground, named after the widget' },
  playgroundDragDrop: { file: 'src/features/playground/components/drag-drop-section.tsx', reason: 'a section of /playground, named after the widget' },
  playgroundForm: { file: 'src/features/playground/components/form-section.tsx', reason: 'a section of /playground, named after the widget' },
  postList: { file: 'src/features/posts/posts-view.tsx', reason: 'the /posts screen, plural like its route' },
  postCards: { file: 'src/features/posts/posts-view.tsx', reason: 'the /posts screen, plural like its route' },
  todoList: { file: 'src/features/todos/todos-view.tsx', reason: 'the /todos screen, plural like its route' },
  cardMove: { file: 'src/features/kanban/kanban-view.tsx', reason: 'moving a card on the /kanban board, whose screen is named after the board' },
}

const features = filesUnder('src/features').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
const machineFiles = filesUnder('machines')

/** Which of rules 1–3 finds the machine's view (null: none). */
const viewRule = (id: string): string | null => {
  const routes = catalog.find((m) => m.id === id)?.routes ?? []
  const k = kebab(id)
  const own = features.find((f) => f.endsWith('.tsx') && (base(f) === `${k}.tsx` || base(f).startsWith(`${k}-`)))
  if (own) return `own view ${own}`
  const flow = k.split('-')[0]!
  const screen = features.find((f) => (base(f) === `${flow}-page.tsx` || base(f) === `${flow}-view.tsx`) && imports(f, k))
  if (screen) return `flow screen ${screen}`
  if (k.startsWith('challenge-')) {
    const slugs = routes.map((r) => /^\/challenges\/([a-z0-9-]+)$/.exec(r)?.[1])
    const pages = slugs.map((slug) => slug && features.find((f) => /^src\/features\/challenges\/[a-z-]+\/[a-z0-9-]+\.tsx$/.test(f) && base(f) === `${slug}.tsx`))
    if (slugs.length > 0 && pages.every(Boolean)) return `challenge pages ${pages.join(', ')}`
  }
  return null
}

describe('names that line up: every catalogued machine, under its kebab id', () => {
  it.each(catalog.map((m) => [m.id, kebab(m.id), m.machine.id] as const))('%s (%s): machine, model, model spec, UI mapping and view', (id, k, machineId) => {
    // The model's id (the lab's URL) and its machine's id name the same flow ('event-form' and 'eventForm').
    expect(kebab(machineId), `the machine id of ${id}`).toBe(k)
    const machines = machineFiles.filter((f) => /^machines\/[a-z-]+\/[a-z0-9-]+\.machine\.ts$/.test(f) && base(f) === `${k}.machine.ts`)
    expect(machines, `machines/<area>/${k}.machine.ts`).toHaveLength(1)
    const model = machines[0]!.replace(/\.machine\.ts$/, '.model.ts')
    expect(existsSync(join(root, model)), model).toBe(true)
    expect(readFileSync(join(root, machines[0]!), 'utf8'), `${machines[0]} defines id '${machineId}'`).toMatch(new RegExp(`id: '${machineId}'|ID = '${machineId}'`))
    expect(existsSync(join(root, `tests/model/${k}.model.spec.ts`)), `tests/model/${k}.model.spec.ts`).toBe(true)
    expect(existsSync(join(root, `tests/model/ui/${k}.ui.ts`)), `tests/model/ui/${k}.ui.ts`).toBe(true)
    expect(UI_MAPPINGS[id]?.file, `machines/lab/ui-mappings.ts: ${id}`).toBe(`${k}.ui`)
    const exception = VIEW_EXCEPTIONS[id]
    if (exception) {
      expect(viewRule(id), `${id} is listed in VIEW_EXCEPTIONS but a rule finds its view`).toBeNull()
      expect(exception.reason.length).toBeGreaterThan(10)
      if (exception.file !== null) {
        expect(existsSync(join(root, exception.file)), exception.file).toBe(true)
        expect(imports(exception.file, k), `${exception.file} imports …/${k}.machine`).toBe(true)
      }
    } else expect(viewRule(id), `a view for ${id}: src/features/**/${k}(-*).tsx, a ${k.split('-')[0]}-page/-view importing it, or a VIEW_EXCEPTIONS entry`).not.toBeNull()
  })

  it('lists exceptions for catalogued machines only', () => {
    const ids = new Set(catalog.map((m) => m.id))
    expect(Object.keys(VIEW_EXCEPTIONS).filter((id) => !ids.has(id))).toEqual([])
  })
})
