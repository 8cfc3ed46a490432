/**
 * The search page's fixed sample results (docs/spec/2-everyday-modules.md §2 "Search page", §3 "Search result", §7: no
 * call, the results are mocked). Bilingual; every url is a route of the app.
 */
export type SearchResultType = 'post' | 'todo' | 'user'

export interface SearchSample {
  id: string
  type: SearchResultType
  url: string
  title: { en: string; ko: string }
  description: { en: string; ko: string }
}

export const SEARCH_SAMPLES: readonly SearchSample[] = [
  {
    id: 'post-1',
    type: 'post',
    url: '/posts/1',
    title: { en: 'Getting started with test automation', ko: '테스트 자동화 시작하기' },
    description: { en: 'A first Playwright test against the sandbox, step by step.', ko: '샌드박스를 대상으로 하는 첫 Playwright 테스트를 단계별로 살펴봅니다.' },
  },
  {
    id: 'post-2',
    type: 'post',
    url: '/posts/2',
    title: { en: 'Writing stable selectors', ko: '안정적인 선택자 작성하기' },
    description: { en: 'Why roles, labels and test ids beat CSS paths in automated tests.', ko: '자동화 테스트에서 역할, 레이블, 테스트 ID가 CSS 경로보다 나은 이유.' },
  },
  {
    id: 'post-3',
    type: 'post',
    url: '/posts/3',
    title: { en: 'Exploratory testing notes', ko: '탐색적 테스트 노트' },
    description: { en: 'How to plan a test session and record what you found.', ko: '테스트 세션을 계획하고 발견한 내용을 기록하는 방법.' },
  },
  {
    id: 'todo-1',
    type: 'todo',
    url: '/todos',
    title: { en: 'Review the login test cases', ko: '로그인 테스트 케이스 검토' },
    description: { en: 'Check the negative cases: wrong password, locked account, empty fields.', ko: '잘못된 비밀번호, 잠긴 계정, 빈 필드 같은 부정 케이스를 확인합니다.' },
  },
  {
    id: 'todo-2',
    type: 'todo',
    url: '/todos',
    title: { en: 'Automate the todo list test', ko: '할 일 목록 테스트 자동화' },
    description: { en: 'Add, complete and delete a todo in an automated test.', ko: '자동화 테스트에서 할 일을 추가하고 완료하고 삭제합니다.' },
  },
  {
    id: 'user-1',
    type: 'user',
    url: '/profile',
    title: { en: 'Demo User', ko: '데모 사용자' },
    description: { en: 'QA engineer who loves flaky-test hunting.', ko: '불안정한 테스트를 찾아내는 것을 좋아하는 QA 엔지니어.' },
  },
  {
    id: 'user-2',
    type: 'user',
    url: '/profile',
    title: { en: 'Test Automation Team', ko: '테스트 자동화 팀' },
    description: { en: 'The people who keep the regression suite green.', ko: '회귀 테스트 모음을 통과 상태로 유지하는 사람들.' },
  },
]

/**
 * The samples whose title or description (in either language) contains every word of the query,
 * case-insensitively. The query is trimmed; a blank query matches nothing.
 */
export function searchSamples(query: string, samples: readonly SearchSample[] = SEARCH_SAMPLES): SearchSample[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return samples.filter((s) => {
    const text = [s.title.en, s.title.ko, s.description.en, s.description.ko].join(' ').toLowerCase()
    return words.every((w) => text.includes(w))
  })
}
