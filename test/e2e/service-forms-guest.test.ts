import { describe, expect, it } from 'vitest'
import { STAFF, useBrowser } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

interface FormRow {
  id: number
  referral_id: number
  type_id: number
  status: string
}

/** A new service form with a fresh link, on a referral of the seed's forms (so no retry depends on an earlier attempt). */
async function formLink(baseUrl: string, token: string): Promise<{ id: number; path: string }> {
  const seeded = await api<{ items: FormRow[] }>(baseUrl, '/service-forms?page_size=10', { token })
  const model = seeded.items[0]
  if (!model) throw new Error('The demo data has no service forms')
  const form = await api<FormRow>(baseUrl, '/service-forms', {
    method: 'POST',
    token,
    body: { referral_id: model.referral_id, type_id: model.type_id, form_date: '2026-03-02', details: 'Terapia del habla, martes y jueves de 9:00 a 9:30.' },
  })
  const link = await api<{ url_path: string }>(baseUrl, `/service-forms/${form.id}/guest-links`, { method: 'POST', token })
  return { id: form.id, path: link.url_path }
}

describe('the guest service-form page', () => {
  const b = useBrowser()

  it('on a 412 px phone: reads the form in Spanish, signs with a finger, and the office gets the signed PDF', async () => {
    const { page } = b
    const token = await signInThroughApi(b.baseUrl, STAFF)
    const { id, path } = await formLink(b.baseUrl, token)
    await page.setViewportSize({ width: 412, height: 915 })
    await page.goto(path)
    await page.getByRole('heading', { name: 'Su firma, paso a paso' }).waitFor()
    await page.getByRole('heading', { name: 'Declaración' }).waitFor()
    await page.getByText('Terapia del habla, martes y jueves de 9:00 a 9:30.').waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
    await b.a11y.check()

    // Nothing drawn yet: the page says what is missing and sends nothing.
    await page.getByLabel('Su nombre completo').fill('Carmen Ortiz')
    await page.getByLabel('Relación con el estudiante').fill('Madre')
    await page.getByLabel('Leí la declaración y estoy de acuerdo.').check()
    await page.getByRole('button', { name: 'Firmar', exact: true }).click()
    await page.getByText('Firme con el dedo dentro del recuadro.').waitFor()

    // A signature drawn in the box, as a finger would.
    const pad = page.getByRole('img', { name: 'Firme aquí con el dedo' })
    const box = (await pad.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(412)
    await page.mouse.move(box.x + 20, box.y + 120)
    await page.mouse.down()
    for (const [x, y] of [
      [60, 40],
      [110, 130],
      [170, 50],
      [240, 110],
      [300, 60],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y, { steps: 8 })
    }
    await page.mouse.up()
    await page.getByRole('button', { name: 'Firmar', exact: true }).click()
    await page.getByRole('heading', { name: 'Gracias: firmó el formulario' }).waitFor()
    await b.a11y.check()

    const signed = await api<{ status: string; signature: { signer_name: string; content_hash: string } }>(b.baseUrl, `/service-forms/${id}`, { token })
    expect(signed).toMatchObject({ status: 'signed', signature: { signer_name: 'Carmen Ortiz' } })
    expect(signed.signature.content_hash).toMatch(/^[0-9a-f]{64}$/)

    // Opened again, the page says it is done.
    await page.reload()
    await page.getByRole('heading', { name: 'Este formulario ya está firmado' }).waitFor()
    expect(await page.getByRole('button', { name: 'Firmar', exact: true }).count()).toBe(0)

    const pdf = await fetch(`${b.baseUrl}/api/download-pdf/service-forms/${id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  })

  it('an unknown link says so in words', async () => {
    const { page } = b
    await page.setViewportSize({ width: 412, height: 915 })
    await page.goto('/guest/service-forms/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Este enlace no existe' }).waitFor()
  })
})
