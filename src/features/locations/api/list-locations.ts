import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { LocationListItem } from '../../../domain/locations/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import type { LocationsSearch } from '../locations-search'

/** GET /locations (spec §7 Locations): a page of schools and other places, by name or school code. */
export const listLocations = (search: LocationsSearch) => apiJson<Page<LocationListItem>>(`/locations${listQueryString(search)}`)
export const locationsQuery = (search: LocationsSearch) => queryOptions({ queryKey: ['locations', 'list', search], queryFn: () => listLocations(search) })
export const useLocations = (search: LocationsSearch) => useQuery({ ...locationsQuery(search), placeholderData: keepPreviousData })
