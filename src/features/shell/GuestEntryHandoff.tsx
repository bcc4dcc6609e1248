import { HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { justHandedOff, loadFromServer, rememberHandoff } from './guest-handoff'

/** Stands for a guest page inside the app for the moment it takes to load the real one (guest-handoff.ts). */
export function GuestEntryHandoff() {
  const { t } = useLingui()
  const href = useLocation({ select: (location) => location.href })
  // Read once, before the effect records this attempt.
  const [handingOff] = useState(() => !justHandedOff(href))
  useEffect(() => {
    if (!handingOff) return
    rememberHandoff(href)
    loadFromServer(href)
  }, [handingOff, href])
  return (
    <Page title={t`Plan de intervención`}>
      {handingOff ? (
        <HStack gap="2">
          <Loader type="inline" />
          <Text>{t`Abriendo el plan…`}</Text>
        </HStack>
      ) : (
        <Text role="alert">{t`No se pudo abrir la página del plan. Cierre esta pestaña y abra de nuevo el enlace que recibió.`}</Text>
      )}
    </Page>
  )
}
