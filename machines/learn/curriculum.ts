/**
 * The /learn curriculum (issue "Learn" §1, §2): tracks → lessons → tasks, as data. Ids are stable
 * English slugs (the URL `/learn/<track>/<lesson>` and the keys of the progress record); every
 * text lives in src/i18n/locales/{en,ko}/learn.json under the same ids. Each task names the
 * evidence that ticks it (./evidence.ts); a learner cannot tick one by hand. `example` names the
 * challenge whose runnable example files (examples/<tool>/…) the lesson shows in its tool tabs.
 */
import { evidenceKind, type EvidenceKind } from './evidence'

export interface Task {
  /** Unique across the curriculum. */
  id: string
  /** The evidence id that ticks it (./evidence.ts). */
  evidence: string
}

export interface Lesson {
  id: string
  /** App paths the lesson links to (each is a route of src/app/routes.ts). */
  links: string[]
  /** A challenge slug whose runnable examples fill the tool tabs. */
  example: string
  tasks: Task[]
  /** A folder of examples/ with a commands.sh (one region per tool, run by CI) and its example suites, shown as "run it on your own suite". */
  commands?: string
}

export interface Track {
  id: string
  lessons: Lesson[]
}

const task = (id: string, evidence: string): Task => ({ id, evidence })
const lesson = (id: string, example: string, links: string[], tasks: Task[], commands?: string): Lesson => (commands ? { id, example, links, tasks, commands } : { id, example, links, tasks })

export const CURRICULUM: readonly Track[] = [
  {
    id: 'first-steps',
    lessons: [
      lesson('meet-the-app', 'typos', ['/', '/guide', '/api-docs'], [task('call-auth-me', 'api:me'), task('solve-typos', 'challenge:typos')]),
      lesson('test-ids', 'dynamic-id', ['/challenges/dynamic-id', '/guide'], [
        task('automate-dynamic-id', 'challenge-auto:dynamic-id'),
        task('solve-no-test-ids', 'challenge:no-test-ids'),
      ]),
      lesson('accessible-names', 'no-test-ids', ['/challenges/no-test-ids', '/playground'], [
        task('automate-no-test-ids', 'challenge-auto:no-test-ids'),
        task('solve-class-attribute', 'challenge:class-attribute'),
      ]),
      lesson('first-test', 'key-presses', ['/challenges/key-presses', '/todos'], [
        task('automate-key-presses', 'challenge-auto:key-presses'),
        task('create-todo-with-due-date', 'api:todo-due-date'),
      ]),
      lesson('three-tools', 'double-click', ['/challenges/double-click', '/challenges/hovers'], [
        task('automate-double-click', 'challenge-auto:double-click'),
        task('solve-hovers', 'challenge:hovers'),
      ]),
    ],
  },
  {
    id: 'locators-waiting',
    lessons: [
      lesson('stable-locators', 'challenging-dom', ['/challenges/challenging-dom', '/challenges/css-selector-puzzle'], [
        task('automate-challenging-dom', 'challenge-auto:challenging-dom'),
        task('solve-css-selector-puzzle', 'challenge:css-selector-puzzle'),
      ]),
      lesson('text-and-whitespace', 'non-breaking-space', ['/challenges/non-breaking-space', '/challenges/typos'], [
        task('automate-non-breaking-space', 'challenge-auto:non-breaking-space'),
        task('automate-typos', 'challenge-auto:typos'),
      ]),
      lesson('auto-waiting', 'auto-wait', ['/challenges/auto-wait', '/challenges/client-delay'], [
        task('automate-auto-wait', 'challenge-auto:auto-wait'),
        task('solve-client-delay', 'challenge:client-delay'),
      ]),
      lesson('dynamic-content', 'dynamic-loading', ['/challenges/dynamic-loading', '/challenges/ajax-data'], [
        task('automate-dynamic-loading', 'challenge-auto:dynamic-loading'),
        task('automate-ajax-data', 'challenge-auto:ajax-data'),
      ]),
      lesson('moving-targets', 'progress-bar', ['/challenges/progress-bar', '/challenges/disappearing-elements'], [
        task('automate-progress-bar', 'challenge-auto:progress-bar'),
        task('solve-disappearing-elements', 'challenge:disappearing-elements'),
      ]),
    ],
  },
  {
    id: 'browser-features',
    lessons: [
      lesson('dialogs', 'alerts', ['/challenges/alerts', '/challenges/entry-ad'], [
        task('automate-alerts', 'challenge-auto:alerts'),
        task('solve-entry-ad', 'challenge:entry-ad'),
      ]),
      lesson('windows-and-frames', 'windows', ['/challenges/windows', '/challenges/frames'], [
        task('automate-windows', 'challenge-auto:windows'),
        task('solve-frames', 'challenge:frames'),
      ]),
      lesson('shadow-dom', 'shadow-dom', ['/challenges/shadow-dom', '/challenges/large-dom'], [
        task('automate-shadow-dom', 'challenge-auto:shadow-dom'),
        task('solve-large-dom', 'challenge:large-dom'),
      ]),
      lesson('files', 'download', ['/challenges/download', '/challenges/upload'], [
        task('automate-download', 'challenge-auto:download'),
        task('upload-through-api', 'api:upload'),
      ]),
      lesson('pointer-and-keyboard', 'html5-drag', ['/challenges/html5-drag', '/challenges/sortable-list', '/playground'], [
        task('automate-html5-drag', 'challenge-auto:html5-drag'),
        task('solve-sortable-list', 'challenge:sortable-list'),
      ]),
    ],
  },
  {
    id: 'network-api',
    lessons: [
      lesson('api-basics', 'status-codes', ['/api-docs', '/todos'], [task('filter-todos', 'api:todo-filter'), task('read-a-404', 'api:todo-not-found')]),
      lesson('validation-errors', 'status-codes', ['/api-docs', '/posts/create', '/calendar'], [
        task('post-422-loc', 'api:post-422'),
        task('calendar-422', 'api:calendar-422'),
      ]),
      lesson('network-mode', 'ajax-data', ['/posts', '/api-docs'], [
        task('posts-in-network-mode', 'api:posts-network'),
        task('own-session-header', 'api:session-header'),
        task('survive-a-fault', 'api:fault-survived'),
      ]),
      lesson('postman-newman', 'status-codes', ['/api-docs', '/todos'], [task('call-practice-server', 'api:practice-server'), task('export-todos-json', 'api:todo-export-json')]),
      lesson('bulk-and-state', 'sortable-list', ['/todos', '/kanban'], [task('bulk-update-todos', 'api:todo-bulk'), task('move-card-through-api', 'api:kanban-move')]),
    ],
  },
  {
    id: 'state-transitions',
    lessons: [
      lesson('read-a-diagram', 'hidden-layers', ['/lab', '/lab/login'], [
        task('login-half-states', 'lab:login:states:50'),
        task('counter-all-states', 'lab:playgroundCounter:states:100'),
      ]),
      lesson('state-table', 'hidden-layers', ['/lab/todos', '/todos'], [
        task('todos-half-transitions', 'lab:todos:transitions:50'),
        task('todos-all-states-by-test', 'lab-auto:todos:states:100'),
      ]),
      lesson('zero-switch-suite', 'hidden-layers', ['/lab/login', '/login'], [
        task('login-all-transitions-by-test', 'lab-auto:login:transitions:100'),
        task('contact-half-transitions-by-test', 'lab-auto:contact:transitions:50'),
      ]),
      lesson('card-move', 'sortable-list', ['/lab/cardMove', '/kanban'], [
        task('card-move-all-states-by-test', 'lab-auto:cardMove:states:100'),
        task('card-move-half-transitions', 'lab:cardMove:transitions:50'),
      ]),
      lesson('coverage-from-tests', 'sortable-tables', ['/lab', '/challenges/sortable-tables'], [
        task('post-form-half-transitions-by-test', 'lab-auto:postForm:transitions:50'),
        task('table-sort-all-states-by-test', 'lab-auto:challengeTableSort:states:100'),
      ]),
    ],
  },
  {
    id: 'finding-bugs',
    lessons: [
      lesson('personas', 'js-error', ['/login', '/profile', '/guide'], [task('update-profile-through-api', 'api:profile-update'), task('comment-through-api', 'api:comment')]),
      lesson('bug-hunt-basics', 'broken-images', ['/bug-hunt', '/todos'], [task('find-one-bug', 'bughunt:found:1'), task('toggle-todo-through-api', 'api:todo-toggle')]),
      lesson('bug-hunt-score', 'js-error', ['/bug-hunt', '/posts'], [task('find-three-bugs', 'bughunt:found:3'), task('edit-post-through-api', 'api:post-updated')]),
      lesson('exploratory-charters', 'infinite-scroll', ['/calendar', '/posts'], [task('create-event-through-api', 'api:calendar-event'), task('like-through-api', 'api:like')]),
      lesson('kill-score', 'broken-images', ['/bug-hunt', '/challenges/broken-images'], [
        task('find-five-bugs', 'bughunt:found:5'),
        task('automate-broken-images', 'challenge-auto:broken-images'),
        // `npm run kill-score` records its result in the progress record (scripts/kill-score.mjs).
        task('run-kill-score', 'killscore:run'),
        task('kill-half-the-bugs', 'killscore:percent:50'),
      ], 'kill-score'),
    ],
  },
]

export interface LessonRef {
  track: Track
  lesson: Lesson
  /** Position in the whole curriculum (0-based). */
  index: number
}

/** Every lesson in reading order. */
export const LESSONS: readonly LessonRef[] = CURRICULUM.flatMap((track) => track.lessons.map((lesson) => ({ track, lesson }))).map((ref, index) => ({ ...ref, index }))

export const ALL_TASKS: readonly Task[] = CURRICULUM.flatMap((t) => t.lessons.flatMap((l) => l.tasks))

export const lessonKey = (trackId: string, lessonId: string) => `${trackId}/${lessonId}`

export function findTrack(trackId: string): Track | undefined {
  return CURRICULUM.find((t) => t.id === trackId)
}

export function findLesson(trackId: string, lessonId: string): LessonRef | undefined {
  return LESSONS.find((ref) => ref.track.id === trackId && ref.lesson.id === lessonId)
}

/** The previous and next lesson in reading order (across tracks). */
export function neighbours(trackId: string, lessonId: string): { previous: LessonRef | undefined; next: LessonRef | undefined } {
  const here = findLesson(trackId, lessonId)
  if (!here) return { previous: undefined, next: undefined }
  return { previous: LESSONS[here.index - 1], next: LESSONS[here.index + 1] }
}

/** Tasks whose evidence is this id. */
export function tasksForEvidence(evidenceId: string): Task[] {
  return ALL_TASKS.filter((t) => t.evidence === evidenceId)
}

/** How a task is verified: from what the learner's automated tests or API calls did, or from use of the app. */
export function verifiedBy(task: Task): 'automation' | 'interaction' {
  const kind: EvidenceKind | undefined = evidenceKind(task.evidence)
  return kind === 'api' || kind === 'challenge-auto' || kind === 'lab-auto' || kind === 'killscore' ? 'automation' : 'interaction'
}
