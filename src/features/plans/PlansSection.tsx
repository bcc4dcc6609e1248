import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Loader } from '../../components/loader'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { TabBar } from '../../components/tab-bar'
import { planCreationRefusal, PLAN_TABS, type PlanTab } from '../../domain/plans/status'
import { companyToday } from '../../domain/rules/company-time'
import { formatDateTime } from '../../kit/words/format-date'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { useAcademicYears, useCreatePlan } from './api/plans-api'
import type { PlanViewer } from './DiscussionCard'
import { OnlineOnlyNote } from './OnlineOnlyNote'
import { useReferralPlans } from './plan-data'
import type { PlanSearch } from './plan-search'
import { describePlanError, planStatusTone, planStatusWord, planTabWord } from './plan-words'
import { PlanPart } from './PlanPart'

export const DEFAULT_PLAN_TAB: PlanTab = 'current'

/**
 * A referral's intervention plans in the four tabs of spec §2 (draft / current year / next year /
 * archived; the chosen one in the address), with "Nuevo plan" for those who may write plans:
 * only the years the creation rule allows (delta ≥ 0, on or after the year's plans_start). The
 * provider's draft, current and next year's plans come from her device (offline too).
 */
export function PlansSection({
  referralId,
  viewer,
  canCreate,
  search,
  onSearch,
}: {
  referralId: number
  viewer: PlanViewer
  canCreate: boolean
  search: PlanSearch
  onSearch: (next: PlanSearch) => void
}) {
  const { t, i18n } = useLingui()
  const tab = search.plans ?? DEFAULT_PLAN_TAB
  const list = useReferralPlans(referralId, tab, viewer)
  const open = (plan: number) => onSearch({ ...search, plan })
  return (
    <PlanPart title={t`Planes de intervención`} actions={canCreate ? <NewPlan referralId={referralId} onCreated={(id) => onSearch({ plans: 'draft', plan: id })} /> : null}>
      <TabBar label={t`Planes de intervención`} tabs={PLAN_TABS.map((value) => ({ value, label: planTabWord(i18n, value) }))} value={tab} onChange={(plans) => onSearch({ ...search, plans })} />
      <div role="tabpanel" aria-label={planTabWord(i18n, tab)}>
        {list.error ? (
          <Text role="alert" color="fg.error">
            {describePlanError(i18n, list.error)}
          </Text>
        ) : !list.rows ? (
          <Loader type="inline" />
        ) : list.rows.length === 0 ? (
          <Text color="fg.muted" py="2">{t`No hay planes en esta pestaña.`}</Text>
        ) : (
          <Stack as="ul" ps="0" listStyleType="none" gap="2" py="2">
            {list.rows.map((plan) => (
              <li key={plan.id}>
                <HStack justify="space-between" borderWidth="1px" borderRadius="l2" p="3" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{t`Plan ${plan.academic_year_name}`}</Text>
                    {plan.updated_at ? <Text fontSize="sm" color="fg.muted">{t`Actualizado ${formatDateTime(plan.updated_at)}`}</Text> : null}
                  </Stack>
                  <HStack gap="2">
                    <StatusBadge tone={planStatusTone(plan.status_id)}>{planStatusWord(i18n, plan.status_id)}</StatusBadge>
                    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => open(plan.id)} aria-label={t`Abrir plan ${plan.academic_year_name}`}>
                      {t`Abrir`}
                    </Button>
                  </HStack>
                </HStack>
              </li>
            ))}
          </Stack>
        )}
      </div>
    </PlanPart>
  )
}

function NewPlan({ referralId, onCreated }: { referralId: number; onCreated: (id: number) => void }) {
  const { t, i18n } = useLingui()
  const years = useAcademicYears()
  const create = useCreatePlan()
  const online = useBrowserOnline()
  const [yearId, setYearId] = useState('')
  const today = companyToday()
  const allowed = (years.data ?? []).filter((year) => planCreationRefusal(year, today) === null)
  if (!years.data) return null
  if (allowed.length === 0) return <Text fontSize="sm" color="fg.muted">{t`Aún no se pueden crear planes.`}</Text>
  // A plan is created by the server (it numbers it and its discussions): not queued offline.
  if (!online) return <OnlineOnlyNote what={t`Crear un plan necesita conexión a internet.`} />
  const chosen = yearId || String(allowed[0]!.id)
  return (
    <HStack gap="2" align="end">
      <Field.Root>
        <Field.Label>{t`Año del nuevo plan`}</Field.Label>
        <PlainSelect value={chosen} onChange={(event) => setYearId(event.target.value)}>
          {allowed.map((year) => (
            <option key={year.id} value={year.id}>
              {year.name}
            </option>
          ))}
        </PlainSelect>
      </Field.Root>
      <Button
        colorPalette="brand"
        size="md"
        loading={create.isPending}
        loadingText={t`Guardando…`}
        onClick={() =>
          create.mutate(
            { referral_id: referralId, academic_year_id: Number(chosen) },
            { onSuccess: (plan) => onCreated(plan.id), onError: (failure) => showSnackbar(describePlanError(i18n, failure), 'error') },
          )
        }
      >
        {t`Nuevo plan`}
      </Button>
    </HStack>
  )
}
