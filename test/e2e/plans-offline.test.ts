import { describe, expect, it } from 'vitest'
import type { PlanDetail } from '../../src/domain/plans/offline'
import { pageHeading, PROVIDER, readTable, signIn, useBrowser, waitForServiceWorkerControl, WAIT_MS } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'
import { uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

/**
 * The provider writes her student's plan without a connection (issue 13 items 4 and 8): she
 * opens the referral and a plan, loses the signal, adds a goal — saved on the device, said so on
 * the goal — and once back online the goal reaches the server exactly once.
 */
describe('a provider’s plan offline', () => {
  const b = useBrowser()

  it('adds a goal offline, sees it saved on the device, and it arrives once', async () => {
    const { page, context } = b
    await signIn(page, PROVIDER)
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForFieldData(page)
    await expect.poll(async () => (await readTable(page, 'plans')).length, { timeout: WAIT_MS }).toBeGreaterThan(0)
    const plans = await readTable<PlanDetail & { owner: string }>(page, 'plans')
    const plan = plans.find((row) => row.may_write && row.status_id !== 4 && row.tab !== null)!
    expect(plan, 'a plan of hers she may change is on the device').toBeDefined()

    await page.goto(`/provider/active-students/${plan.student_id}/referrals/${plan.referral_id}?plans=${plan.tab}`)
    await page.getByRole('button', { name: `Abrir plan ${plan.academic_year_name}` }).first().click()
    await page.getByRole('heading', { name: `Plan de intervención ${plan.academic_year_name}` }).waitFor()

    await context.setOffline(true)
    const [description] = uniqueNotes('meta sin señal', 1)
    await page.getByRole('button', { name: 'Nueva meta' }).click()
    await page.getByLabel('Meta', { exact: true }).fill(description!)
    await page.getByRole('button', { name: 'Agregar meta' }).click()
    const goal = page.getByRole('group', { name: /^Meta \d+$/ }).filter({ hasText: description! })
    await goal.getByText('Guardado en el dispositivo', { exact: true }).waitFor()
    const waiting = await readTable<{ type: string }>(page, 'outbox')
    expect(waiting.map((entry) => entry.type)).toEqual(['plan.goal.add'])

    await context.setOffline(false)
    await waitForEmptyOutbox(page)
    // Once on the server the goal no longer says it waits on the device.
    await expect.poll(() => goal.getByText('Guardado en el dispositivo', { exact: true }).count(), { timeout: WAIT_MS }).toBe(0)
    const token = await signInThroughApi(b.baseUrl, PROVIDER)
    const onServer = await api<PlanDetail>(b.baseUrl, `/intervention-plans/${plan.id}`, { token })
    expect(onServer.goals.filter((row) => row.description === description)).toHaveLength(1)
  })
})
