import { useLingui } from '@lingui/react/macro'
import { IMPORT_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ImportScreen } from './ImportScreen'

/** /tasks/import behind its gate (import.run, module tasks). */
export function ImportPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={IMPORT_AREA} title={t`Importar estudiantes activos`}>
      <ImportScreen />
    </OfficeGate>
  )
}
