import { Button, Field, Heading, HStack, Stack } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { Page } from '../../components/page'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { DiscussionsSection } from './DiscussionsSection'
import type { InboxSearch } from './inbox-search'
import { PlansTodoSection } from './PlansTodoSection'

const route = getRouteApi('/tasks/documents-inbox')

interface SectionProps {
  search: InboxSearch
  change: (next: Partial<InboxSearch>) => void
}

/**
 * The inbox's sections, one per kind of document waiting on the office, in order. Another kind
 * (issue 16) adds its row here: its id (the heading's anchor), title and what it draws from the
 * inbox's address.
 */
const INBOX_SECTIONS: ReadonlyArray<{ id: string; title: MessageDescriptor; render: (props: SectionProps) => ReactNode }> = [
  {
    id: 'plans',
    title: msg`Planes de intervención`,
    render: ({ search, change }) => <PlansTodoSection key={search.customer_id ?? 0} customerId={search.customer_id} onCustomer={(id) => change({ customer_id: id })} />,
  },
  {
    id: 'discussions',
    title: msg`Discusiones de planes`,
    render: ({ search, change }) => <DiscussionsSection search={search} onChange={change} />,
  },
]

/**
 * /tasks/documents-inbox: what documents wait on the office, per region. The region chosen (in
 * the address, like every filter here) narrows each section.
 */
export function DocumentsInboxScreen() {
  const { t, i18n } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/tasks/documents-inbox' })
  const customers = useCustomersWith('plans.read').data ?? []
  const change = (next: Partial<InboxSearch>) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }) })
  return (
    <Page title={t`Bandeja de documentos`}>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t`Región`}</Field.Label>
          <PlainSelect value={search.customer_id ?? ''} onChange={(event) => change({ customer_id: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}>
            <option value="">{t`Todas`}</option>
            {customers.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.name}
              </option>
            ))}
          </PlainSelect>
        </Field.Root>
        {search.customer_id || search.state || search.period_id ? (
          <Button size="sm" variant="outline" onClick={() => void navigate({ search: {} })}>
            {t`Quitar filtros`}
          </Button>
        ) : null}
      </HStack>
      {INBOX_SECTIONS.map((section) => (
        <Stack key={section.id} as="section" gap="3" aria-labelledby={`inbox-${section.id}`}>
          <Heading as="h2" size="md" id={`inbox-${section.id}`}>
            {i18n._(section.title)}
          </Heading>
          {section.render({ search, change })}
        </Stack>
      ))}
    </Page>
  )
}
