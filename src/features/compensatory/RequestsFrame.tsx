import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Page } from '../../components/page'
import { PlainSelect } from '../../components/plain-select'

/** The choice that narrows the list to one service (a student's) or one specialty (a provider's). */
export interface Narrowing {
  label: string
  allLabel: string
  value: number | undefined
  options: { id: number; name: string }[] | undefined
  onChange: (value: string) => void
}

/**
 * What the student's and the provider's compensatory requests screens share: the title, the way
 * back to whose requests they are, who that is, the narrowing choice, and the list below.
 */
export function RequestsFrame({ back, subtitle, narrowing, children }: { back: ReactNode; subtitle: string | undefined; narrowing: Narrowing; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Page
      title={t`Servicios compensatorios`}
      actions={
        <Button asChild variant="outline" size="sm">
          {back}
        </Button>
      }
    >
      <Stack gap="4">
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        {narrowing.options ? (
          <HStack>
            <Field.Root maxW="xs">
              <Field.Label>{narrowing.label}</Field.Label>
              <PlainSelect value={narrowing.value ?? ''} onChange={(event) => narrowing.onChange(event.currentTarget.value)}>
                <option value="">{narrowing.allLabel}</option>
                {narrowing.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
          </HStack>
        ) : null}
        {children}
      </Stack>
    </Page>
  )
}
