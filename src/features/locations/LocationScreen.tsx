import { Alert, Button, HStack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { canFor } from '../../domain/permissions/permissions'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { useSession } from '../../kit/session/use-session'
import { describeError } from '../../kit/errors/describe-error'
import { useLocation } from './api/get-location'
import { LocationForm } from './LocationForm'

/** /locations/{id}: a location's data, editable with locations.write. */
export function LocationScreen({ locationId }: { locationId: number }) {
  const { t, i18n } = useLingui()
  const location = useLocation(locationId)
  const user = useSession()?.user
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/locations">{t`Todas las localidades`}</Link>
    </Button>
  )
  if (!location.data) {
    return (
      <Page title={t`Localidad`} actions={back}>
        {location.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{describeError(i18n, location.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Loader type="inline" />
        )}
      </Page>
    )
  }
  const data = location.data
  const readOnly = !user || !canFor({ permissions: user.permissions, customer_permissions: user.customer_permissions }, 'locations.write', data.customer_id)
  const count = data.student_count
  return (
    <Page title={data.name} actions={back}>
      <HStack gap="6" wrap="wrap" color="fg.muted">
        <Text>{data.type_name}</Text>
        <Text>{data.municipality_name}</Text>
        <Text>{t`Región: ${data.customer_name ?? '—'}`}</Text>
        <Text>{plural(count, { one: '# estudiante', other: '# estudiantes' })}</Text>
      </HStack>
      {/* Keyed by version: after a save or a 409 the form starts again from the office's location. */}
      <LocationForm key={data.hash} location={data} readOnly={readOnly} />
    </Page>
  )
}
