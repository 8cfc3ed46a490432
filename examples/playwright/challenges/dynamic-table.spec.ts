import { expect, test } from '@playwright/test'

test('dynamic-table', { tag: '@en' }, async ({ page }) => {
  // #region en
  await page.goto('/challenges/dynamic-table')
  const table = page.getByRole('table', { name: 'Processes' })
  await expect(table.getByRole('columnheader').first()).toBeVisible() // the table has rendered: read it
  const headers = await table.getByRole('columnheader').allTextContents() // their order changes per seed
  // A cell by its row header and its column header, never by position (the Name column, index 0, is the rowheader)
  const cell = (process: string, metric: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: process, exact: true }) }).getByRole('cell').nth(headers.indexOf(metric) - 1)
  await expect(page.getByTestId('challenge-dynamic-table-label')).toHaveText(`Chrome CPU: ${await cell('Chrome', 'CPU').textContent()}`)
  // The form asks for another cell, drawn from the seed: read the question
  const question = await page.getByRole('main').getByText(/^Value of .+ column$/).textContent()
  const [, process, metric] = /^Value of (.+) in the (.+) column$/.exec(question ?? '')!
  await page.getByRole('textbox', { name: question! }).fill((await cell(process!, metric!).textContent())!)
  await page.getByRole('button', { name: 'Check answer' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})

test('dynamic-table (ko)', { tag: '@ko' }, async ({ page }) => {
  // #region ko
  await page.goto('/challenges/dynamic-table')
  const table = page.getByRole('table', { name: '프로세스' })
  await expect(table.getByRole('columnheader').first()).toBeVisible() // 표가 그려졌으니 읽습니다
  const headers = await table.getByRole('columnheader').allTextContents() // 순서는 시드마다 바뀝니다
  // 위치가 아니라 행 헤더와 열 헤더로 셀을 찾습니다(0번인 이름 열이 rowheader)
  const cell = (process: string, metric: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: process, exact: true }) }).getByRole('cell').nth(headers.indexOf(metric) - 1)
  await expect(page.getByTestId('challenge-dynamic-table-label')).toHaveText(`Chrome CPU: ${await cell('Chrome', 'CPU').textContent()}`)
  // 폼은 시드가 고른 다른 셀을 묻습니다: 질문을 읽으세요
  const question = await page.getByRole('main').getByText(/^.+ 열의 .+ 값$/).textContent()
  const [, metric, process] = /^(.+) 열의 (.+) 값$/.exec(question ?? '')!
  await page.getByRole('textbox', { name: question! }).fill((await cell(process!, metric!).textContent())!)
  await page.getByRole('button', { name: '답 확인' }).click()
  await expect(page.getByTestId('challenge-solved')).toBeVisible()
  // #endregion
})
