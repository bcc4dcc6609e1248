import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMarkFirstScreenDrawn } from '../../components/first-screen'

/** Spec §2/§8: an unknown path says "This page could not be found" and links back home. */
export function NotFoundPage() {
  useMarkFirstScreenDrawn()
  const { t } = useLingui()
  return (
    <Stack as="section" align="center" textAlign="center" gap="4" py="20" px="4">
      <Text fontSize="6xl" fontWeight="bold" color="brand.solid" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="xl">
        {t`This page could not be found`}
      </Heading>
      <Text color="fg.muted">{t`La dirección no existe o fue movida.`}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/">{t`Ir al inicio`}</Link>
      </Button>
    </Stack>
  )
}
