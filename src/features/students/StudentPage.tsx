import { useLingui } from '@lingui/react/macro'
import { STUDENTS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { StudentScreen } from './StudentScreen'

/** /students/{studentId} behind its gate; remounted per student so one's data never shows under another's name. */
export function StudentPage({ studentId }: { studentId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={STUDENTS_AREA} title={t`Estudiante`}>
      <StudentScreen key={studentId} studentId={studentId} />
    </OfficeGate>
  )
}
