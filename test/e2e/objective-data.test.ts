import { describe, expect, it } from 'vitest'
import type { PlanProgress } from '../../server/plans/progress'
import { formatDate } from '../../src/domain/formats/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import { DEMO_PASSWORD, pageHeading, readTable, signIn, useBrowser, waitForServiceWorkerControl, WAIT_MS } from './support/browser'
import { api } from './support/demo-state'
import { dayHeading, fieldDay, notLaterThanNow, openFieldDaySessions, PROVIDER_2, sessionCard, uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

/**
 * Issue 27: data on a plan's objectives, taken during a session with no signal, reaches the server
 * exactly once with the session and shows in the plan's progress chart. The demo therapist Carlos
 * serves Kiara Rosario Ortiz in occupational therapy under a plan in force (seeded with five
 * points per objective). The taps to record three objectives are counted in the page and held to
 * TAPS_FOR_THREE_OBJECTIVES; the form and the chart are photographed at 412 and 1440 px (.tmp/).
 */
const STUDENT = 'Kiara Rosario Ortiz'
const SENTENCES = /^Utilizará oraciones/ // percentage, target 80
const TRACING = /^Trazará letras/ // level, target 4
const CONVERSATIONS = /^Iniciará una conversación/ // count (Frecuencia)
/** Taps from opening the plan's objectives to the third value set: 1 + (1 + 2) + (1 + 1) + (1 + 3). */
const TAPS_FOR_THREE_OBJECTIVES = 10

async function progressAsOffice(baseUrl: string, planId: number): Promise<PlanProgress> {
  const { accessToken } = await api<{ accessToken: string }>(baseUrl, '/auth/login', { method: 'POST', body: { email: 'oficina@example.com', password: DEMO_PASSWORD } })
  return api<PlanProgress>(baseUrl, `/intervention-plans/${planId}/progress`, { token: accessToken })
}

describe('data per objective in a session', () => {
  const b = useBrowser()

  it('records data on three objectives offline in 10 taps, delivers them once with the session, and draws them in the progress chart', async () => {
    const { page, context } = b
    await signIn(page, PROVIDER_2)
    await pageHeading(page).filter({ hasText: 'Hola, Carlos' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForFieldData(page)
    // The plans replica holds the student's plan in force (its objectives are what the form offers).
    await expect.poll(async () => (await readTable<{ student_name: string }>(page, 'plans')).some((plan) => plan.student_name === STUDENT), { timeout: WAIT_MS }).toBe(true)
    const [plan] = (await readTable<{ id: number; referral_id: number; student_id: number; student_name: string; status_id: number }>(page, 'plans')).filter((row) => row.student_name === STUDENT && row.status_id !== 1)
    expect(plan).toBeDefined()
    const before = await progressAsOffice(b.baseUrl, plan!.id)
    await openFieldDaySessions(page)

    const [notes] = uniqueNotes('objetivos', 1)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Registrar sesión', exact: true }).click()
    await page.getByRole('heading', { name: 'Registrar sesión' }).waitFor()
    const day = fieldDay()
    await page.getByLabel(/^Fecha/).fill(day)
    await page.getByLabel(/^Hora/).selectOption(day === companyToday() ? notLaterThanNow('15:00') : '15:00')
    await page.getByLabel(/^Duración/).selectOption({ index: 1 })
    await page.getByLabel(/^Tipo de sesión/).selectOption({ index: 1 })
    await page.getByLabel(/^Localidad/).selectOption({ label: 'Esc. Ramón Emeterio Betances' })
    await page.getByLabel(/^Servicio/).selectOption({ label: 'Terapia ocupacional' })
    await page.getByLabel(/^Resultado de la sesión/).selectOption({ label: 'Sesión ofrecida' })
    await page.getByRole('group').filter({ hasText: 'Estudiantes' }).getByRole('checkbox', { name: STUDENT }).check()
    await page.getByLabel(`Resultado de la visita de ${STUDENT}`).selectOption({ index: 1 })

    // The plan's objectives, by taps: 50 → 70 % on one, level 4 on another, a count of 3 on the third.
    // Every tap (pointerdown) on the page is counted from here: the figure of the closing note.
    await page.evaluate(() => {
      const counter = window as unknown as { objectiveTaps: number }
      counter.objectiveTaps = 0
      document.addEventListener('pointerdown', () => counter.objectiveTaps++, true)
    })
    await page.getByText('Objetivos del plan').click()
    const sentences = page.getByRole('group', { name: SENTENCES })
    await sentences.getByText('Trabajado').click()
    await sentences.getByRole('button', { name: '+10' }).click()
    await sentences.getByRole('button', { name: '+10' }).click()
    expect(await sentences.getByRole('spinbutton', { name: 'Valor' }).inputValue()).toBe('70')
    const tracing = page.getByRole('group', { name: TRACING })
    await tracing.getByText('Trabajado').click()
    // The five levels are big labels over their radios: a tap lands on the label.
    await tracing.getByText('4', { exact: true }).click()
    expect(await tracing.getByRole('radio', { name: '4' }).isChecked()).toBe(true)
    const conversations = page.getByRole('group', { name: CONVERSATIONS })
    await conversations.getByText('Trabajado').click()
    for (let tap = 0; tap < 3; tap++) await conversations.getByRole('button', { name: '+1', exact: true }).click()
    expect(await conversations.getByRole('spinbutton', { name: 'Valor' }).inputValue()).toBe('3')
    expect(await page.evaluate(() => (window as unknown as { objectiveTaps: number }).objectiveTaps)).toBe(TAPS_FOR_THREE_OBJECTIVES)
    await page.getByLabel(/^Notas/).fill(notes!)
    const viewport = page.viewportSize()!
    for (const width of [412, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `.tmp/objective-data-form-${width}.png`, fullPage: true })
    }
    await page.setViewportSize(viewport)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await dayHeading(page).waitFor()
    await sessionCard(page, notes!).filter({ hasText: 'Guardado en el dispositivo' }).waitFor()

    // Back in range: the session and its data go up once.
    await context.setOffline(false)
    await waitForEmptyOutbox(page)
    await sessionCard(page, notes!).filter({ hasText: 'Sincronizada' }).waitFor()
    const after = await progressAsOffice(b.baseUrl, plan!.id)
    const added = (pattern: RegExp) => {
      const find = (progress: PlanProgress) => progress.objectives.find((objective) => pattern.test(objective.description))!
      const old = new Set(find(before).points.map((point) => `${point.session_id}`))
      return find(after).points.filter((point) => !old.has(`${point.session_id}`))
    }
    expect(added(SENTENCES).map((point) => [point.date, point.value])).toEqual([[day, 70]])
    expect(added(TRACING).map((point) => [point.date, point.value])).toEqual([[day, 4]])
    expect(added(CONVERSATIONS).map((point) => [point.date, point.value])).toEqual([[day, 3]])

    // In the plan's progress chart: the new point drawn beside the five seeded ones, and in its table.
    await page.goto(`/provider/active-students/${plan!.student_id}/referrals/${plan!.referral_id}?plan=${plan!.id}`)
    const progress = page.getByRole('region', { name: 'Progreso por objetivo' })
    await progress.waitFor({ timeout: WAIT_MS })
    // Each objective is a figure of its own: a section named by the objective, its chart and its table.
    const sentencesProgress = progress.getByRole('region', { name: SENTENCES })
    await sentencesProgress.getByRole('cell', { name: formatDate(day) }).first().waitFor({ timeout: WAIT_MS })
    const drawnPoints = () => sentencesProgress.locator('.recharts-line-dot, .recharts-dot').count()
    await expect.poll(drawnPoints, { timeout: WAIT_MS }).toBe(after.objectives.find((objective) => SENTENCES.test(objective.description))!.points.length)
    for (const width of [412, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await progress.screenshot({ path: `.tmp/objective-progress-${width}.png` })
    }
    await b.a11y.check()
  })
})
