/**
 * The learner's progress record (GET/PUT/DELETE /progress, POST /progress/events) through the one
 * HTTP client. Every function rejects with the client's normalised ApiError.
 */
import type { ProgressEvent, ProgressEventsResponse, ProgressImportRequest, ProgressResponse } from '@machines/learn/progress-contract'
import { request } from './client'

export function getProgress(): Promise<ProgressResponse> {
  return request<ProgressResponse>('/progress')
}

export function postProgressEvents(events: ProgressEvent[], options: { migration?: boolean } = {}): Promise<ProgressEventsResponse> {
  return request<ProgressEventsResponse>('/progress/events', { method: 'POST', body: options.migration ? { events, migration: true } : { events } })
}

export function importProgress(record: ProgressImportRequest): Promise<ProgressResponse> {
  return request<ProgressResponse>('/progress', { method: 'PUT', body: record })
}

export async function resetProgress(): Promise<ProgressResponse> {
  await request('/progress', { method: 'DELETE' })
  return getProgress()
}
