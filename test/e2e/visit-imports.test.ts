import { describe, expect, it } from 'vitest'
import type { VisitPeriod } from '../../src/domain/billing/api'
import type { Page } from '../../src/domain/lists/list-params'
import type { ReferralListItem } from '../../src/domain/referrals/types'
import { companyToday } from '../../src/domain/rules/company-time'
import { VISIT_IMPORT_HEADER } from '../../src/domain/visit-imports/visit-imports'
import { services } from '../../server/seed/data/reference'
import { pageHeading, signIn, STAFF, useBrowser, WAIT_MS } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'

/** A district's visits file imported into the current period, its bad row corrected in place (issue 14). */
describe('visit imports in the office', () => {
  const b = useBrowser()

  it('imports a file, shows the bad row with its reason, and imports it once corrected', async () => {
    const { page, a11y, baseUrl } = b
    const token = await signInThroughApi(baseUrl, STAFF)
    const today = companyToday()
    const periods = await api<Page<VisitPeriod>>(baseUrl, '/service-visits/periods?status=open&page_size=50', { token })
    const period = periods.items.find((item) => item.current)!
    // A school day of the period up to today (the period's first weekday when today is early in it).
    const date = period.start_date
    const referrals = await api<Page<ReferralListItem>>(baseUrl, '/referrals?page_size=500', { token })
    const referral = referrals.items.find((item) => item.provider_name === 'Marisol Rivera Torres' && item.status_name === 'Activo' && item.start_date <= date && (item.end_date === null || item.end_date >= today))!
    const code = services.find((service) => service.name === referral.service_name)!.code
    // A minute of its own per run, so a retry is a new file and never collides with seeded sessions (07:30–15:30).
    const minute = String(Math.floor(Math.random() * 60)).padStart(2, '0')
    const csv = [
      VISIT_IMPORT_HEADER,
      [referral.sie_number, referral.number, 'terapeuta@example.com', code, date, `18:${minute}`, '30', ''].join(','),
      [referral.sie_number, referral.number, 'terapeuta2@example.com', code, date, `19:${minute}`, '30', ''].join(','),
    ].join('\n')

    await signIn(page, STAFF)
    await page.goto(`/billing/periods/${period.id}`)
    await page.getByRole('link', { name: 'Importaciones de visitas' }).click()
    await pageHeading(page).filter({ hasText: 'Importación de visitas' }).waitFor({ timeout: WAIT_MS })
    await page.getByLabel('Archivo de visitas').setInputFiles({ name: `visitas-${minute}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await a11y.check()
    await page.getByRole('button', { name: 'Importar', exact: true }).click()

    const counts = page.getByTestId('import-counts')
    await counts.getByText('Importadas: 1').waitFor({ timeout: WAIT_MS })
    await counts.getByText('Con errores: 1').waitFor({ timeout: WAIT_MS })
    const row = page.getByRole('form', { name: /Fila 3/ })
    await row.getByText('El referido está asignado a otro proveedor').first().waitFor({ timeout: WAIT_MS })
    await a11y.check()

    const provider = row.getByLabel('Proveedor (número o correo)')
    expect(await provider.inputValue()).toBe('terapeuta2@example.com')
    await provider.fill('terapeuta@example.com')
    await row.getByRole('button', { name: 'Corregir e importar' }).click()

    await counts.getByText('Importadas: 2').waitFor({ timeout: WAIT_MS })
    await counts.getByText('Errores pendientes: 0').waitFor({ timeout: WAIT_MS })
    await page.getByText('No hay filas con errores en esta vista.').waitFor({ timeout: WAIT_MS })
    await page.getByLabel('Filas con errores').selectOption({ label: 'Corregidas' })
    await page.getByRole('form', { name: /Fila 3/ }).getByText('Corregida e importada').waitFor({ timeout: WAIT_MS })
    await a11y.check()
  })
})
