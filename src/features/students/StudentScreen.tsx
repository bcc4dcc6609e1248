import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { canAnywhere, canFor } from '../../domain/permissions/permissions'
import { Page } from '../../components/page'
import { useSession } from '../../kit/session/use-session'
import { useStudent } from '../../kit/lookups/get-student'
import { ContactDetailsForm } from './ContactDetailsForm'
import { StudentDetailsForm } from './StudentDetailsForm'
import { PrintRecordButton } from './PrintRecordButton'
import { StudentServices } from './StudentServices'
import { StudentReferrals } from '../referrals/StudentReferrals'
import { PendingPage } from '../../kit/errors/PendingPage'

/** /students/{studentId}: a student's data, contact details and services. */
export function StudentScreen({ studentId }: { studentId: number }) {
  const { t } = useLingui()
  const student = useStudent(studentId)
  const user = useSession()?.user
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/students">{t`Todos los estudiantes`}</Link>
    </Button>
  )
  if (!student.data) {
    return <PendingPage title={t`Estudiante`} actions={back} error={student.error} />
  }
  const data = student.data
  const readOnly = !user || !canFor({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'students.write', data.customer_id)
  const name = [data.first_name, data.last_name, data.second_last_name].filter(Boolean).join(' ')
  return (
    <Page
      title={name}
      actions={
        <HStack gap="2" wrap="wrap">
          <PrintRecordButton studentId={data.id} sieNumber={data.sie_number} />
          {user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.read') ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/students/$studentId/services/{-$serviceId}/compensatory-services-requests" params={{ studentId: String(data.id), serviceId: undefined }}>
                {t`Servicios compensatorios`}
              </Link>
            </Button>
          ) : null}
          {back}
        </HStack>
      }
    >
      <HStack gap="6" wrap="wrap" color="fg.muted">
        <Text>{t`Número SIE: ${data.sie_number}`}</Text>
        <Text>{t`Región: ${data.customer_name ?? '—'}`}</Text>
        <Text>{t`Escuela: ${data.location_name ?? '—'}`}</Text>
        {data.ssn_masked ? <Text>{t`Seguro social: ${data.ssn_masked}`}</Text> : null}
      </HStack>
      <Stack gap="6">
        {/* Keyed by version: after a save or a 409 the forms start again from the office's student. */}
        <StudentDetailsForm key={`details-${data.hash}`} student={data} readOnly={readOnly} />
        <ContactDetailsForm key={`contact-${data.hash}`} student={data} readOnly={readOnly} />
        <StudentServices studentId={data.id} services={data.services} readOnly={readOnly} />
        {user && canAnywhere({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'referrals.read') ? (
          <StudentReferrals studentId={data.id} />
        ) : null}
      </Stack>
    </Page>
  )
}
