import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Loader } from '../../components/loader'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { useDownload } from '../../kit/office/use-download'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { useDeletePlan, usePlanStatus, useRevertPlan, planPdfPath } from './api/plans-api'
import { progressReportPath } from '../../domain/plans/pdf-queries'
import type { PlanDetail } from './api/types'
import { AssessmentsSection } from './AssessmentsSection'
import { DiscussionCard, type PlanViewer } from './DiscussionCard'
import { GoalsSection } from './GoalsSection'
import { GuestLinkCard } from './GuestLinkCard'
import { describePlanError, planStatusTone, planStatusWord } from './plan-words'
import { OnlineOnlyNote } from './OnlineOnlyNote'
import { PlanAttentionPart } from './PlanAttentionPart'
import { PlanPart } from './PlanPart'
import { PlanSourceProvider } from './plan-source'
import { PlanProgressScope } from './progress/PlanProgressScope'
import { PlanProgressSection } from './progress/PlanProgressSection'
import { useEditorPlan } from './plan-data'
import { useConfirm } from './use-confirm'

/**
 * One intervention plan, opened from the referral (`?plan=<id>`): its assessments, goals and
 * objectives with the achievements of each period, the discussion and signing of each period,
 * the guest link, and the plan's status moves. Who may change what is the server's answer
 * (`may_write`), the office moves and the signatures by `viewer`. Where it reads and writes is
 * chosen once (`useEditorPlan`): the provider's own plan on her device works offline (content
 * saved on the device first, each row's sync state shown, conflicts in "Requiere atención");
 * signing, discussion moves, status moves and guest links stay online and say so offline.
 */
export function PlanEditor({ planId, viewer, onClose }: { planId: number; viewer: PlanViewer; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const plan = useEditorPlan(planId, viewer)
  const back = (
    <Button size="sm" variant="outline" onClick={onClose}>
      {t`Volver a los planes`}
    </Button>
  )
  if (!plan.data) {
    return (
      <Stack gap="3">
        <HStack>{back}</HStack>
        {plan.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{describePlanError(i18n, plan.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Loader type="inline" />
        )}
      </Stack>
    )
  }
  const data = plan.data
  // An archived plan takes no change until the office reverts it to draft.
  const editable = data.may_write && data.status_id !== 4
  return (
    <PlanSourceProvider source={plan.source}>
      <PlanProgressScope plan={data} source={plan.source}>
        <Stack gap="6" aria-label={t`Plan de intervención`} role="region">
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h2" size="lg">{t`Plan de intervención ${data.academic_year_name}`}</Heading>
              {back}
            </HStack>
            <HStack gap="2" wrap="wrap">
              <StatusBadge tone={planStatusTone(data.status_id)}>{planStatusWord(i18n, data.status_id)}</StatusBadge>
              <Text color="fg.muted">{`${data.student_name} · ${data.service_name}`}</Text>
            </HStack>
            {!data.may_write ? <Text color="fg.muted">{t`Solo lectura`}</Text> : null}
            <PlanActions plan={data} viewer={viewer} onDeleted={onClose} />
          </Stack>
          {plan.source.kind === 'device' ? <PlanAttentionPart planId={planId} /> : null}
          <AssessmentsSection plan={data} editable={editable} />
          <GoalsSection plan={data} editable={editable} />
          <PlanProgressSection plan={data} />
          <PlanPart title={t`Discusión y firmas`}>
            <Stack gap="3">
              {data.discussions.map((discussion) => (
                <DiscussionCard key={discussion.id} plan={data} discussion={discussion} viewer={viewer} editable={editable} />
              ))}
            </Stack>
          </PlanPart>
          {data.may_write ? <GuestLinkCard plan={data} /> : null}
        </Stack>
      </PlanProgressScope>
    </PlanSourceProvider>
  )
}

/** Download, activate, archive, revert to draft (office) and delete a draft. */
function PlanActions({ plan, viewer, onDeleted }: { plan: PlanDetail; viewer: PlanViewer; onDeleted: () => void }) {
  const { t, i18n } = useLingui()
  const { download, downloading } = useDownload()
  const status = usePlanStatus()
  const revert = useRevertPlan()
  const remove = useDeletePlan()
  const confirm = useConfirm()
  // Status moves and the PDF are the server's to make: offline they wait, said plainly.
  const offline = !useBrowserOnline()
  const failed = (failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error')
  const subject = t`Plan de intervención ${plan.academic_year_name}`
  const delta = plan.academic_year_delta
  const isDraft = plan.status_id === 1
  const isActive = plan.status_id === 2 || plan.status_id === 3
  const mayActivate = plan.may_write && isDraft && (delta === 0 || delta === 1)
  const mayRevert = plan.may_write && viewer === 'office' && !isDraft && delta !== null && delta >= 0
  const anyMove = mayActivate || mayRevert || (plan.may_write && (isActive || isDraft))
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={downloading} loadingText={t`Descargando…`} disabled={offline} onClick={() => void download(planPdfPath(plan.id), t`plan-${plan.id}.pdf`)}>
          {t`Descargar PDF`}
        </Button>
        <Button size="sm" variant="outline" loading={downloading} loadingText={t`Descargando…`} disabled={offline} onClick={() => void download(progressReportPath(plan.id), t`informe-de-progreso-${plan.id}.pdf`)}>{t`Informe de progreso (PDF)`}</Button>
        {mayActivate ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={status.isPending}
            loadingText={t`Guardando…`}
            disabled={offline}
            onClick={() => status.mutate({ plan, status_id: delta === 0 ? 2 : 3 }, { onSuccess: () => showSnackbar(t`Plan activado`, 'success'), onError: failed })}
          >
            {t`Activar plan`}
          </Button>
        ) : null}
        {plan.may_write && isActive ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="danger"
            disabled={offline}
            onClick={() => confirm.ask(subject, t`Archivar plan`, () => status.mutateAsync({ plan, status_id: 4 }).then(() => undefined, failed))}
          >
            {t`Archivar plan`}
          </Button>
        ) : null}
        {mayRevert ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="danger"
            disabled={offline}
            onClick={() => confirm.ask(subject, t`Revertir a borrador`, () => revert.mutateAsync(plan).then(() => undefined, failed))}
          >
            {t`Revertir a borrador`}
          </Button>
        ) : null}
        {plan.may_write && isDraft ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="danger"
            disabled={offline}
            onClick={() => confirm.ask(subject, t`Eliminar borrador`, () => remove.mutateAsync(plan).then(onDeleted, failed))}
          >
            {t`Eliminar borrador`}
          </Button>
        ) : null}
        {confirm.dialog}
      </HStack>
      {offline && anyMove ? <OnlineOnlyNote /> : null}
    </Stack>
  )
}
