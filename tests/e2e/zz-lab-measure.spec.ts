// Temporary measurement (not committed): font px on screen at Fit and the fraction of the panel width used.
import { expect, open, test } from '../fixtures/app'

const MACHINES = (process.env.LAB_MEASURE ?? 'login,bookingWizard,kanbanBoard,contact,session').split(',')
for (const width of [1280, 390])
  for (const id of MACHINES)
    test(`measure ${id} at ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 })
      await open(page, `/lab/${id}`)
      const diagram = page.getByTestId('lab-diagram')
      await expect(diagram).toHaveAttribute('data-layout-state', 'ready', { timeout: 20_000 })
      await page.getByTestId('lab-diagram-fit-button').click()
      await page.waitForTimeout(300)
      const m = await page.evaluate(() => {
        const vp = document.querySelector('[data-testid="lab-diagram-viewport"]')!.getBoundingClientRect()
        const g = document.querySelector('[data-testid="lab-diagram"] [data-viewport]') as SVGGElement
        const gb = g.getBoundingClientRect()
        let min = Infinity
        let max = 0
        for (const t of document.querySelectorAll('[data-testid="lab-diagram"] svg text')) {
          const size = parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).getScreenCTM()?.a ?? 1)
          min = Math.min(min, size)
          max = Math.max(max, size)
        }
        const tabs = document.querySelector('[data-testid="lab-tabs"]')!
        return {
          dir: document.querySelector('[data-testid="lab-diagram"]')!.getAttribute('data-direction'),
          scale: document.querySelector('[data-testid="lab-diagram"]')!.getAttribute('data-scale'),
          minFontPx: +min.toFixed(1),
          maxFontPx: +max.toFixed(1),
          widthUsed: +(Math.min(gb.right, vp.right) - Math.max(gb.left, vp.left)).toFixed(0) / +vp.width.toFixed(0),
          diagramW: Math.round(gb.width),
          panelW: Math.round(vp.width),
          panelH: Math.round(vp.height),
          tabsOverflow: tabs.scrollWidth - tabs.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }
      })
      console.log(`MEASURE ${id}@${width} ${JSON.stringify(m)}`)
      await page.screenshot({ path: `/tmp/lab/shots/${id}-${width}.png`, fullPage: true })
    })
