/**
 * The one rule for "is this screen Korean": 'ko', 'ko-KR', 'KO' yes; anything else (or nothing) is English.
 * The playground's sample data sets pick their language with it (docs/spec/3-playground.md: local sample data).
 */
export const isKorean = (language: string | null | undefined): boolean => /^ko\b/i.test(language ?? '')
