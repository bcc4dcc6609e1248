import { Card, Heading, SimpleGrid, Stack, Text, Link as ChakraLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { canAnywhere, type Permission } from '../../domain/permissions/permissions'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { useSession } from '../../kit/session/use-session'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { TASKS_AREA } from '../../kit/office/destinations'
import { describeError } from '../../kit/errors/describe-error'
import { useTasksSummary } from './api/tasks'
import { hubCards } from './hub-cards'
import { UserTasksSection } from './UserTasksSection'

const IMPORT_PERMISSION: Permission = 'import.run'

/** /tasks behind its gate (the company's tasks module; staff, as the route's guard). */
export function TasksHubPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={TASKS_AREA} title={t`Tareas`}>
      <TasksHub />
    </OfficeGate>
  )
}

/**
 * What waits for whom: a card per task page with the server's count, then the forms waiting
 * for a signature per region and provider (when the person reads plans).
 */
export function TasksHub() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const summary = useTasksSummary()
  const user = session?.user
  const canImport = Boolean(user && canAnywhere({ permissions: user.permissions ?? [], customer_permissions: user.customer_permissions ?? [] }, IMPORT_PERMISSION))
  return (
    <Page title={t`Tareas`}>
      <Stack gap="8">
        {summary.isPending ? (
          <Loader />
        ) : summary.isError ? (
          <Text role="alert">{describeError(i18n, summary.error)}</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label={t`Tareas pendientes`}>
            {hubCards(summary.data, canImport).map((card) => (
              <Card.Root as="li" key={card.key} variant="outline" data-testid={`task-card-${card.key}`}>
                <Card.Body gap="2">
                  <Heading as="h2" size="sm">
                    <ChakraLink asChild color="brand.fg">
                      <Link to={card.to}>{i18n._(card.title)}</Link>
                    </ChakraLink>
                  </Heading>
                  {card.count !== null ? (
                    <Text fontSize="3xl" fontWeight="semibold" lineHeight="1" data-testid="task-count">
                      {card.count.toLocaleString(i18n.locale)}
                    </Text>
                  ) : null}
                  {card.running ? <Text fontSize="sm">{t`${card.running} en preparación`}</Text> : null}
                  <Text fontSize="sm" color="fg.muted">
                    {i18n._(card.description)}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
        {summary.data?.forms !== null && summary.data !== undefined ? <UserTasksSection /> : null}
      </Stack>
    </Page>
  )
}
