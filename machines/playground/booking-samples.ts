/**
 * Sample values for the booking machines' unit tests and graph models (pure: no vitest).
 */
import type { BookingRecord } from './booking-data'

/** A Tuesday; its week view runs to 2026-02-02. */
export const SAMPLE_TODAY = '2026-01-20'
/** 2026-01-20 10:00:00.123 UTC: reference BK000123. */
export const SAMPLE_NOW = Date.UTC(2026, 0, 20, 10, 0, 0, 123)

export const SAMPLE_RECORD: BookingRecord = {
  id: 'BK123456',
  service: 'Haircut & Style',
  date: '2026-01-21',
  time: '09:00',
  staff: 'Sarah Johnson',
  customerName: 'Ada Tester',
  customerEmail: 'ada@example.com',
  customerPhone: '555-123-4567',
  total: 75,
  status: 'confirmed',
  addons: ['Premium Shampoo'],
  notes: '',
  createdAt: '2026-01-20T10:00:00.000Z',
}

/** A stored list: two confirmed bookings and a cancelled one (newest first). */
export const SAMPLE_RECORDS: BookingRecord[] = [
  { ...SAMPLE_RECORD, id: 'BK300003', serviceId: 'color', service: 'Hair Color', staffId: 2, staff: 'Michael Chen', date: '2026-01-23', time: '14:00', total: 120, addons: [], addonIds: [], createdAt: '2026-01-19T09:30:00.000Z' },
  { ...SAMPLE_RECORD, id: 'BK200002', serviceId: 'haircut', staffId: 1, addonIds: ['shampoo'], notes: 'Window seat, please', createdAt: '2026-01-18T09:30:00.000Z' },
  { ...SAMPLE_RECORD, id: 'BK100001', serviceId: 'blowdry', service: 'Blowdry & Style', staffId: 4, staff: 'Any Available', status: 'cancelled', total: 35, addons: [], addonIds: [], createdAt: '2026-01-17T09:30:00.000Z' },
]
