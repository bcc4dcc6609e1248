import { describe, expect, it } from 'vitest'
import type { UserSignatures } from '../../src/domain/signatures/schemas'
import { pageHeading, signIn, useBrowser } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

/**
 * The provider draws her signature with the mouse (signature_pad on a real canvas) and saves it on
 * the server. The supervisor: the demo seed gives the providers who record visits (Marisol,
 * Carlos) a signature already, not her.
 */
const SUPERVISOR = 'supervisor@example.com'

describe('the provider’s signature', () => {
  const b = useBrowser()

  it('is drawn, saved and shown as the current one; offline the screen says it needs a connection', async () => {
    const { page, context } = b
    await signIn(page, SUPERVISOR)
    await pageHeading(page).filter({ hasText: 'Hola, Ana Luisa' }).waitFor()
    await page.getByRole('link', { name: /Mi firma/ }).click()
    await page.getByRole('heading', { name: 'Mi firma', level: 1 }).waitFor()
    // A retry finds the signature the first attempt saved: then there is no empty state to see.
    const token = await signInThroughApi(b.baseUrl, SUPERVISOR)
    const before = await api<UserSignatures>(b.baseUrl, '/user-signatures/', { token })
    if (!before.current) await page.getByText('Aún no ha guardado una firma.').waitFor()

    const save = page.getByRole('button', { name: 'Guardar firma' })
    expect(await save.isDisabled()).toBe(true)
    const pad = page.getByRole('img', { name: 'Recuadro para dibujar la firma' })
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + 40, box.y + 120)
    await page.mouse.down()
    for (const [x, y] of [[80, 60], [120, 140], [170, 70], [230, 130], [290, 90]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 5 })
    await page.mouse.up()
    await save.click()

    const current = page.getByRole('img', { name: 'Su firma actual' })
    await current.waitFor()
    expect(await current.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    const saved = async () => (await api<UserSignatures>(b.baseUrl, '/user-signatures/', { token })).current
    await expect.poll(async () => (await saved())?.id).not.toBe(before.current?.id)
    const stored = await saved()
    await expect.poll(() => current.getAttribute('src')).toBe(stored?.image)
    expect(stored?.image).toMatch(/^data:image\/png;base64,/)

    await context.setOffline(true)
    await page.getByText('Sin conexión. Su firma se guarda en el servidor: conéctese a Internet para verla o cambiarla.').waitFor()
    await page.mouse.move(box.x + 40, box.y + 60)
    await page.mouse.down()
    await page.mouse.move(box.x + 200, box.y + 150, { steps: 5 })
    await page.mouse.up()
    expect(await save.isDisabled()).toBe(true)
    await context.setOffline(false)
  })
})
