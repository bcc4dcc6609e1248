import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { DEVICE_ALERTS, type DeviceAlert } from '../../domain/sync/devices'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'
import { useQuery } from '@tanstack/react-query'
import { fetchDevices } from './api'
import { useAlertLabels } from './DeviceAlerts'
import { DevicesTable } from './DevicesTable'

export interface DevicesSearch {
  page?: number
  q?: string
  alert?: DeviceAlert
}

const PAGE_SIZE = 50

/**
 * /config/devices: every device that sends offline changes, devices with alerts first, so the
 * office sees a tablet that lost changes or stopped sending. The list's state is in the URL.
 */
export function DevicesScreen({ search }: { search: DevicesSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate({ from: '/config/devices' })
  const page = search.page ?? 1
  const [text, setText] = useState(search.q ?? '')
  const devices = useQuery({
    queryKey: ['devices', page, search.q ?? '', search.alert ?? ''],
    queryFn: () => fetchDevices({ page, page_size: PAGE_SIZE, q: search.q, alert: search.alert }),
  })
  const go = (next: DevicesSearch) => void navigate({ search: next })
  const pages = devices.data ? Math.max(1, Math.ceil(devices.data.total / PAGE_SIZE)) : 1
  const alertLabel = useAlertLabels()
  return (
    <Page title={t`Dispositivos`}>
      <Stack gap="4">
        <Text color="fg.muted">{t`Tabletas y navegadores que envían cambios sin conexión: los que tienen alertas aparecen primero.`}</Text>
        <HStack
          as="form"
          gap="2"
          wrap="wrap"
          onSubmit={(event) => {
            event.preventDefault()
            go({ ...search, q: text.trim() || undefined, page: undefined })
          }}
        >
          <Input maxW="xs" aria-label={t`Buscar`} placeholder={t`Persona, correo o dispositivo`} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outline">{t`Buscar`}</Button>
          <PlainSelect
            maxW="xs"
            aria-label={t`Alerta`}
            value={search.alert ?? ''}
            onChange={(event) => go({ ...search, alert: (event.target.value || undefined) as DeviceAlert | undefined, page: undefined })}
          >
            <option value="">{t`Todas las alertas`}</option>
            {DEVICE_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {alertLabel[alert]}
              </option>
            ))}
          </PlainSelect>
        </HStack>
        {devices.error && !devices.data ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t`No se pudo cargar la lista de dispositivos.`}</Alert.Title>
          </Alert.Root>
        ) : !devices.data ? (
          <Loader type="inline" />
        ) : (
          <>
            <DevicesTable devices={devices.data.items} withPerson />
            <HStack justify="space-between">
              <Text color="fg.muted">{t`Página ${page} de ${pages} · ${plural(devices.data.total, { one: '# dispositivo', other: '# dispositivos' })}`}</Text>
              <HStack>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ ...search, page: page - 1 })}>
                  {t`Anterior`}
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go({ ...search, page: page + 1 })}>
                  {t`Siguiente`}
                </Button>
              </HStack>
            </HStack>
          </>
        )}
      </Stack>
    </Page>
  )
}
