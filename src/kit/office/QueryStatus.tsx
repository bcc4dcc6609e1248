import { Alert, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Loader } from '../../components/loader'
import { describeError } from '../errors/describe-error'

/** A read's three states: loading, its error with a retry, or the content. */
export function QueryStatus<T>({ query, children }: { query: { data: T | undefined; error: unknown; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const { t, i18n } = useLingui()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{describeError(i18n, query.error)}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>{t`Reintentar`}</Button>
      </Alert.Root>
    )
  }
  return <Loader type="inline" />
}
