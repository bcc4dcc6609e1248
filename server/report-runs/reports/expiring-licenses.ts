import { readerName, words } from '../../i18n/reader-language'
import { formatDate } from '../../../src/domain/formats/dates'
import { asc, eq, sql } from 'drizzle-orm'
import type { ReportParams } from '../../../src/domain/reports/catalogue'
import { companyToday } from '../../../src/domain/rules/company-time'
import { LICENSE_ALERT_WINDOW_DAYS } from '../../../src/domain/constants'
import { licenseAlerts } from '../../../src/domain/specialties/license-alerts'
import type { Executor } from '../../db/client'
import { providers, providerSpecialties, specialties } from '../../db/schema'
import { renderPdf } from '../../documents/pdf'
import type { ReportContext, ReportFile } from './common'


/**
 * Providers with expired licences or licences that expire within the alert window (the rule of
 * /providers/license-alerts, src/domain/specialties/license-alerts.ts: active providers only),
 * most urgent first, as a PDF.
 */
export async function expiringLicensesReport(db: Executor, context: ReportContext<ReportParams<'expiring-licenses'>>): Promise<ReportFile> {
  const sources = await db
    .select({
      id: providerSpecialties.id,
      provider_id: providers.id,
      provider_name: sql<string>`(${providers.first_name} || ' ' || ${providers.last_name})`,
      provider_status_id: providers.provider_status_id,
      specialty_name: readerName(specialties),
      license_number: providerSpecialties.license_number,
      license_expiration: providerSpecialties.license_expiration,
      telehealth_license_number: providerSpecialties.telehealth_license_number,
      telehealth_license_expiration: providerSpecialties.telehealth_license_expiration,
      insurance_expiration: providerSpecialties.insurance_expiration,
    })
    .from(providerSpecialties)
    .innerJoin(providers, eq(providers.id, providerSpecialties.provider_id))
    .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialty_id))
    .orderBy(asc(providers.last_name))
  await context.progress(40)
  const today = companyToday(context.now)
  const wanted = context.params.state
  const alerts = licenseAlerts(sources, today).filter((alert) => wanted === 'all' || alert.state === wanted)
  const title = words('Licencias vencidas o por vencer', 'Expired and expiring licences')
  const bytes = await renderPdf({
    ...(await context.pdfHeader()),
    title,
    documents: [
      {
        title,
        blocks: [
          {
            kind: 'paragraph',
            text: words(
              `Al ${formatDate(today)}: licencias vencidas y las que vencen en los próximos ${LICENSE_ALERT_WINDOW_DAYS} días, de proveedores activos. ${alerts.length} en total.`,
              `As of ${formatDate(today)}: licences expired and expiring within the next ${LICENSE_ALERT_WINDOW_DAYS} days, of active providers. ${alerts.length} in all.`,
            ),
          },
          {
            kind: 'table',
            columns: [
              { header: words('Proveedor', 'Provider') },
              { header: words('Especialidad', 'Specialty') },
              { header: words('Licencia', 'Licence'), width: 90 },
              { header: words('Vence', 'Expires'), width: 70 },
              { header: words('Estado', 'Status'), width: 100 },
            ],
            rows: alerts.length
              ? alerts.map((alert) => [
                  alert.provider_name,
                  alert.specialty_name,
                  `${alert.kind === 'telehealth' ? words('Telesalud ', 'Telehealth ') : ''}${alert.license_number ?? ''}`.trim(),
                  formatDate(alert.expiration),
                  alert.state === 'expired'
                    ? words(`Vencida hace ${alert.days} días`, `Expired ${alert.days} days ago`)
                    : alert.days === 0
                      ? words('Vence hoy', 'Expires today')
                      : words(`Vence en ${alert.days} días`, `Expires in ${alert.days} days`),
                ])
              : [[{ text: words('No hay licencias vencidas ni por vencer.', 'No licences expired or expiring.'), colSpan: 5 }]],
          },
        ],
      },
    ],
  })
  return { bytes, rowCount: alerts.length, fileName: `${words('licencias', 'licences')}-${today}.pdf` }
}
