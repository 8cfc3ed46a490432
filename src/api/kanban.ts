/**
 * Kanban calls of docs/spec/2-everyday-modules.md §7 "Kanban" through the one HTTP client (answers as the API shapes of
 * machines/shared/contracts-everyday.ts). Every function rejects with the client's normalised ApiError.
 */
import type {
  ApiKanbanBoard,
  ApiKanbanBoardSummary,
  ApiKanbanCard,
  ApiKanbanColumn,
  KanbanBoardListResponse,
  KanbanCardCreateRequest,
  KanbanCardMoveRequest,
  KanbanCardUpdateRequest,
  KanbanColumnCreateRequest,
  KanbanUser,
  KanbanUserListResponse,
} from '@machines/shared/contracts-everyday'
import { request } from './client'

/** GET /kanban/users: the fixed 5 sample users of the assignee choices. */
export async function fetchKanbanUsers(): Promise<KanbanUser[]> {
  const answer = await request<KanbanUserListResponse>('/kanban/users')
  return Array.isArray(answer?.users) ? answer.users : []
}

/** GET /kanban/boards */
export async function fetchBoards(): Promise<ApiKanbanBoardSummary[]> {
  const answer = await request<KanbanBoardListResponse>('/kanban/boards')
  return Array.isArray(answer?.boards) ? answer.boards : []
}

/** GET /kanban/boards/{id}: the board with its columns and cards (by position). */
export async function fetchBoard(id: number): Promise<ApiKanbanBoard> {
  return request<ApiKanbanBoard>(`/kanban/boards/${id}`)
}

/** POST /kanban/boards */
export async function createBoard(body: { title: string; description: string | null }): Promise<ApiKanbanBoard> {
  return request<ApiKanbanBoard>('/kanban/boards', { method: 'POST', body })
}

/** POST /kanban/boards/{id}/columns */
export async function createColumn(boardId: number, body: KanbanColumnCreateRequest): Promise<ApiKanbanColumn> {
  return request<ApiKanbanColumn>(`/kanban/boards/${boardId}/columns`, { method: 'POST', body })
}

/** POST /kanban/columns/{id}/cards */
export async function createCard(columnId: number, body: KanbanCardCreateRequest): Promise<ApiKanbanCard> {
  return request<ApiKanbanCard>(`/kanban/columns/${columnId}/cards`, { method: 'POST', body })
}

/** PATCH /kanban/cards/{id} */
export async function updateCard(id: number, body: KanbanCardUpdateRequest): Promise<ApiKanbanCard> {
  return request<ApiKanbanCard>(`/kanban/cards/${id}`, { method: 'PATCH', body })
}

/** DELETE /kanban/cards/{id} */
export async function deleteCard(id: number): Promise<void> {
  await request<unknown>(`/kanban/cards/${id}`, { method: 'DELETE' })
}

/** POST /kanban/cards/{id}/move */
export async function moveCard(id: number, body: KanbanCardMoveRequest): Promise<ApiKanbanCard> {
  return request<ApiKanbanCard>(`/kanban/cards/${id}/move`, { method: 'POST', body })
}
