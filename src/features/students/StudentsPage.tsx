import { useLingui } from '@lingui/react/macro'
import { STUDENTS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { StudentsScreen } from './StudentsScreen'

/** /students behind its gate. */
export function StudentsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={STUDENTS_AREA} title={t`Estudiantes`}>
      <StudentsScreen />
    </OfficeGate>
  )
}
