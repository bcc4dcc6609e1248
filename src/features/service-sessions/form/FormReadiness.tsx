import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { SessionLookups } from '../lookups'

/** Says plainly when the device lacks what the form chooses from (it fills in once online). */
export function FormReadiness({ lookups }: { lookups: SessionLookups }) {
  const { t } = useLingui()
  const listsMissing = [lookups.durations, lookups.sessionTypes, lookups.sessionOutcomes, lookups.visitOutcomes].some((list) => list.length === 0)
  if (!listsMissing && lookups.students.length > 0) return null
  return (
    <Text role="status" bg="accent.subtle" color="accent.fg" borderRadius="md" px="4" py="2">
      {lookups.students.length === 0
        ? t`No hay estudiantes activos en este dispositivo. Se descargan al tener conexión.`
        : t`Faltan listas del formulario en este dispositivo. Se descargan al tener conexión.`}
    </Text>
  )
}
