import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { chunkReloadAllowed, isChunkLoadError, reloadForChunkError } from '../../kit/errors/chunk-reload'
import { useMarkFirstScreenDrawn } from '../../components/first-screen'

/** The HTTP-like status of an error: an API error's status, otherwise 500. */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/** Spec §2/§8: a route error shows a page with the status code. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  useMarkFirstScreenDrawn()
  const { t } = useLingui()
  const chunkError = isChunkLoadError(error)
  // Decided once: a new build replaced the chunk this page needs, so a reload fetches the new
  // one. The guard stops a reload loop when the chunk is missing for another reason.
  // Offline, a reload would not fetch it either, and on a device whose service worker is not
  // installed yet it replaces the app with the browser's offline page: show this page instead.
  const [willReload] = useState(() => chunkError && navigator.onLine && chunkReloadAllowed())
  useEffect(() => {
    if (willReload) reloadForChunkError()
  }, [willReload])
  if (willReload) return null
  const status = statusOf(error)
  return (
    <Stack as="section" align="center" textAlign="center" gap="4" py="20" px="4" role="alert">
      <Text fontSize="6xl" fontWeight="bold" color="danger.solid" data-testid="error-status">
        {status}
      </Text>
      <Heading as="h1" size="xl">
        {chunkError ? t`No se pudo cargar esta pantalla.` : t`Algo salió mal.`}
      </Heading>
      <Text color="fg.muted">{t`Intente de nuevo. Si el problema continúa, avise a la oficina.`}</Text>
      <Stack direction="row" gap="3">
        <Button colorPalette="brand" onClick={() => reset()}>
          {t`Intentar de nuevo`}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t`Ir al inicio`}</Link>
        </Button>
      </Stack>
    </Stack>
  )
}
