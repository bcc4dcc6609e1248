import { gzipSync } from 'node:zlib'
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { STAFF, startOnLoginPage, useBrowser, waitForServiceWorkerControl } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

interface DiscussionRow {
  plan_id: number
  period_id: number
  state: string
  hash: string
  plan_status_id: number
}

/**
 * A fresh guest link to a plan whose discussion waits for the authorized person (the seed has
 * one; the office re-issues its link, so this test never depends on the seed's uuid). Should no
 * plan wait (a retry after this test accepted it), the office requests the signature of a
 * submitted discussion, which issues a link too.
 */
async function waitingPlanLink(baseUrl: string, token: string): Promise<{ planId: number; path: string }> {
  const waiting = await api<{ items: DiscussionRow[] }>(baseUrl, '/intervention-plans/discussions?state=signature_requested&page_size=50', { token })
  let discussion = waiting.items.find((row) => row.plan_status_id === 2 || row.plan_status_id === 3)
  if (!discussion) {
    const submitted = await api<{ items: DiscussionRow[] }>(baseUrl, '/intervention-plans/discussions?state=achievements_submitted&page_size=50', { token })
    const candidate = submitted.items.find((row) => row.plan_status_id === 2 || row.plan_status_id === 3)
    if (!candidate) throw new Error('No plan in the demo data can wait for the authorized person')
    await api(baseUrl, `/intervention-plans/${candidate.plan_id}/discussions/periods/${candidate.period_id}`, { method: 'PATCH', token, body: { action: 'request-signature', hash: candidate.hash } })
    discussion = candidate
  }
  const link = await api<{ path: string }>(baseUrl, `/intervention-plans/${discussion.plan_id}/guest-links`, { method: 'POST', token })
  return { planId: discussion.plan_id, path: link.path }
}

/** A guest (a parent or a teacher) opens the link on a phone, initials every achievement and accepts them. */
describe('the guest plan page', () => {
  const b = useBrowser()

  it('on a 412 px phone: opens the plan, signs every achievement, accepts; its JavaScript stays under 120 KB gzip', async () => {
    const { page } = b
    const token = await signInThroughApi(b.baseUrl, STAFF)
    const { planId, path } = await waitingPlanLink(b.baseUrl, token)
    await page.setViewportSize({ width: 412, height: 915 })
    const scripts: Request[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request)
    })

    await page.goto(path)
    await page.getByRole('heading', { name: 'Plan de intervención', level: 1 }).waitFor()
    await page.getByRole('heading', { name: /^Logros del periodo:/ }).first().waitFor()
    await page.getByTestId('guest-company').filter({ hasText: 'Terapias Educativas del Caribe' }).waitFor()
    await b.a11y.check()

    // Measured as the phone received it: every script of the page, gzip-compressed.
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(scripts.map(async (script) => gzipSync(await (await script.response())!.body()).length))
    const total = sizes.reduce((sum, size) => sum + size, 0)
    console.log(`[guest-plan] guest page JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts`)
    expect(total).toBeLessThan(120 * 1024)
    expect(scripts.map((script) => new URL(script.url()).pathname).every((file) => file.startsWith('/assets/guest-'))).toBe(true)
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)

    const boxes = page.getByLabel('Sus iniciales')
    const accept = page.getByRole('button', { name: 'Aceptar los logros' })
    // A retry of this test finds the initials of the first attempt already there.
    if ((await boxes.count()) > 0) {
      expect(await accept.isDisabled()).toBe(true)
      await boxes.first().fill('mlr')
    }
    while ((await boxes.count()) > 0) {
      const before = await boxes.count()
      // After the first, each box offers the initials she used last.
      expect(await boxes.first().inputValue()).toMatch(/^(mlr|MLR)$/)
      await page.getByRole('button', { name: 'Firmar', exact: true }).first().click()
      await expect.poll(() => boxes.count(), { message: 'an achievement took the initials' }).toBe(before - 1)
    }
    await page.getByText(/Iniciales MLR,/).first().waitFor()
    await b.a11y.check()

    await accept.click()
    await page.getByRole('heading', { name: 'Gracias: aceptó los logros' }).waitFor()
    const after = await api<{ items: DiscussionRow[] }>(b.baseUrl, `/intervention-plans/discussions?plan_id=${planId}`, { token })
    expect(after.items.map((row) => row.state)).toContain('authorized_signed')

    // Opened again, the page says it is done.
    await page.reload()
    await page.getByRole('heading', { name: 'Ya firmó este plan' }).waitFor()
    expect(await boxes.count()).toBe(0)

    // A re-issued link revokes this one: the page says so in words, not with an error.
    await api(b.baseUrl, `/intervention-plans/${planId}/guest-links`, { method: 'POST', token })
    await page.reload()
    await page.getByRole('heading', { name: 'Este enlace ya no es válido' }).waitFor()
  })

  it('on a device with the app installed, the service worker leaves the guest link to the server', async () => {
    const { page } = b
    await page.goto('/login')
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    await startOnLoginPage(page)
    await waitForServiceWorkerControl(page)
    const response = await page.goto('/guest/intervention-plans/00000000-0000-4000-8000-000000000000')
    expect(response?.fromServiceWorker()).toBe(false)
    await page.getByRole('heading', { name: 'Este enlace no existe' }).waitFor()
  })
})
