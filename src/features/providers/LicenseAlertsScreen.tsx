import { Alert, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LICENSE_ALERT_WINDOW_DAYS } from '../../domain/constants'
import { companyToday } from '../../domain/rules/company-time'
import { licenseAlerts, type LicenseAlert } from '../../domain/specialties/license-alerts'
import { DataTable } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { useProviderSpecialties } from '../../kit/lookups/list-provider-specialties'
import { LicenseStatus } from '../specialties/LicenseStatus'
import { describeSpecialtyError } from '../specialties/messages'
import { formatDate } from '../../kit/words/format-date'

/**
 * /providers/license-alerts (spec §9): every active provider's standard or telehealth licence
 * that has expired or expires within 30 days, most urgent first, with the insurance expiry.
 */
export function LicenseAlertsScreen() {
  const { t, i18n } = useLingui()
  const specialties = useProviderSpecialties('all')
  const today = companyToday()
  const windowDays = LICENSE_ALERT_WINDOW_DAYS
  const alerts = specialties.data ? licenseAlerts(specialties.data, today) : []
  const expired = alerts.filter((alert) => alert.state === 'expired').length
  const expiring = alerts.length - expired
  const kind = (alert: LicenseAlert) => (alert.kind === 'standard' ? t`Licencia` : t`Licencia de ciberterapia`)
  return (
    <Page title={t`Alertas de licencias`}>
      <Stack gap="4">
        <Text color="fg.muted">
          {t`Licencias de proveedores activos vencidas o que vencen en los próximos ${windowDays} días, las más urgentes primero.`}
        </Text>
        {specialties.error && !specialties.data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{describeSpecialtyError(i18n, specialties.error)}</Alert.Title>
          </Alert.Root>
        ) : !specialties.data ? (
          <Loader type="inline" />
        ) : (
          <>
            {alerts.length ? (
              <Text fontWeight="medium" data-testid="license-alert-summary">
                {t`${plural(expired, { one: '# vencida', other: '# vencidas' })} · ${plural(expiring, { one: '# por vencer', other: '# por vencer' })}`}
              </Text>
            ) : null}
            <DataTable
              caption={t`Alertas de licencias`}
              rows={alerts}
              rowKey={(alert) => `${alert.provider_specialty_id}-${alert.kind}`}
              empty={<Text color="fg.muted">{t`No hay licencias vencidas ni por vencer en los próximos ${windowDays} días.`}</Text>}
              columns={[
                {
                  key: 'provider',
                  header: t`Proveedor`,
                  cell: (alert) => (
                    <Link to="/providers/$providerId" params={{ providerId: String(alert.provider_id) }}>
                      <Text as="span" color="brand.fg" textDecoration="underline">
                        {alert.provider_name}
                      </Text>
                    </Link>
                  ),
                },
                { key: 'specialty', header: t`Especialidad`, cell: (alert) => alert.specialty_name },
                { key: 'kind', header: t`Tipo`, cell: kind },
                { key: 'number', header: t`Número`, cell: (alert) => alert.license_number ?? '—' },
                { key: 'expiration', header: t`Expira`, cell: (alert) => formatDate(alert.expiration) },
                { key: 'state', header: t`Estado`, cell: (alert) => <LicenseStatus expiration={alert.expiration} today={today} /> },
                {
                  key: 'insurance',
                  header: t`Póliza expira`,
                  cell: (alert) =>
                    alert.insurance_expiration ? (
                      <Stack gap="1" align="start">
                        <span>{formatDate(alert.insurance_expiration)}</span>
                        <LicenseStatus expiration={alert.insurance_expiration} today={today} />
                      </Stack>
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          </>
        )}
      </Stack>
    </Page>
  )
}
