/**
 * The response schemas and the handlers' TypeScript response types are the same shapes: each
 * pair is checked in both directions at compile time (tsc), and a seeded answer of each kind is
 * checked at run time by the handler tests (test-helpers validates every response).
 */
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import type {
  AcceptTermsResponse,
  ApiUser,
  ContactResponse,
  LoginResponse,
  MessageResponse,
  PasswordResetResponse,
  RefreshResponse,
  UploadResponse,
  ValidationIssue,
} from '@machines/shared/contracts'
import type {
  ActivityResponse,
  ApiActivity,
  ApiAuthor,
  ApiCalendarEvent,
  ApiComment,
  ApiKanbanBoard,
  ApiKanbanBoardSummary,
  ApiKanbanCard,
  ApiKanbanColumn,
  ApiPost,
  ApiTodo,
  BulkResult,
  CalendarEventListResponse,
  KanbanBoardListResponse,
  KanbanUserListResponse,
  LikeResponse,
  PostListResponse,
  TodoListResponse,
  TodoStats,
} from '@machines/shared/contracts-everyday'
import type * as s from './schemas'
import type { ProgressEventsResponse, ProgressResponse } from '@machines/learn/progress-contract'
import { RESPONSE_SCHEMAS } from './schemas'

/** true only when A and B are mutually assignable. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Of<K extends keyof typeof s> = (typeof s)[K] extends z.ZodMiniType ? z.infer<(typeof s)[K]> : never

const same: Record<string, true> = {
  User: true satisfies Same<Of<'apiUser'>, ApiUser>,
  LoginResponse: true satisfies Same<Of<'loginResponse'>, LoginResponse>,
  RefreshResponse: true satisfies Same<Of<'refreshResponse'>, RefreshResponse>,
  AcceptTermsResponse: true satisfies Same<Of<'acceptTermsResponse'>, AcceptTermsResponse>,
  MessageResponse: true satisfies Same<Of<'messageResponse'>, MessageResponse>,
  PasswordResetResponse: true satisfies Same<Of<'passwordResetResponse'>, PasswordResetResponse>,
  UploadResponse: true satisfies Same<Of<'uploadResponse'>, UploadResponse>,
  ContactResponse: true satisfies Same<Of<'contactResponse'>, ContactResponse>,
  ValidationIssue: true satisfies Same<Of<'validationIssue'>, ValidationIssue>,
  Todo: true satisfies Same<Of<'apiTodo'>, ApiTodo>,
  TodoList: true satisfies Same<Of<'todoListResponse'>, TodoListResponse>,
  TodoStats: true satisfies Same<Of<'todoStats'>, TodoStats>,
  BulkResult: true satisfies Same<Of<'bulkResult'>, BulkResult>,
  Activity: true satisfies Same<Of<'apiActivity'>, ApiActivity>,
  ActivityList: true satisfies Same<Of<'activityResponse'>, ActivityResponse>,
  Author: true satisfies Same<Of<'apiAuthor'>, ApiAuthor>,
  Comment: true satisfies Same<Of<'apiComment'>, ApiComment>,
  Post: true satisfies Same<Of<'apiPost'>, ApiPost>,
  PostList: true satisfies Same<Of<'postListResponse'>, PostListResponse>,
  LikeResponse: true satisfies Same<Of<'likeResponse'>, LikeResponse>,
  CalendarEvent: true satisfies Same<Of<'apiCalendarEvent'>, ApiCalendarEvent>,
  CalendarEventList: true satisfies Same<Of<'calendarEventListResponse'>, CalendarEventListResponse>,
  KanbanCard: true satisfies Same<Of<'apiKanbanCard'>, ApiKanbanCard>,
  KanbanColumn: true satisfies Same<Of<'apiKanbanColumn'>, ApiKanbanColumn>,
  KanbanBoardSummary: true satisfies Same<Of<'apiKanbanBoardSummary'>, ApiKanbanBoardSummary>,
  KanbanBoard: true satisfies Same<Of<'apiKanbanBoard'>, ApiKanbanBoard>,
  KanbanBoardList: true satisfies Same<Of<'kanbanBoardListResponse'>, KanbanBoardListResponse>,
  KanbanUserList: true satisfies Same<Of<'kanbanUserListResponse'>, KanbanUserListResponse>,
  Progress: true satisfies Same<Of<'progressResponse'>, ProgressResponse>,
  ProgressEventsResult: true satisfies Same<Of<'progressEventsResponse'>, ProgressEventsResponse>,
}

describe('response schemas', () => {
  it('have a type-checked twin for every named object schema', () => {
    const named = Object.keys(RESPONSE_SCHEMAS).filter((name) => !['HTTPError', 'HTTPValidationError'].includes(name))
    expect(Object.keys(same).sort()).toEqual(named.sort())
  })
})
