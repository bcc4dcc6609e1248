import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { showSnackbar } from '../../components/snackbar'
import { formatDateTime } from '../../kit/words/format-date'
import { useIssueGuestLink, useRevokeGuestLink } from './api/plans-api'
import type { PlanDetail } from './api/types'
import { describePlanError } from './plan-words'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { OnlineOnlyNote } from './OnlineOnlyNote'
import { PlanPart } from './PlanPart'
import { useConfirm } from './use-confirm'

/**
 * The link the authorized person (a parent or teacher without an account) signs through. It
 * signs as that person, so only those who may change the plan see it (the server answers it
 * only to them): shown, copied, re-issued (the old one stops working) or revoked.
 */
export function GuestLinkCard({ plan }: { plan: PlanDetail }) {
  const { t, i18n } = useLingui()
  const issue = useIssueGuestLink()
  const revoke = useRevokeGuestLink()
  const confirm = useConfirm()
  const offline = !useBrowserOnline()
  const link = plan.guest_link
  const url = link ? new URL(link.path, window.location.origin).toString() : null
  const failed = (failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error')
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      showSnackbar(t`Enlace copiado`, 'success')
    } catch {
      showSnackbar(t`No se pudo copiar: seleccione el enlace y cópielo.`, 'error')
    }
  }
  return (
    <PlanPart title={t`Enlace para la persona autorizada`}>
      {link && url ? (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{t`Enlace`}</Field.Label>
            <Input readOnly value={url} onFocus={(event) => event.target.select()} />
            <Field.HelperText>{t`Vence el ${formatDateTime(link.expires_at)}`}</Field.HelperText>
          </Field.Root>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => void copy()}>
              {t`Copiar enlace`}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={offline}
              onClick={() => confirm.ask(t`El enlace actual dejará de funcionar.`, t`Generar otro enlace`, () => issue.mutateAsync(plan.id).then(() => undefined, failed))}
            >
              {t`Generar otro enlace`}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="danger"
              disabled={offline}
              onClick={() => confirm.ask(url, t`Revocar enlace`, () => revoke.mutateAsync({ planId: plan.id, linkId: link.id }).then(() => undefined, failed))}
            >
              {t`Revocar enlace`}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted">{t`El plan no tiene un enlace vigente.`}</Text>
          <Button size="sm" variant="outline" colorPalette="brand" loading={issue.isPending} loadingText={t`Guardando…`} disabled={offline} onClick={() => issue.mutate(plan.id, { onError: failed })}>
            {t`Generar enlace`}
          </Button>
        </HStack>
      )}
      {offline ? <OnlineOnlyNote what={t`Generar o revocar el enlace necesita conexión a internet.`} /> : null}
      {confirm.dialog}
    </PlanPart>
  )
}
