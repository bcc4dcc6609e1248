import { idOptions } from '../../components/filter-select'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Provider } from '../../domain/providers/schemas'
import { apiJson } from '../../sync/api-client'

/** GET /providers (spec §7 Providers): every provider. */
export const listProviders = () => apiJson<Provider[]>('/providers')
export const providersQuery = () => queryOptions({ queryKey: ['providers', 'all'], queryFn: listProviders })
export const useProviders = () => useQuery(providersQuery())

/** Providers as a filter's choices: id and full name. */
export const providerOptions = (providers: Provider[] | undefined) => idOptions(providers, (provider) => provider.id, (provider) => `${provider.first_name} ${provider.last_name}`)
