/**
 * (a) Save → visible in the list, in the system Chromium on the real app: from the click on
 * "Guardar" to the new session's card on the day's screen (the write's Dexie transaction, the
 * navigation back and the live query's render). Baseline in the same run: "Cancelar" on an
 * untouched form back to the same list — the cost of showing the list without saving.
 */
import type { Page } from 'playwright-core'
import { confirmDemoSpecialties } from '../e2e/support/demo-state'
import { launchChromium } from './browser'
import { startApp, tempDataDir } from './server-process'

const ROUNDS = Number(process.env.SAVE_ROUNDS ?? 25)

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Times, inside the page, from the click on `button` until an article containing `text` is in the DOM. */
async function timeClickUntil(page: Page, button: string, text: string): Promise<number> {
  await page.evaluate(
    ({ button, text }) => {
      const target = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === button)
      if (!target) throw new Error(`no ${button} button`)
      const state = window as unknown as { benchDone?: Promise<number> }
      state.benchDone = new Promise<number>((resolve) => {
        target.addEventListener(
          'click',
          () => {
            const started = performance.now()
            // No named arrow functions in here: tsx would wrap them in a `__name` helper the page lacks.
            const observer = new MutationObserver(() => {
              if ([...document.querySelectorAll('article')].some((article) => article.textContent?.includes(text))) {
                observer.disconnect()
                requestAnimationFrame(() => resolve(performance.now() - started))
              }
            })
            observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          },
          { capture: true, once: true },
        )
      })
    },
    { button, text },
  )
  await page.getByRole('button', { name: button, exact: true }).click()
  return page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone)
}

async function fillForm(page: Page, notes: string, round: number) {
  await page.getByLabel(/^Hora/).selectOption({ index: 1 + (round % 40) })
  await page.getByLabel(/^Duración/).selectOption({ index: 1 })
  await page.getByLabel(/^Tipo de sesión/).selectOption({ index: 1 })
  await page.getByLabel(/^Localidad/).selectOption({ index: 1 })
  await page.getByLabel(/^Servicio/).selectOption({ index: 1 })
  await page.getByLabel(/^Resultado de la sesión/).selectOption({ label: 'Sesión ofrecida' })
  await page.getByRole('group').filter({ hasText: 'Estudiantes' }).getByRole('checkbox').first().check()
  await page.getByLabel(/^Resultado de la visita de/).first().selectOption({ index: 1 })
  await page.getByLabel(/^Notas/).fill(notes)
}

export async function measureSaveLatency() {
  const dataDir = tempDataDir()
  const app = await startApp({ DATA_DIR: dataDir })
  await confirmDemoSpecialties(app.url)
  const browser = await launchChromium()
  try {
    const page = await (await browser.newContext({ baseURL: app.url })).newPage()
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill('terapeuta2@example.com')
    await page.getByLabel('Contraseña').fill('demo1234')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(`${app.url}/`)
    await page.goto('/provider/service-sessions')
    await page.getByRole('heading', { name: 'Sesiones de hoy' }).waitFor()
    // An article that is always there for the baseline to wait for: one saved session.
    await page.getByRole('button', { name: 'Registrar sesión' }).click()
    await fillForm(page, 'referencia', 0)
    await timeClickUntil(page, 'Guardar', 'referencia')

    const saves: number[] = []
    const cancels: number[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      await page.getByRole('button', { name: 'Registrar sesión' }).click()
      await page.getByLabel(/^Notas/).waitFor()
      cancels.push(await timeClickUntil(page, 'Cancelar', 'referencia'))
      await page.getByRole('button', { name: 'Registrar sesión' }).click()
      const notes = `medición ${round}`
      await fillForm(page, notes, round)
      saves.push(await timeClickUntil(page, 'Guardar', notes))
    }
    return { rounds: ROUNDS, saveP50: percentile(saves, 50), saveP95: percentile(saves, 95), cancelP50: percentile(cancels, 50), cancelP95: percentile(cancels, 95) }
  } finally {
    await browser.close()
    await app.stop()
  }
}

if (process.argv[1]?.endsWith('save-latency.ts')) {
  const result = await measureSaveLatency()
  console.table([
    { measure: `(a) save → visible in the list, p95 (${result.rounds} saves)`, value: `${result.saveP95.toFixed(0)} ms (p50 ${result.saveP50.toFixed(0)})`, baseline: `cancel → list p95 ${result.cancelP95.toFixed(0)} ms (p50 ${result.cancelP50.toFixed(0)})`, ratio: (result.saveP95 / result.cancelP95).toFixed(2) },
  ])
}
