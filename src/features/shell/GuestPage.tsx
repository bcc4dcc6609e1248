import { Box, EmptyState, Flex, Image, Text, VStack } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { useSession } from '../auth/use-session'
import { useCompany } from '../company/use-company'

/**
 * A page for a guest (a parent or a teacher who received a link), not for staff: branded with
 * the company as the rest of the app (its band, logo and name), and with no way into the staff
 * sign-in. Its forms come with their own issue; until then it says so plainly.
 */
export function GuestPage({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui()
  const company = useCompany()
  const session = useSession()
  // A guest often opens the link on a device that never saw the app: fetch the company now (it
  // also brings the colours, app/branding.ts) instead of waiting for the idle refresh.
  useEffect(() => {
    if (company !== null) return
    void import('../../sync/reference-pull').then(({ pullCompany }) => pullCompany()).catch(() => undefined)
  }, [company])
  return (
    <>
      {/* Signed in, the app bar already carries the company. */}
      {session ? null : (
        <Box as="header" bg="brand.solid" color="brand.contrast" shadow="sm">
          <Flex h="14" px={{ base: '3', md: '6' }} align="center" gap="3">
            <Image src="/branding/icons/icon-72x72.png" alt="" boxSize="8" borderRadius="md" onError={(event) => (event.currentTarget.hidden = true)} />
            <Text fontWeight="semibold" truncate data-testid="guest-company">
              {company?.name ?? ''}
            </Text>
          </Flex>
        </Box>
      )}
      <Page title={i18n._(title)}>
        <EmptyState.Root borderWidth="1px" borderRadius="lg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{t`Este formulario aún no está disponible.`}</EmptyState.Title>
              <EmptyState.Description>
                {t`Cuando esté listo, podrá completarlo desde el mismo enlace que recibió. Puede cerrar esta página.`}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Page>
    </>
  )
}
