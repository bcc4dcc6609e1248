import { describe, expect, it } from 'vitest'
import type { DevicePage } from '../../src/domain/sync/devices'
import { DEMO_PASSWORD, pageHeading, readTable, signIn, STAFF, useBrowser } from './support/browser'
import { api } from './support/demo-state'
import { useServer } from './support/server'
import { openFieldDaySessions, PROVIDER_2, recordSessionThroughForm, uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

/**
 * Loss the office can see: a tablet's storage is wiped while changes wait in its queue; on the
 * person's next contact from the new storage, the office sees the numbers that never arrived.
 */
describe('device health', () => {
  // A server of its own: the gaps are judged per person (a new device of the same person ends the
  // old one), and other files sign in as the same provider on the shared server meanwhile.
  const server = useServer()
  const b = useBrowser({ baseUrl: () => server.baseUrl })

  async function toSessions() {
    const { page } = b
    await pageHeading(page).filter({ hasText: 'Hola, Carlos' }).waitFor()
    await waitForFieldData(page)
    await openFieldDaySessions(page)
  }

  it("shows the office the gap left when a tablet's IndexedDB is deleted mid-queue", async () => {
    const { page, context } = b
    await signIn(page, PROVIDER_2)
    await toSessions()
    await context.setOffline(true)
    for (const [index, note] of uniqueNotes('borrada', 3).entries()) await recordSessionThroughForm(page, note, `1${index + 1}:00`)
    const [device] = await readTable<{ key: string; value: string }>(page, 'syncStatus').then((rows) => rows.filter((row) => row.key === 'device').map((row) => row.value))
    const sequences = (await readTable<{ seq: number }>(page, 'outbox')).map((entry) => entry.seq).sort((a, b) => a - b)
    expect(sequences).toHaveLength(3)

    // Back online, the first change gets through and then the connection drops: the device
    // has told the server which numbers it still holds.
    let pushes = 0
    await context.route('**/api/sync/push', async (route) => {
      pushes++
      if (pushes > 1) return route.abort('internetdisconnected')
      const body = JSON.parse(route.request().postData() ?? '{}') as { mutations: unknown[] }
      await route.continue({ postData: JSON.stringify({ ...body, mutations: body.mutations.slice(0, 1) }) })
    })
    // Wiping before the first push is answered would lose it on its way (seen on a busy machine):
    // the server would then know nothing of the numbers the device held.
    const firstPushAnswered = page.waitForResponse((response) => response.url().endsWith('/api/sync/push') && response.ok())
    await context.setOffline(false)
    await firstPushAnswered
    expect(pushes).toBeGreaterThanOrEqual(1)

    // The tablet's storage is wiped (as a browser does under storage pressure, or a person
    // clearing site data), with two changes still in the queue. The app is not open meanwhile,
    // as when a browser evicts an origin: wiped under a running page, the transactions in
    // flight abort as uncaught Dexie rejections (AbortError, BulkError), which this suite
    // rightly counts as page errors but which are not what this test is about.
    await page.goto('about:blank')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(b.baseUrl).origin, storageTypes: 'indexeddb' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })

    // The same person signs in again: a new device id, numbering from the start.
    await page.goto('/')
    await signIn(page, PROVIDER_2)
    await toSessions()
    await recordSessionThroughForm(page, uniqueNotes('nueva', 1)[0]!, '15:00')
    await waitForEmptyOutbox(page)

    // The office sees the lost numbers on the old device, through the API and on its screen.
    const { accessToken } = await api<{ accessToken: string }>(b.baseUrl, '/auth/login', { method: 'POST', body: { email: STAFF, password: DEMO_PASSWORD } })
    const listed = await api<DevicePage>(b.baseUrl, `/devices?q=${device}`, { token: accessToken })
    const old = listed.items.find((item) => item.id === device)!
    expect(old.gaps).toEqual([{ from: sequences[1], to: sequences[2] }])
    expect(old.alerts).toContain('sequence_gap')
    expect(old.replaced_by).not.toBeNull()

    const office = await context.browser()!.newContext({ baseURL: b.baseUrl, locale: 'es-PR' })
    try {
      const officePage = await office.newPage()
      await signIn(officePage, STAFF)
      await pageHeading(officePage).waitFor()
      await officePage.goto(`/config/devices?q=${device}`)
      const row = officePage.getByRole('table', { name: 'Dispositivos' }).getByRole('row').filter({ hasText: device!.slice(0, 8) })
      await row.getByText('Cambios perdidos').waitFor()
      await row.getByText(`${sequences[1]}–${sequences[2]}`).waitFor()
    } finally {
      await office.close()
    }
  })
})
