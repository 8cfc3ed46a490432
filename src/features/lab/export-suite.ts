/**
 * Downloads a generated suite as Markdown, CSV or a Playwright spec (machines/lab/export.ts
 * writes them; the steps and headings are in the current language). A spec carries its machine's
 * runtime (`virtual:lab-runtime`, a lazy chunk fetched on export) and runs on its own; its
 * default address is this page's origin.
 */
import type { TFunction } from 'i18next'
import type { TestSuite } from '@machines/lab/analysis'
import { specFileName, suiteCsv, suiteMarkdown, suitePlaywrightSpec, type ExportLabels } from '@machines/lab/export'
import { downloadBlob } from './diagram/state-diagram'
import type { ExportFormat } from './design-view'
import { eventWords, payloadWords } from './event-words'
import type { Model } from './lab-data'

const EXT: Record<ExportFormat, [string, string]> = {
  markdown: ['md', 'text/markdown'],
  csv: ['csv', 'text/csv'],
  playwright: ['spec.ts', 'text/typescript'],
}

const LABEL_KEYS: Array<keyof ExportLabels> = ['testCase', 'start', 'step', 'event', 'expected', 'invalid', 'summary', 'uncovered']

export async function suiteText(model: Model, suite: TestSuite, format: ExportFormat, t: TFunction): Promise<string> {
  if (format === 'playwright') {
    const { loadLabRuntime } = await import('virtual:lab-runtime')
    return suitePlaywrightSpec(model, suite, { runtime: await loadLabRuntime(model.id), baseURL: window.location.origin })
  }
  const describe = (type: string, event: Parameters<typeof payloadWords>[0]) => {
    const payload = payloadWords(event)
    return payload ? `${eventWords(t, model.machine, type)} ${payload}` : eventWords(t, model.machine, type)
  }
  const labels = Object.fromEntries(LABEL_KEYS.map((k) => [k, t(`design.exportLabels.${k}`, { ns: 'lab' })])) as unknown as ExportLabels
  const title = `${t(`machines.${model.id}.title`, { ns: 'lab' })}: ${t(`design.criteria.${suite.criterion}`, { ns: 'lab' })}`
  return format === 'csv' ? suiteCsv(suite, { describe, labels, title }) : suiteMarkdown(model, suite, { describe, labels, title })
}

export async function exportSuite(model: Model, suite: TestSuite, format: ExportFormat, t: TFunction): Promise<void> {
  const [ext, type] = EXT[format]
  const name = format === 'playwright' ? specFileName(model.id, suite.criterion) : `${model.id}-${suite.criterion}.${ext}`
  downloadBlob(name, type, await suiteText(model, suite, format, t))
}
