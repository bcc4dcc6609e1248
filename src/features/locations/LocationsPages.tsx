import { useLingui } from '@lingui/react/macro'
import { LOCATIONS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { LocationScreen } from './LocationScreen'
import { LocationsScreen } from './LocationsScreen'

/** /locations behind its gate. */
export function LocationsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={LOCATIONS_AREA} title={t`Localidades`}>
      <LocationsScreen />
    </OfficeGate>
  )
}

/** /locations/{id} behind its gate, remounted per location. */
export function LocationPage({ locationId }: { locationId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={LOCATIONS_AREA} title={t`Localidad`}>
      <LocationScreen key={locationId} locationId={locationId} />
    </OfficeGate>
  )
}
