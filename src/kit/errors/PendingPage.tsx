import { Alert } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { describeError } from './describe-error'

/** A screen's page while what it shows is loading, or why it could not load (the server's words). */
export function PendingPage({ title, actions, error }: { title: string; actions?: ReactNode; error: unknown }) {
  const { i18n } = useLingui()
  return (
    <Page title={title} actions={actions}>
      {error ? <ProblemAlert>{describeError(i18n, error)}</ProblemAlert> : <Loader type="inline" />}
    </Page>
  )
}

/** A problem stated in the page, where the content would be. */
export function ProblemAlert({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}
