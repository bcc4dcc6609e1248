import { useLingui } from '@lingui/react/macro'
import { REFERRALS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ProviderDayScreen } from './ProviderDayScreen'
import { ProviderSlotScreen } from './ProviderSlotScreen'

/** /providers/{providerId}/service-schedule/day-of-week/{dayOfWeek} behind its gate. */
export function ProviderDayPage(props: { providerId: number; dayId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Horario del día`}>
      <ProviderDayScreen {...props} />
    </OfficeGate>
  )
}

/** /providers/{providerId}/service-schedule/{slotId?} behind its gate. */
export function ProviderSlotPage(props: { providerId: number; slotId?: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={REFERRALS_AREA} title={t`Bloque de horario`}>
      <ProviderSlotScreen {...props} />
    </OfficeGate>
  )
}
