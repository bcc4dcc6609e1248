import { chakra, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useReferenceList } from '../../kit/lookups/use-reference-list'

/** The measurement types an objective is measured by: reference data, preloaded, shown read-only. */
export function MeasurementTypes() {
  const { t } = useLingui()
  const headingId = useId()
  const types = useReferenceList('measurementTypes')
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>{t`Tipos de medición`}</Heading>
      <Text color="fg.muted" textStyle="sm">{t`Lista de referencia: no se cambia desde aquí.`}</Text>
      {types && types.length > 0 ? (
        <chakra.ul aria-labelledby={headingId} ps="5" listStyleType="disc">
          {types.map((type) => (
            <li key={type.id}>{type.name}</li>
          ))}
        </chakra.ul>
      ) : (
        <Text color="fg.muted">{types ? t`La lista aún no está en este dispositivo.` : null}</Text>
      )}
    </Stack>
  )
}
