import { SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../domain/schemas/auth'
import { companyToday } from '../../domain/rules/company-time'
import { REFERENCE_LISTS } from '../../domain/reference'
import { Page } from '../../components/page'
import { useReferenceListsStatus } from '../reference/use-reference-list'
import { formatDateTime, formatLongDate } from '../shared/format-date'
import { HomeCard } from './HomeCard'

/** A provider's start on today: the date, the day's work, and whether the device is ready offline. */
export function ProviderHome({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const firstName = user.first_name
  const lists = useReferenceListsStatus()
  const today = formatLongDate(companyToday())
  const total = Object.keys(REFERENCE_LISTS).length
  const stored = lists?.stored ?? 0
  const fetchedAt = lists?.fetchedAt ? formatDateTime(lists.fetchedAt) : null
  return (
    <Page title={t`Hola, ${firstName}`}>
      <Text textStyle="lg" fontWeight="medium">
        {today}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <HomeCard to="/provider/service-sessions" title={t`Sesiones de hoy`} description={t`Registre las sesiones y visitas del día, con o sin señal.`} />
        <HomeCard to="/provider/active-students" title={t`Estudiantes activos`} description={t`Sus estudiantes, por servicio y localidad.`} />
        <HomeCard to="/provider/service-sessions/history" title={t`Historial de sesiones`} description={t`Sesiones registradas en meses anteriores.`} />
        <HomeCard to="/provider/config/profile" title={t`Mi perfil`} description={t`Sus datos, especialidades y licencias.`} />
        <HomeCard to="/provider/supervisions" title={t`Supervisiones`} description={t`Estudiantes de los proveedores que supervisa.`} />
        <HomeCard to="/provider/payments" title={t`Mis pagos`} description={t`Pagos recibidos y talonarios.`} />
      </SimpleGrid>
      {/* Below the cards: the line changes as the lists arrive, and must not move them. */}
      <Text color="fg.muted" data-testid="offline-readiness">
        {stored === total && fetchedAt
          ? t`Listas de referencia guardadas en este dispositivo (${stored} de ${total}), actualizadas el ${fetchedAt}.`
          : t`Listas de referencia en este dispositivo: ${stored} de ${total}. Se completan al tener conexión.`}
      </Text>
    </Page>
  )
}
