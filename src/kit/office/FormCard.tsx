import { Button, Card, Heading, SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { BaseSyntheticEvent, ReactNode } from 'react'
import { useEditingLock } from '../forms/use-editing-lock'

/**
 * An office record's form section: a titled card of fields in two columns and, unless read-only,
 * its save button (enabled once something changed, labelled while saving).
 */
export function FormCard(props: {
  label: string
  /** Shown as the card's heading; without it the label names the form for assistive technology only. */
  heading?: boolean
  /** react-hook-form's handleSubmit(…). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  readOnly: boolean
  saving: boolean
  dirty: boolean
  saveLabel: string
  children: ReactNode
}) {
  const { t } = useLingui()
  useEditingLock(props.dirty && !props.readOnly)
  return (
    // noValidate: the form's schema (the server's) checks the fields and says what is wrong in
    // words beside each; the browser's own check of `required` would stop the submit first.
    <Card.Root asChild variant="outline">
      <form aria-label={props.label} onSubmit={props.onSubmit} noValidate>
        {props.heading ? (
          <Card.Header>
            <Heading as="h2" size="md">
              {props.label}
            </Heading>
          </Card.Header>
        ) : null}
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {props.children}
          </SimpleGrid>
        </Card.Body>
        {props.readOnly ? null : (
          <Card.Footer justifyContent="end">
            <Button type="submit" colorPalette="brand" loading={props.saving} loadingText={t`Guardando…`} disabled={!props.dirty}>
              {props.saveLabel}
            </Button>
          </Card.Footer>
        )}
      </form>
    </Card.Root>
  )
}
