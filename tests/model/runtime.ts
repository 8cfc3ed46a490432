/**
 * Runs a machine's paths in Chromium: user events become Playwright actions, actor results
 * become sandbox scenarios set before the action that triggers them (held, so in-flight states
 * can be asserted, then released), and every visited state is asserted in the UI. The scenarios go
 * through `SandboxControl` (tests/fixtures/app.ts): `window.__sandbox` on the sandbox build, the
 * practice server's /__sandbox/* controls in network mode (`npm run start:network`). Imports no
 * Node module: the state lab bundles it with a UI mapping into each exported spec
 * (build/lab-runtime.ts), which must run anywhere `@playwright/test` is installed.
 * `runModel` (./harness.ts) adds the planning and the coverage files.
 */
import { errors, type Page } from '@playwright/test'
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject } from 'xstate'
import type { MachineModel, ModelStart } from '@machines/shared/model'
import type { Scenario } from '@mocks/sandbox'
import { expect, test, type SandboxControl } from '../fixtures/app'
import { activeStateKeys, stateName, type PlannedPath } from '@machines/lab/graph'
import { replay } from '@machines/lab/explore'
import type { ExportedCase } from '@machines/lab/export'

export interface StepContext {
  page: Page
  sandbox: SandboxControl
  /** The snapshot before the step (the model's). */
  before: AnyMachineSnapshot
  /** The snapshot after the step. */
  after: AnyMachineSnapshot
  start: ModelStart<AnyStateMachine>
}

/** An actor whose result a sandbox endpoint decides (held, then released by the path). */
export interface EndpointActorMapping {
  /** The endpoint whose answer decides the actor's result ('POST /auth/login'), or a function of the step (e.g. POST to create, PATCH to edit). */
  endpoint: string | ((ctx: StepContext) => string)
  /** Scenario for a done result; omit to let the happy handler answer. */
  done?: (event: EventObject, ctx: StepContext) => Scenario | null
  /** Scenario for an error result. */
  error: (event: EventObject, ctx: StepContext) => Scenario
}

/**
 * An actor that settles by itself in the browser (clipboard, file reading, a timer in the app):
 * `arrange` prepares the browser for the wanted result before the action that starts the actor.
 */
export interface BrowserActorMapping {
  arrange: (kind: 'done' | 'error', event: EventObject, ctx: StepContext) => Promise<void>
}

export type ActorMapping = EndpointActorMapping | BrowserActorMapping

const isEndpoint = (m: ActorMapping): m is EndpointActorMapping => 'endpoint' in m
const endpointOf = (m: EndpointActorMapping, ctx: StepContext): string => (typeof m.endpoint === 'function' ? m.endpoint(ctx) : m.endpoint)

/** Delayed transitions (`after`) fire by themselves in the browser: the step only waits for the next state. */
const DELAY_EVENT = /^xstate\.after\./

export interface UiModel<M extends AnyStateMachine> {
  model: MachineModel<M>
  /** Prepares storage etc. on an already loaded page before the start navigation. */
  setup?: (ctx: { page: Page; sandbox: SandboxControl; start: ModelStart<M> }) => Promise<void>
  /** Navigates to where the machine starts. */
  start: (ctx: { page: Page; sandbox: SandboxControl; start: ModelStart<M> }) => Promise<void>
  /** A Playwright action per user event of the machine. */
  events: { [K in EventFromLogic<M>['type']]?: (event: Extract<EventFromLogic<M>, { type: K }>, ctx: StepContext) => Promise<unknown> }
  actors?: Record<string, ActorMapping>
  /** One assertion per state name (`termsRequired.reviewing`); context is available on the snapshot. */
  states: Record<string, (snapshot: AnyMachineSnapshot, ctx: StepContext) => Promise<void>>
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/

function actorEvent(event: EventObject): { kind: 'done' | 'error'; id: string } | null {
  const m = ACTOR_EVENT.exec(event.type)
  return m ? { kind: m[1] as 'done' | 'error', id: m[2]! } : null
}

export function describePath(path: PlannedPath): string {
  const names = path.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  if (names.length === 0) return `${path.start.name}: the start state only`
  return `${path.start.name}: ${names.slice(0, 6).join(' → ')}${names.length > 6 ? ` … (${names.length} steps)` : ''}`
}

/**
 * An invalid transition (all-transitions suites of the state lab): the action is tried with a
 * short timeout. A UI that does not offer the event here (the control disabled or absent) passes
 * with an annotation; either way the state assertion after the step expects the state unchanged.
 */
async function attemptInvalid(page: Page, type: string, action: () => Promise<unknown>): Promise<void> {
  page.setDefaultTimeout(INVALID_ACTION_TIMEOUT)
  try {
    await action()
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
    test.info().annotations.push({ type: 'invalid step', description: `${type}: the UI does not offer it in this state` })
  } finally {
    page.setDefaultTimeout(0)
  }
}

const INVALID_ACTION_TIMEOUT = 2_000

/**
 * Runs one path in the page: the start, then each step's action (or actor result / timer) and
 * the assertion of the state after it. Returns the transitions taken and the states visited.
 */
export async function runPath<M extends AnyStateMachine>(
  ui: UiModel<M>,
  id: string,
  path: PlannedPath,
  { page, sandbox }: { page: Page; sandbox: SandboxControl },
): Promise<{ transitions: string[]; states: string[] }> {
  const start = path.start as ModelStart<M>
  const ctxFor = (i: number): StepContext => ({
    page,
    sandbox,
    before: i <= 0 ? path.initial : path.steps[i - 1]!.snapshot,
    after: i < 0 ? path.initial : path.steps[i]!.snapshot,
    start,
  })

  /** Sets the held one-shot scenario of step `i` (an endpoint actor's result). */
  const arm = async (i: number, actor: { kind: 'done' | 'error' }, mapping: EndpointActorMapping) => {
    const ctx = ctxFor(i)
    const scenario = actor.kind === 'done' ? (mapping.done?.(path.steps[i]!.event, ctx) ?? {}) : mapping.error(path.steps[i]!.event, ctx)
    await sandbox.scenario(endpointOf(mapping, ctx), { ...scenario, hold: true, times: 1 })
  }

  /**
   * The next result of the same endpoint in the run of actor results after step `i`. An
   * endpoint has one scenario at a time: each is armed when the previous request is held
   * (a held request keeps its own), e.g. the four column creations of the kanban auto-setup.
   */
  const nextOfEndpoint = (i: number, endpoint: string) => {
    for (let j = i + 1; j < path.steps.length; j++) {
      const actor = actorEvent(path.steps[j]!.event)
      if (!actor) return null
      const mapping = ui.actors?.[actor.id]
      if (mapping && isEndpoint(mapping) && endpointOf(mapping, ctxFor(j)) === endpoint) return { j, actor, mapping }
    }
    return null
  }

  /**
   * Before the action of step `from - 1` (or the start): sets a held scenario for each actor
   * result that follows it, and holds the other actors the resulting state invokes, so that
   * in-flight states stay visible until the path releases them.
   */
  const prepare = async (from: number) => {
    const prepared = new Set<string>()
    const armed = new Set<string>()
    for (let i = from; i < path.steps.length; i++) {
      const actor = actorEvent(path.steps[i]!.event)
      if (!actor) break
      const mapping = ui.actors?.[actor.id]
      if (!mapping) throw new Error(`No actor mapping for "${actor.id}" in ${id}`)
      const ctx = ctxFor(i)
      if (isEndpoint(mapping)) {
        const endpoint = endpointOf(mapping, ctx)
        if (!armed.has(endpoint)) await arm(i, actor, mapping)
        armed.add(endpoint)
      } else {
        await mapping.arrange(actor.kind, path.steps[i]!.event, ctx)
      }
      prepared.add(actor.id)
    }
    const next = from === 0 ? path.initial : path.steps[from - 1]!.snapshot
    for (const id of Object.keys(next.children ?? {})) {
      const mapping = ui.actors?.[id]
      if (mapping && isEndpoint(mapping) && !prepared.has(id)) await sandbox.scenario(endpointOf(mapping, ctxFor(from - 1)), { hold: true, times: 1 })
    }
  }

  const assertState = async (snapshot: AnyMachineSnapshot, ctx: StepContext, label: string) => {
    const name = stateName(snapshot)
    await test.step(`state ${name}`, async () => {
      try {
        await ui.states[name]!(snapshot, ctx)
      } catch (error) {
        throw new Error(`${label}: the UI does not show state "${name}": ${(error as Error).message}`, { cause: error })
      }
    })
  }

  await page.goto('/about')
  await sandbox.ready()
  await ui.setup?.({ page, sandbox, start })
  await prepare(0)
  await ui.start({ page, sandbox, start })
  await assertState(path.initial, ctxFor(-1), 'start')
  const taken: string[] = [...path.initialTransitions]
  const seen: string[] = []

  for (let i = 0; i < path.steps.length; i++) {
    const step = path.steps[i]!
    const ctx = ctxFor(i)
    const actor = actorEvent(step.event)
    await test.step(`${i + 1}. ${step.event.type}${'value' in step.event ? ` ${JSON.stringify((step.event as { value: unknown }).value)}` : ''}`, async () => {
      if (actor) {
        const mapping = ui.actors![actor.id]!
        if (isEndpoint(mapping)) {
          const endpoint = endpointOf(mapping, ctx)
          await sandbox.waitForPending(endpoint)
          const next = nextOfEndpoint(i, endpoint)
          if (next) await arm(next.j, next.actor, next.mapping)
          await sandbox.release(endpoint)
        }
      } else if (DELAY_EVENT.test(step.event.type) && !(step.event.type in ui.events)) {
        await prepare(i + 1)
      } else {
        const run = (ui.events as Record<string, ((e: EventObject, c: StepContext) => Promise<unknown>) | undefined>)[step.event.type]
        if (!run && step.invalid) {
          test.info().annotations.push({ type: 'invalid step', description: `${step.event.type}: no UI action maps it, nothing to attempt` })
        } else {
          if (!run) throw new Error(`No Playwright action for event "${step.event.type}" in ${id}`)
          await prepare(i + 1)
          if (step.invalid) await attemptInvalid(page, step.event.type, () => run(step.event, ctx))
          else await run(step.event, ctx)
        }
      }
    })
    await assertState(step.snapshot, ctx, `after step ${i + 1} (${step.event.type})`)
    taken.push(...step.transitions)
    seen.push(stateName(step.snapshot))
  }
  const states = [path.initial, ...path.steps.map((s) => s.snapshot)].flatMap(activeStateKeys)
  return { transitions: taken, states }
}

export type { ExportedCase }

/** Declares a UI mapping in its own module (tests/model/ui/*.ui.ts) so `runModel` and exported specs share it. */
export function uiModel<M extends AnyStateMachine>(ui: UiModel<M>): UiModel<M> {
  return ui
}

/** Flags for a system Chromium in containers and CI (.ci/chromium.mjs finds the browser). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface RunCasesOptions {
  /** The app's address when neither env BASE_URL nor the Playwright config gives one (the exporting page's origin, or `lab:export --base-url`). */
  baseURL?: string
}

/**
 * Replays test cases exported by the state lab (/lab/:machineId, "Playwright spec"): each case
 * starts where the model's start of that name starts, sends its events through the UI mapping
 * (the same actions, actor scenarios and state assertions as `runModel`) and asserts the state
 * after every step. An invalid step (`invalid: true`) does the action of an event the state
 * ignores and expects the state unchanged. The machine replays the events first: a case whose
 * expected states no longer match the machine fails before the browser starts.
 */
export function runCases<M extends AnyStateMachine>(ui: UiModel<M>, title: string, cases: ExportedCase[], options: RunCasesOptions = {}): void {
  const model = ui.model as unknown as MachineModel<AnyStateMachine>
  // The app's address: env BASE_URL first, then the Playwright config's baseURL, then the one written at export.
  const exported = test.extend<object, object>({
    baseURL: async ({ baseURL }, use) => use(process.env.BASE_URL || baseURL || options.baseURL),
    // A Chromium of one's own (no `npx playwright install`): PLAYWRIGHT_CHROMIUM_EXECUTABLE=/usr/bin/chromium.
    launchOptions: [
      async ({ launchOptions }, use) => {
        const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
        if (!executablePath || launchOptions.executablePath) return use(launchOptions)
        await use({ ...launchOptions, executablePath, args: [...(launchOptions.args ?? []), ...CHROMIUM_ARGS] })
      },
      { scope: 'worker' },
    ],
  })
  exported.describe(`exported: ${title}`, () => {
    exported.describe.configure({ timeout: 60_000 })
    for (const c of cases) {
      const run = replay(model, c.start, c.steps.map((s) => s.event))
      const path: PlannedPath = {
        start: run.start,
        initial: run.initial.snapshot,
        initialTransitions: run.initial.transitions,
        steps: run.steps.map((s, i) => ({ event: c.steps[i]!.event, snapshot: s.snapshot, transitions: s.transitions, invalid: c.steps[i]!.invalid === true })),
      }
      exported(`case ${c.id} (${describePath(path)})`, async ({ page, sandbox }) => {
        expect(run.steps.map((s) => stateName(s.snapshot)), `case ${c.id}: the machine's states after each step`).toEqual(c.steps.map((s) => s.expected))
        c.steps.forEach((s, i) => {
          if (s.invalid) expect(run.steps[i]!.transitions, `case ${c.id} step ${i + 1}: an invalid event takes no transition`).toEqual([])
        })
        const missing = [...new Set([path.initial, ...path.steps.map((s) => s.snapshot)].map(stateName))].filter((name) => !ui.states[name])
        expect(missing, 'states without a UI assertion').toEqual([])
        await runPath(ui, model.id, path, { page, sandbox })
      })
    }
  })
}
