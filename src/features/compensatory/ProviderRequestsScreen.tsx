import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useProvider } from '../../kit/lookups/get-provider'
import { useProviderSpecialties } from '../../kit/lookups/list-provider-specialties'
import type { RequestsSearch } from './requests-search'
import { RequestsFrame } from './RequestsFrame'
import { RequestsList } from './RequestsList'

const PROVIDER_REQUESTS_PATH = '/providers/$providerId/specialties/{-$specialtyId}/compensatory-requests'
const route = getRouteApi(PROVIDER_REQUESTS_PATH)

/**
 * /providers/{providerId}/specialties/{specialtyId?}/compensatory-requests: the compensatory
 * requests assigned to a provider, all of them or one of her specialties' (the provider
 * specialty's id, as in /provider-specialties/{id}).
 */
export function ProviderRequestsScreen({ providerId, specialtyId }: { providerId: number; specialtyId: number | undefined }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate({ from: PROVIDER_REQUESTS_PATH })
  const provider = useProvider(providerId)
  const specialties = useProviderSpecialties(providerId)
  const onSearch = (next: Partial<RequestsSearch>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) })
  const chooseSpecialty = (value: string) =>
    void navigate({
      params: { providerId: String(providerId), specialtyId: value || undefined },
      search: ({ status_id, sort, page_size }) => ({ status_id, sort, page_size }),
    })
  return (
    <RequestsFrame
      back={
        <Link to="/providers/$providerId" params={{ providerId: String(providerId) }}>
          {t`Volver al proveedor`}
        </Link>
      }
      subtitle={provider.data ? t`Proveedor: ${provider.data.name}` : undefined}
      narrowing={{
        label: t`Especialidad`,
        allLabel: t`Todas las especialidades`,
        value: specialtyId,
        options: specialties.data?.map((specialty) => ({ id: specialty.id, name: specialty.specialty_name })),
        onChange: chooseSpecialty,
      }}
    >
      <RequestsList
        scope={{ provider_id: providerId, provider_specialty_id: specialtyId }}
        search={search}
        onSearch={onSearch}
        columns={{ student: true, provider: false }}
        belongs={(request) => request.provider_id === providerId}
      />
    </RequestsFrame>
  )
}
