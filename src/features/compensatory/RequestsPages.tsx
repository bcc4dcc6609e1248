import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ProviderRequestsScreen } from './ProviderRequestsScreen'
import { StudentRequestsScreen } from './StudentRequestsScreen'

/** A student's compensatory requests behind their gate (the referrals module and referrals.read, as the server). */
export function StudentRequestsPage({ studentId, serviceId }: { studentId: number; serviceId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Servicios compensatorios`}>
      <StudentRequestsScreen key={studentId} studentId={studentId} serviceId={serviceId} />
    </OfficeGate>
  )
}

/** A provider's compensatory requests behind the same gate. */
export function ProviderRequestsPage({ providerId, specialtyId }: { providerId: number; specialtyId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Servicios compensatorios`}>
      <ProviderRequestsScreen key={providerId} providerId={providerId} specialtyId={specialtyId} />
    </OfficeGate>
  )
}
