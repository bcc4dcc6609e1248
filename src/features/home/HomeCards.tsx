import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Company } from '../../domain/company'
import type { CurrentUser } from '../../domain/schemas/auth'
import { destinationsFor } from '../../kit/navigation/destinations'
import { HomeCard } from '../../kit/navigation/HomeCard'

/** The home screen's cards: the person's destinations that have a description (the navigation's table). */
export function HomeCards({ user, company, columns, testId }: { user: CurrentUser; company: Company | null | undefined; columns: Record<string, number>; testId: string }) {
  const { i18n } = useLingui()
  const cards = destinationsFor(user, company).filter((destination) => destination.description)
  return (
    <SimpleGrid columns={columns} gap="4" data-testid={testId}>
      {cards.map((card) => (
        <HomeCard key={card.to} to={card.to} title={i18n._(card.cardTitle ?? card.label)} description={card.description ? i18n._(card.description) : ''} />
      ))}
    </SimpleGrid>
  )
}
