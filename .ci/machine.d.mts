export interface CpuTimes {
  user: number
  system: number
  idle: number
  steal: number
}
export function faultMicroseconds(): number
export const CHEAP_FAULT_US: number
export function browserConcurrency(): { us: number; roomy: boolean; playwrightWorkers: number }
export function cpuTimes(): CpuTimes | null
export function cpuSplit(before: CpuTimes | null, after: CpuTimes | null): CpuTimes | null
