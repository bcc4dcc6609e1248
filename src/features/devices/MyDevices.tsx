import { Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { useQuery } from '@tanstack/react-query'
import { fetchMyDevices } from './api'
import { DevicesTable } from './DevicesTable'

/** The person's own devices in her profile: what the office sees about them. */
export function MyDevices() {
  const { t } = useLingui()
  const devices = useQuery({ queryKey: ['devices', 'mine'], queryFn: fetchMyDevices })
  return (
    <Stack gap="3" as="section" aria-label={t`Mis dispositivos`}>
      <Heading size="md" as="h2">{t`Mis dispositivos`}</Heading>
      {devices.error && !devices.data ? (
        <Text color="fg.muted">{t`No se pudo cargar la lista de dispositivos.`}</Text>
      ) : !devices.data ? (
        <Loader type="inline" />
      ) : (
        <DevicesTable devices={devices.data} withPerson={false} />
      )}
    </Stack>
  )
}
