import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ServiceScheduleScreen } from './ServiceScheduleScreen'

/** /providers/{providerId}/service-schedule behind its gate (what it shows are referral schedules). */
export function ServiceSchedulePage({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Horario de servicios`}>
      <ServiceScheduleScreen providerId={providerId} />
    </OfficeGate>
  )
}
