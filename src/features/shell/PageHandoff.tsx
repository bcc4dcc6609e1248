import { HStack, Text } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Loader } from '../../components/loader'
import { justHandedOff, loadFromServer, rememberHandoff } from './page-handoff'

/** Stands for a page of its own inside the app for the moment it takes to load it (page-handoff.ts). */
export function PageHandoff({ opening, failure }: { opening: string; failure: string }) {
  const href = useLocation({ select: (location) => location.href })
  // Read once, before the effect records this attempt.
  const [handingOff] = useState(() => !justHandedOff(href))
  useEffect(() => {
    if (!handingOff) return
    rememberHandoff(href)
    loadFromServer(href)
  }, [handingOff, href])
  return handingOff ? (
    <HStack gap="2">
      <Loader type="inline" />
      <Text>{opening}</Text>
    </HStack>
  ) : (
    <Text role="alert">{failure}</Text>
  )
}
