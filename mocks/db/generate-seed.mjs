#!/usr/bin/env node
/**
 * Deterministic seed generator: `npm run seed` writes mocks/db/seeds/{default,ko,empty}.json.
 *
 * Plain ESM JavaScript because Node 20 cannot run TypeScript directly; the types
 * live in generate-seed.d.mts and mocks/db/seed.test.ts checks that the committed
 * files equal `buildSeed(name)` and that every record matches mocks/db/schema.ts.
 *
 * Faker is only used here (a dev dependency): nothing the browser loads imports this file.
 * Nothing depends on "now": every date is derived from fixed reference dates.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { fakerEN, fakerKO } from '@faker-js/faker'

export const FAKER_SEED = 20261121
export const SEED_NAMES = /** @type {const} */ (['default', 'ko', 'empty', 'busy'])

/** Stored password format, verified at runtime with Web Crypto (mocks/passwords.ts). */
export function hashPassword(password) {
  return 'sha256:' + createHash('sha256').update('qa-playground:' + password).digest('hex')
}

/** The demo accounts of every seed (ids 1, 2, 3). Passwords are public: this is a sandbox. */
export const DEMO_ACCOUNTS = [
  { id: 1, email: 'demo@example.com', password: 'Demo1234!', username: 'demo', full_name: 'Demo User', role: 'user', requires_terms: false },
  { id: 2, email: 'admin@example.com', password: 'Admin1234!', username: 'admin', full_name: 'Admin User', role: 'admin', requires_terms: false },
  { id: 3, email: 'terms@example.com', password: 'Terms1234!', username: 'terms', full_name: 'Terms Pending', role: 'user', requires_terms: true },
]
/**
 * The personas (machines/shared/personas.ts), in every seed with fixed ids after the
 * generated users (ids 16..20), appended last so no other record changes. mocks/db/seed.test.ts
 * checks they equal PERSONAS.
 */
export const PERSONA_ACCOUNTS = [
  { id: 16, email: 'locked@example.com', password: 'Locked1234!', username: 'locked', full_name: 'Locked Out User', role: 'user', requires_terms: false },
  { id: 17, email: 'slow@example.com', password: 'Slow1234!', username: 'slow', full_name: 'Slow Network User', role: 'user', requires_terms: false },
  { id: 18, email: 'problem@example.com', password: 'Problem1234!', username: 'problem', full_name: 'Problem User', role: 'user', requires_terms: false },
  { id: 19, email: 'error@example.com', password: 'Error1234!', username: 'error', full_name: 'Error User', role: 'user', requires_terms: false },
  { id: 20, email: 'visual@example.com', password: 'Visual1234!', username: 'visual', full_name: 'Visual User', role: 'user', requires_terms: false },
]
/** Password of every generated (non-demo) user. */
export const GENERATED_USER_PASSWORD = 'User1234!'
/** A soft-deleted account, so sign-up can answer "This email was previously used…". */
export const WITHDRAWN_EMAIL = 'withdrawn@example.com'

const DAY = 24 * 60 * 60 * 1000
const ACCOUNTS_CREATED = Date.UTC(2026, 0, 5, 9, 0, 0)
const CONTENT_END = Date.UTC(2026, 10, 20, 18, 0, 0)
/**
 * "Today" for the todos' due dates (must equal SEED_REFERENCE_DAY in seed-dates.ts): their
 * timestamps are wall-clock times relative to this day, moved to the real today on load.
 */
export const SEED_REFERENCE_DAY = '2026-11-20'
const REFERENCE_DAY = Date.parse(`${SEED_REFERENCE_DAY}T00:00:00.000Z`)

/** How much content each seed has. `busy` is for paging practice. */
const SIZES = {
  default: { posts: 40, comments: 120, todos: 20 },
  ko: { posts: 40, comments: 120, todos: 20 },
  busy: { posts: 300, comments: 900, todos: 250 },
}

/**
 * The demo user's todos in `default` and `ko`: [due day relative to the reference day (null:
 * none), hour (0: a whole-day due date), status, priority]. Covers overdue, today, within 3
 * days, later and none, done and not, every priority. At the reference day: 20 todos, 5 done,
 * 3 overdue, 2 due today and 3 due within the next 3 days (not done).
 */
const TODO_PLAN = [
  [-10, 0, 'TODO', 'high'],
  [0, 0, 'TODO', 'high'],
  [1, 0, 'TODO', 'medium'],
  [5, 0, 'TODO', 'low'],
  [null, 0, 'TODO', 'medium'],
  [-3, 17, 'IN_PROGRESS', 'medium'],
  [0, 17, 'IN_PROGRESS', 'low'],
  [2, 14, 'TODO', 'high'],
  [7, 10, 'TODO', 'medium'],
  [-2, 0, 'DONE', 'medium'],
  [-1, 0, 'TODO', 'low'],
  [0, 9, 'DONE', 'medium'],
  [3, 0, 'IN_PROGRESS', 'low'],
  [14, 0, 'IN_PROGRESS', 'high'],
  [null, 0, 'TODO', 'low'],
  [2, 0, 'DONE', 'low'],
  [30, 0, 'TODO', 'medium'],
  [10, 0, 'DONE', 'high'],
  [null, 0, 'IN_PROGRESS', 'high'],
  [null, 0, 'DONE', 'low'],
]

/**
 * The calendar events of every non-empty seed: [month relative to the reference day's month,
 * day of month (at most 28, so every month has it), hour (null: all day), owner]. The demo
 * user has 19: 4 the month before, 11 in the reference month (5 on the 14th, 2 on the 20th),
 * 4 the month after; user 4 has one.
 */
const EVENT_PLAN = [
  [-1, 6, 10, 1],
  [-1, 13, null, 1],
  [-1, 21, 14, 1],
  [-1, 27, 9, 1],
  [0, 3, 9, 1],
  [0, 9, null, 1],
  [0, 14, 9, 1],
  [0, 14, 11, 1],
  [0, 14, 13, 1],
  [0, 14, null, 1],
  [0, 14, 16, 1],
  [0, 20, 10, 1],
  [0, 20, null, 1],
  [0, 24, 15, 1],
  [0, 28, 11, 1],
  [1, 2, 10, 1],
  [1, 8, null, 1],
  [1, 15, 14, 1],
  [1, 22, 9, 1],
  [0, 14, 10, 4],
]

/** `count` random todo plans: due from 30 days ago to 60 days ahead, a fifth without. */
function busyTodoPlan(f, count) {
  return Array.from({ length: count }, () => [
    f.datatype.boolean({ probability: 0.2 }) ? null : f.number.int({ min: -30, max: 60 }),
    f.helpers.arrayElement([0, 0, 9, 13, 17]),
    f.helpers.arrayElement(['TODO', 'TODO', 'IN_PROGRESS', 'DONE']),
    f.helpers.arrayElement(['low', 'medium', 'high']),
  ])
}

/** The i-th entry, numbered from the second round on: "Title (2)". */
const round1 = (list, i) => (i < list.length ? list[i] : `${list[i % list.length]} (${Math.floor(i / list.length) + 1})`)

const iso = (ms) => new Date(ms).toISOString()
const pad = (n) => String(n).padStart(2, '0')
/** Local date-time without time zone (docs/spec/2-everyday-modules.md §3), e.g. 2026-11-05T10:00:00.000 */
const localDateTime = (y, m, d, h, min, s = 0, ms = 0) =>
  `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(s)}.${String(ms).padStart(3, '0')}`

const TEXT = {
  en: {
    bios: [
      'QA engineer who loves flaky-test hunting.',
      'Test automation with Playwright and coffee.',
      'Manual tester turned SDET.',
      'Accessibility advocate and exploratory tester.',
      'Performance testing nerd.',
      'Writing test plans since forever.',
    ],
    postTitles: [
      'Getting started with Playwright locators',
      'Why your end-to-end tests are flaky',
      'Five heuristics for exploratory testing',
      'Page objects or screenplay: a practical comparison',
      'Testing REST APIs with contract tests',
      'A checklist for accessibility smoke tests',
      'How we cut our CI test time in half',
      'Writing bug reports developers love',
      'Boundary value analysis in practice',
      'Mocking the network without lying to yourself',
      'Model-based testing for state machines',
      'Visual regression testing pitfalls',
      'Test data management that scales',
      'What to automate first',
      'Risk-based testing for busy teams',
      'Reading a stack trace as a tester',
      'Testing dark mode and themes',
      'Internationalisation bugs we keep finding',
      'From manual to automated: a six-week plan',
      'Pairing with developers on unit tests',
      'Keeping selectors stable with test ids',
      'Load testing a login endpoint',
      'Security testing basics for QA',
      'Retrospective: our release testing checklist',
      'Testing on real mobile devices versus emulators',
      'Behaviour-driven development without the ceremony',
      'Test-driven development for testers',
      'Chaos engineering for the curious tester',
      'What a good test report contains',
      'Cross-browser testing on a budget',
      'Snapshot tests: when they help and when they hurt',
      'Testing time zones and daylight saving',
      'Exploratory testing charters that work',
      'API pagination bugs and how to find them',
      'Keyboard-only testing in ten minutes',
      'Flaky tests: quarantine, fix or delete?',
      'Contract testing with consumer-driven pacts',
      'Measuring test coverage honestly',
      'Testing file uploads end to end',
      'Onboarding new testers in a week',
    ],
    tags: [
      'testing',
      'automation',
      'playwright',
      'cypress',
      'selenium',
      'api',
      'performance',
      'accessibility',
      'manual-testing',
      'ci',
      'tips',
      'career',
      'security',
      'mobile',
      'tdd',
      'bdd',
      'exploratory',
    ],
    comments: [
      'Great write-up, thanks for sharing!',
      'We ran into exactly this last sprint.',
      'Could you share the config you used?',
      'This saved me an afternoon of debugging.',
      'I would add retries only as a last resort.',
      'Nice summary. Bookmarking this one.',
      'Does this work with the new test runner too?',
      'Our team does something similar with fixtures.',
      'Interesting take, I had not thought of that.',
      'The checklist at the end is gold.',
      'We switched to test ids last year and never looked back.',
      'How do you handle test data cleanup?',
      'Sharing this with my team tomorrow.',
      'Any tips for doing this on a legacy app?',
      'I disagree a little: context matters a lot here.',
      'Thanks, the examples made it click for me.',
      'Would love a follow-up post on CI integration.',
      'This matches what we saw in production.',
    ],
    todoTitles: [
      'Write login regression tests',
      'Review sign-up validation messages',
      'Automate the checkout happy path',
      'Update the test plan for release 1.2',
      'Triage new bug reports',
      'Check dark mode contrast on settings',
      'Add test ids to the kanban board',
      'Pair with dev on API contract tests',
      'Run the accessibility audit',
      'Clean up flaky calendar test',
      'Document the test data setup',
      'Prepare the sprint demo',
      'Retest the password reset fix',
      'Write the release notes checklist',
      'Review the mobile layout on small screens',
      'Add keyboard navigation tests',
      'Update the API collection',
      'Check the export file in a spreadsheet',
      'Plan the exploratory session',
      'Archive last sprint test results',
    ],
    todoTags: ['work', 'testing', 'automation', 'docs', 'bug', 'urgent'],
    eventTitles: [
      ['Sprint planning', 'blue'],
      ['Release candidate deadline', 'red'],
      ['Bug bash', 'blue'],
      ['Write test report', 'green'],
      ['QA guild meetup', 'blue'],
      ['Regression suite freeze', 'red'],
      ['1:1 with team lead', 'blue'],
      ['Update test cases', 'green'],
      ['Retrospective', 'blue'],
      ['Security review due', 'red'],
      ['Pair testing session', 'blue'],
      ['Clean up test data', 'green'],
    ],
    locations: ['Room 301', 'Online', 'Main office', 'Meeting room B', null],
    board: { title: 'My Kanban Board', description: 'Personal task management board' },
    columns: ['To Do', 'In Progress', 'Review', 'Done'],
    cardTitles: [
      'Set up Playwright project',
      'Write smoke tests',
      'Review API error messages',
      'Add test ids to forms',
      'Investigate flaky login test',
      'Report: contact form validation',
      'Prepare test data',
      'Publish QA checklist',
    ],
  },
  ko: {
    bios: [
      '불안정한 테스트를 찾아내는 QA 엔지니어입니다.',
      'Playwright와 커피로 테스트 자동화를 합니다.',
      '수동 테스터에서 SDET가 되었습니다.',
      '접근성과 탐색적 테스트를 좋아합니다.',
      '성능 테스트에 관심이 많습니다.',
      '테스트 계획서를 꾸준히 작성합니다.',
    ],
    postTitles: [
      'Playwright 로케이터 시작하기',
      'E2E 테스트가 불안정한 이유',
      '탐색적 테스트를 위한 다섯 가지 휴리스틱',
      '페이지 객체 패턴 실전 비교',
      '계약 테스트로 REST API 검증하기',
      '접근성 스모크 테스트 체크리스트',
      'CI 테스트 시간을 절반으로 줄인 방법',
      '개발자가 좋아하는 버그 리포트 작성법',
      '경계값 분석 실전 적용',
      '네트워크 모킹을 올바르게 하는 법',
      '상태 머신을 위한 모델 기반 테스트',
      '시각적 회귀 테스트의 함정',
      '확장 가능한 테스트 데이터 관리',
      '무엇부터 자동화할까',
      '바쁜 팀을 위한 리스크 기반 테스트',
      '테스터를 위한 스택 트레이스 읽기',
      '다크 모드와 테마 테스트하기',
      '자주 발견되는 다국어 버그',
      '수동에서 자동화로: 6주 계획',
      '개발자와 함께 단위 테스트 작성하기',
      '테스트 아이디로 안정적인 선택자 유지하기',
      '로그인 API 부하 테스트',
      'QA를 위한 보안 테스트 기초',
      '회고: 릴리스 테스트 체크리스트',
      '실기기와 에뮬레이터 모바일 테스트 비교',
      '형식에 얽매이지 않는 BDD',
      '테스터를 위한 테스트 주도 개발',
      '호기심 많은 테스터를 위한 카오스 엔지니어링',
      '좋은 테스트 보고서의 조건',
      '적은 비용으로 하는 크로스 브라우저 테스트',
      '스냅샷 테스트가 도움이 될 때와 아닐 때',
      '시간대와 서머타임 테스트하기',
      '효과적인 탐색적 테스트 차터',
      'API 페이지네이션 버그 찾기',
      '10분 만에 하는 키보드 전용 테스트',
      '불안정한 테스트: 격리, 수정, 삭제?',
      '소비자 주도 계약 테스트',
      '테스트 커버리지를 정직하게 측정하기',
      '파일 업로드 E2E 테스트',
      '신규 테스터 일주일 온보딩',
    ],
    tags: [
      '테스트',
      '자동화',
      'playwright',
      'cypress',
      'selenium',
      'api',
      '성능',
      '접근성',
      '수동테스트',
      'ci',
      '팁',
      '커리어',
      '보안',
      '모바일',
      'tdd',
      'bdd',
      '탐색적테스트',
    ],
    comments: [
      '좋은 글 감사합니다!',
      '지난 스프린트에 똑같은 문제를 겪었어요.',
      '사용하신 설정을 공유해 주실 수 있나요?',
      '덕분에 디버깅 시간을 아꼈습니다.',
      '재시도는 최후의 수단으로만 쓰는 게 좋겠네요.',
      '깔끔한 정리네요. 북마크합니다.',
      '새 테스트 러너에서도 동작하나요?',
      '저희 팀도 비슷하게 픽스처를 사용합니다.',
      '흥미로운 관점이네요.',
      '마지막 체크리스트가 정말 유용합니다.',
      '작년에 테스트 아이디로 바꾼 뒤로 훨씬 편해졌어요.',
      '테스트 데이터 정리는 어떻게 하시나요?',
      '내일 팀원들과 공유하겠습니다.',
      '레거시 앱에서도 적용할 팁이 있을까요?',
      '조금 다른 의견인데, 상황에 따라 다를 것 같아요.',
      '예시 덕분에 바로 이해했습니다.',
      'CI 연동에 대한 후속 글도 기대할게요.',
      '운영 환경에서 본 것과 똑같네요.',
    ],
    todoTitles: [
      '로그인 회귀 테스트 작성',
      '회원가입 검증 메시지 검토',
      '결제 정상 흐름 자동화',
      '1.2 릴리스 테스트 계획 업데이트',
      '신규 버그 리포트 분류',
      '설정 화면 다크 모드 대비 확인',
      '칸반 보드에 테스트 아이디 추가',
      '개발자와 API 계약 테스트 페어링',
      '접근성 점검 실행',
      '불안정한 캘린더 테스트 정리',
      '테스트 데이터 구성 문서화',
      '스프린트 데모 준비',
      '비밀번호 재설정 수정 재테스트',
      '릴리스 노트 체크리스트 작성',
      '작은 화면에서 모바일 레이아웃 검토',
      '키보드 탐색 테스트 추가',
      'API 컬렉션 업데이트',
      '스프레드시트에서 내보내기 파일 확인',
      '탐색적 테스트 세션 계획',
      '지난 스프린트 테스트 결과 보관',
    ],
    // The todos' own descriptions, one per title above (the English seed keeps its comment texts:
    // its records must not change, many tests read them).
    todoDescriptions: [
      '로그인 성공, 잘못된 비밀번호, 잠긴 계정 시나리오를 자동화 스위트에 추가하기',
      '필수 항목과 이메일 형식 오류 메시지가 기획서 문구와 같은지 확인하기',
      '장바구니 담기부터 주문 완료까지 Playwright 테스트로 작성하기',
      '새 기능 범위와 회귀 테스트 대상을 정리해 팀에 공유하기',
      '재현 절차가 없는 리포트는 작성자에게 다시 확인 요청하기',
      '명도 대비 4.5:1 기준으로 라벨과 버튼 색상 점검하기',
      '카드, 열, 추가 버튼에 data-testid 속성 붙이기',
      'OpenAPI 문서 기준으로 응답 스키마 검증 테스트 만들기',
      'axe로 주요 화면을 검사하고 심각도별로 이슈 등록하기',
      '월 경계에서 실패하는 테스트의 날짜 고정 방법 찾기',
      '샌드박스 초기화와 시드 데이터 사용법을 위키에 정리하기',
      '이번 스프린트에 자동화한 시나리오를 5분 안에 시연하기',
      '재설정 메일 링크 만료와 재사용 차단까지 다시 확인하기',
      '배포 전 확인 항목을 체크리스트로 만들어 공유하기',
      '320px 너비에서 가로 스크롤과 잘린 버튼이 없는지 보기',
      'Tab, Enter, Esc만으로 모든 대화상자를 조작할 수 있는지 확인하기',
      '새 엔드포인트와 오류 응답 예시를 Postman 컬렉션에 반영하기',
      'CSV를 엑셀에서 열어 한글이 깨지지 않는지 확인하기',
      '결제 화면을 대상으로 60분 탐색적 테스트 차터 작성하기',
      '통과, 실패, 보류 건수를 정리해 테스트 보고서에 첨부하기',
    ],
    cardDescriptions: [
      '설정 파일과 기본 픽스처를 준비합니다.',
      '로그인, 대시보드, 로그아웃 흐름을 먼저 확인합니다.',
      'FastAPI 형식의 detail 메시지를 화면 문구와 비교합니다.',
      '역할과 라벨로 찾기 어려운 요소에만 추가합니다.',
      '실패 로그와 영상을 모아 원인을 좁힙니다.',
      '필수 항목이 비어 있을 때 제출 버튼 상태를 기록합니다.',
      '계정별 샘플 데이터를 시드로 만듭니다.',
      '팀 위키에 최종본을 올립니다.',
    ],
    eventDescriptions: [
      '이번 스프린트 목표와 테스트 범위를 정합니다.',
      '마감 전까지 치명적인 버그가 없어야 합니다.',
      '회의 자료는 전날까지 공유해 주세요.',
      '지난 회고에서 나온 개선 항목을 점검합니다.',
    ],
    postSentences: [
      '테스트가 가끔 실패한다면 먼저 기다리는 방식부터 살펴보세요.',
      '고정된 대기 시간 대신 화면에 보이는 상태를 기준으로 기다리는 편이 안정적입니다.',
      '로케이터는 역할과 접근 가능한 이름으로 찾는 것을 먼저 시도합니다.',
      '테스트 데이터는 테스트마다 새로 만들고 끝나면 정리합니다.',
      '실패한 테스트의 스크린샷과 로그를 함께 남기면 원인을 빨리 찾을 수 있습니다.',
      '경계값 바로 아래와 바로 위를 함께 확인하세요.',
      '버그 리포트에는 재현 절차, 기대 결과, 실제 결과를 꼭 적습니다.',
      'CI에서는 병렬 실행 수를 조정해 전체 시간을 줄일 수 있습니다.',
      '접근성 점검은 키보드만으로 화면을 조작해 보는 것부터 시작합니다.',
      'API 테스트는 상태 코드뿐 아니라 응답 본문의 형식도 확인합니다.',
      '자동화 대상은 자주 실행하고 결과가 분명한 시나리오부터 고릅니다.',
      '탐색적 테스트는 시간을 정해 두고 발견한 내용을 바로 기록합니다.',
      '다국어 화면에서는 긴 문구 때문에 버튼이 잘리지 않는지 확인합니다.',
      '모바일 화면에서는 가로 스크롤이 생기지 않는지 봅니다.',
      '팀과 함께 테스트 결과를 짧게 공유하면 같은 실수를 줄일 수 있습니다.',
      '오류 메시지는 사용자가 다음에 무엇을 해야 하는지 알려 주어야 합니다.',
    ],
    todoTags: ['업무', '테스트', '자동화', '문서', '버그', '긴급'],
    eventTitles: [
      ['스프린트 계획 회의', 'blue'],
      ['릴리스 후보 마감', 'red'],
      ['버그 배시', 'blue'],
      ['테스트 보고서 작성', 'green'],
      ['QA 길드 모임', 'blue'],
      ['회귀 테스트 동결', 'red'],
      ['팀장님과 1:1', 'blue'],
      ['테스트 케이스 업데이트', 'green'],
      ['회고', 'blue'],
      ['보안 검토 마감', 'red'],
      ['페어 테스트 세션', 'blue'],
      ['테스트 데이터 정리', 'green'],
    ],
    locations: ['301호', '온라인', '본사', '회의실 B', null],
    board: { title: '내 칸반 보드', description: '개인 작업 관리 보드' },
    columns: ['할 일', '진행 중', '검토', '완료'],
    cardTitles: [
      'Playwright 프로젝트 설정',
      '스모크 테스트 작성',
      'API 오류 메시지 검토',
      '폼에 테스트 아이디 추가',
      '불안정한 로그인 테스트 조사',
      '보고: 문의 폼 검증',
      '테스트 데이터 준비',
      'QA 체크리스트 게시',
    ],
  },
}

const COLUMN_KEYS = ['todo', 'inProgress', 'review', 'done']

function demoUsers(accounts = DEMO_ACCOUNTS) {
  const at = iso(ACCOUNTS_CREATED)
  return accounts.map((a) => ({
    id: a.id,
    email: a.email,
    username: a.username,
    full_name: a.full_name,
    role: a.role,
    bio: null,
    location: null,
    website: null,
    avatar_url: null,
    password_hash: hashPassword(a.password),
    is_active: true,
    email_verified: true,
    requires_terms: a.requires_terms,
    terms_accepted_at: a.requires_terms ? null : at,
    deleted_at: null,
    created_at: at,
    updated_at: at,
  }))
}

function emptyCollections() {
  return {
    users: [],
    sessions: [],
    todos: [],
    posts: [],
    comments: [],
    likes: [],
    calendarEvents: [],
    kanbanBoards: [],
    kanbanColumns: [],
    kanbanCards: [],
    contactMessages: [],
    mailbox: [],
    tempPasswords: [],
    uploads: [],
    activities: [],
    progress: [],
  }
}

/** A username-safe ASCII slug. */
function slug(value) {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
}

/**
 * Builds a seed in memory. Pure and deterministic: the same name always gives the same data.
 * @param {'default' | 'ko' | 'empty' | 'busy'} name
 */
export function buildSeed(name) {
  if (!SEED_NAMES.includes(name)) throw new Error(`Unknown seed "${name}"`)
  const collections = emptyCollections()
  collections.users = demoUsers()
  if (name === 'empty') {
    collections.users.push(...demoUsers(PERSONA_ACCOUNTS))
    return { seed: name, collections }
  }

  const locale = name === 'ko' ? 'ko' : 'en'
  const text = TEXT[locale]
  // `f` makes every random decision and the localised content; `en` provides ASCII usernames.
  const f = locale === 'ko' ? fakerKO : fakerEN
  const en = fakerEN
  f.seed(FAKER_SEED)
  en.seed(FAKER_SEED + 1)

  const demo = collections.users[0]
  demo.bio = text.bios[0]
  demo.location = locale === 'ko' ? '서울' : 'Seoul'

  // Users 4..15: eleven generated people and one withdrawn (soft-deleted) account.
  const usernames = new Set([...DEMO_ACCOUNTS, ...PERSONA_ACCOUNTS].map((a) => a.username))
  const roles = ['user', 'user', 'moderator', 'user', 'user', 'guest', 'user', 'user', 'moderator', 'user', 'user']
  for (let i = 0; i < 12; i++) {
    const id = 4 + i
    const created = ACCOUNTS_CREATED + f.number.int({ min: 1, max: 280 }) * DAY + f.number.int({ min: 0, max: 86_399 }) * 1000
    const firstName = en.person.firstName()
    const lastName = en.person.lastName()
    const withdrawn = i === 11
    let username = withdrawn ? 'withdrawn' : slug(`${firstName}.${lastName}`)
    while (usernames.has(username)) username += id
    usernames.add(username)
    const fullName = locale === 'ko' ? f.person.fullName() : `${firstName} ${lastName}`
    collections.users.push({
      id,
      email: withdrawn ? WITHDRAWN_EMAIL : `${username}@example.com`,
      username,
      full_name: fullName,
      role: withdrawn ? 'user' : roles[i],
      bio: f.datatype.boolean() ? f.helpers.arrayElement(text.bios) : null,
      location: f.datatype.boolean() ? f.location.city() : null,
      website: f.datatype.boolean({ probability: 0.3 }) ? `https://${username}.example.com` : null,
      avatar_url: null,
      password_hash: hashPassword(GENERATED_USER_PASSWORD),
      is_active: !withdrawn,
      email_verified: true,
      requires_terms: false,
      terms_accepted_at: iso(created),
      deleted_at: withdrawn ? iso(created + 30 * DAY) : null,
      created_at: iso(created),
      updated_at: iso(withdrawn ? created + 30 * DAY : created),
    })
  }
  const activeUserIds = collections.users.filter((u) => u.deleted_at === null).map((u) => u.id)
  const authorPool = activeUserIds.filter((id) => id !== 3)

  // Every later section draws from its own faker seed, so changing one leaves the others alone.
  const size = SIZES[name]
  const nonDemoAuthors = authorPool.filter((id) => id !== 1)

  // Posts: the demo user writes the first five (two of them drafts), the admin the next three;
  // post 18 is someone else's draft (for "drafts are visible to their author only").
  f.seed(FAKER_SEED + 10)
  en.seed(FAKER_SEED + 11)
  const titles = f.helpers.shuffle([...text.postTitles])
  const spacing = (CONTENT_END - ACCOUNTS_CREATED - 60 * DAY) / size.posts
  for (let i = 0; i < size.posts; i++) {
    const id = i + 1
    const author = i < 5 ? 1 : i < 8 ? 2 : i === 17 ? f.helpers.arrayElement(nonDemoAuthors) : f.helpers.arrayElement(authorPool)
    const created = Math.round(CONTENT_END - (size.posts - i) * spacing - f.number.int({ min: 0, max: 43_199 }) * 1000)
    const edited = f.datatype.boolean({ probability: 0.25 })
    const paragraphs = size.posts > 100 ? 1 : 2
    // Korean posts read as posts (sentences about testing), not as faker's Korean lorem ipsum.
    const content =
      locale === 'ko'
        ? Array.from({ length: paragraphs }, () => f.helpers.arrayElements(text.postSentences, 3).join(' ')).join('\n\n')
        : Array.from({ length: paragraphs }, () => Array.from({ length: 3 }, () => en.hacker.phrase()).join(' ')).join('\n\n')
    const round = Math.floor(i / titles.length)
    collections.posts.push({
      id,
      title: round === 0 ? titles[i] : `${titles[i % titles.length]} (${round + 1})`,
      content,
      tags: f.helpers.arrayElements(text.tags, { min: 1, max: 5 }),
      status: i === 3 || i === 4 || i === 17 ? 'draft' : 'published',
      author_id: author,
      likes_count: 0,
      created_at: iso(created),
      updated_at: iso(edited ? Math.min(CONTENT_END, created + f.number.int({ min: 1, max: 36 }) * 3_600_000) : created),
      locale,
    })
  }
  const published = collections.posts.filter((p) => p.status === 'published')

  // Likes: up to six distinct users per published post (the demo user among them now and
  // then); likes_count always agrees.
  for (const post of published) {
    const likers = f.helpers.arrayElements(activeUserIds, { min: 0, max: 6 })
    for (const userId of likers.sort((a, b) => a - b)) {
      collections.likes.push({
        id: collections.likes.length + 1,
        post_id: post.id,
        user_id: userId,
        created_at: iso(Math.min(CONTENT_END, Date.parse(post.created_at) + f.number.int({ min: 1, max: 72 }) * 3_600_000)),
      })
    }
    post.likes_count = likers.length
  }

  // Comments on published posts, each after its post (ids in chronological order overall).
  const comments = []
  for (let i = 0; i < size.comments; i++) {
    const post = f.helpers.arrayElement(published)
    const at = Math.min(CONTENT_END, Date.parse(post.created_at) + f.number.int({ min: 1, max: 240 }) * 600_000)
    comments.push({ post_id: post.id, author_id: f.helpers.arrayElement(authorPool), content: f.helpers.arrayElement(text.comments), at })
  }
  comments.sort((a, b) => a.at - b.at)
  comments.forEach((c, i) => collections.comments.push({ id: i + 1, post_id: c.post_id, author_id: c.author_id, content: c.content, created_at: iso(c.at) }))

  // Todos for the demo user. Their timestamps are wall-clock times relative to the reference
  // day (see mocks/db/seed-dates.ts, which moves them to the sandbox clock's today on load).
  f.seed(FAKER_SEED + 20)
  const todoPlan = name === 'busy' ? busyTodoPlan(f, size.todos) : TODO_PLAN
  todoPlan.forEach(([dueDay, dueHour, status, priority], i) => {
    const title = round1(text.todoTitles, i)
    const created = REFERENCE_DAY - (30 - (i % 25)) * DAY + 9 * 3_600_000 + (i % 8) * 3_600_000
    const done = status === 'DONE' ? Math.min(REFERENCE_DAY - DAY + 18 * 3_600_000, created + f.number.int({ min: 1, max: 72 }) * 3_600_000) : null
    collections.todos.push({
      id: i + 1,
      title,
      // Korean: the todo's own description; English: unchanged (its seed must stay as it is).
      description: f.datatype.boolean({ probability: 0.7 }) ? (text.todoDescriptions ? text.todoDescriptions[i % text.todoDescriptions.length] : f.helpers.arrayElement(text.comments)) : null,
      priority,
      status,
      due_date: dueDay === null ? null : iso(REFERENCE_DAY + dueDay * DAY + dueHour * 3_600_000),
      completed_at: done === null ? null : iso(done),
      created_at: iso(created),
      updated_at: iso(done ?? created),
      user_id: 1,
      tags: f.helpers.arrayElements(text.todoTags, { min: 0, max: 2 }),
    })
  })

  f.seed(FAKER_SEED + 30)

  // Calendar events (docs/spec/2-everyday-modules.md §3): local date-times without a zone, in the month before, the month
  // of and the month after the reference day; rebaseSeedDates moves them by whole months so they
  // surround the sandbox clock's month. Day 14 of the middle month has 5 events ('+2 more').
  // User 4 has one event on the same day (another user's event: a 404 for the demo user).
  EVENT_PLAN.forEach(([monthOffset, day, hour, userId], i) => {
    const [title, color] = text.eventTitles[i % text.eventTitles.length]
    const allDay = hour === null
    const when = new Date(Date.UTC(2026, 10 + monthOffset, day))
    const [y, m, d] = [when.getUTCFullYear(), when.getUTCMonth() + 1, when.getUTCDate()]
    collections.calendarEvents.push({
      id: i + 1,
      user_id: userId,
      title: i < text.eventTitles.length ? title : `${title} (${Math.floor(i / text.eventTitles.length) + 1})`,
      description: f.datatype.boolean({ probability: 0.5 }) ? f.helpers.arrayElement(text.eventDescriptions ?? text.comments) : null,
      start_time: allDay ? localDateTime(y, m, d, 0, 0) : localDateTime(y, m, d, hour, 0),
      end_time: allDay ? localDateTime(y, m, d, 23, 59, 59, 999) : localDateTime(y, m, d, hour + 1, 0),
      all_day: allDay,
      color,
      location: f.helpers.arrayElement(text.locations),
      reminder: allDay ? null : f.helpers.arrayElement([null, 10, 15, 30, 60]),
      created_at: iso(Date.UTC(2026, 9, 1, 9, 0, 0) + i * 3_600_000),
    })
  })

  // Kanban: the demo user starts with NO board, so the board's auto-setup (docs/spec/2-everyday-modules.md §4) runs on the
  // first visit; user 4 (the generated account) has a populated board with the four standard
  // columns and eight cards (another user's board: a 404 for the demo user). The busy seed also
  // gives the demo user a board with 200 cards (npm run bench:kanban).
  const boardCreated = iso(Date.UTC(2026, 9, 1, 9, 0, 0))
  const addBoard = (userId, cardCount) => {
    const boardId = collections.kanbanBoards.length + 1
    collections.kanbanBoards.push({ id: boardId, user_id: userId, ...text.board, created_at: boardCreated })
    const firstColumn = collections.kanbanColumns.length + 1
    COLUMN_KEYS.forEach((key, position) => {
      collections.kanbanColumns.push({ id: firstColumn + position, board_id: boardId, title: text.columns[position], position, translation_key: key })
    })
    const columnOfCard = cardCount === 8 ? [0, 0, 0, 1, 1, 2, 3, 3] : Array.from({ length: cardCount }, (_, i) => Math.floor((i * 4) / cardCount))
    columnOfCard.forEach((columnIndex, i) => {
      const created = Date.UTC(2026, 9, 2, 9, 0, 0) + i * DAY
      collections.kanbanCards.push({
        id: collections.kanbanCards.length + 1,
        column_id: firstColumn + columnIndex,
        title: i < text.cardTitles.length ? text.cardTitles[i] : `${text.cardTitles[i % text.cardTitles.length]} (${Math.floor(i / text.cardTitles.length) + 1})`,
        description: f.datatype.boolean({ probability: 0.6 }) ? (text.cardDescriptions ? text.cardDescriptions[i % text.cardDescriptions.length] : f.helpers.arrayElement(text.comments)) : null,
        priority: f.helpers.arrayElement(['low', 'medium', 'high', 'urgent']),
        assignee_id: f.helpers.arrayElement([null, 1, 2, 3, 4, 5]),
        due_date: i % 3 === 0 ? null : iso(Date.UTC(2026, 10, 5 + (i % 20) * 3, 0, 0, 0)),
        position: columnOfCard.slice(0, i).filter((c) => c === columnIndex).length,
        created_at: iso(created),
        updated_at: iso(created),
      })
    })
  }
  addBoard(4, 8)
  if (name === 'busy') addBoard(1, 200)

  collections.users.push(...demoUsers(PERSONA_ACCOUNTS))
  return { seed: name, collections }
}

/** JSON with one record per line: small and diff-friendly. */
export function formatSeed(seed) {
  const lines = Object.entries(seed.collections).map(([key, records]) =>
    records.length === 0
      ? `    ${JSON.stringify(key)}: []`
      : `    ${JSON.stringify(key)}: [\n${records.map((r) => `      ${JSON.stringify(r)}`).join(',\n')}\n    ]`,
  )
  return `{\n  "seed": ${JSON.stringify(seed.seed)},\n  "collections": {\n${lines.join(',\n')}\n  }\n}\n`
}

export const SEEDS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'seeds')

function main() {
  mkdirSync(SEEDS_DIR, { recursive: true })
  for (const name of SEED_NAMES) {
    const file = join(SEEDS_DIR, `${name}.json`)
    const text = formatSeed(buildSeed(name))
    writeFileSync(file, text)
    console.info(`wrote ${file} (${Buffer.byteLength(text)} bytes)`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
