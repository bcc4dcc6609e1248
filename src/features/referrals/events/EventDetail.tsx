import { Button, Card, Heading, HStack } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import * as v from 'valibot'
import { ReferralEventCancelInput } from '../../../domain/referrals/schemas'
import type { ReferralEvent } from '../../../domain/referrals/types'
import { ClosableDialog } from '../../../components/closable-dialog'
import { IrreversibleConfirm } from '../../../kit/dialogs/IrreversibleConfirm'
import { showSnackbar } from '../../../components/snackbar'
import { TextAreaField } from '../../../components/text-area-field'
import { FormCard } from '../../../kit/office/FormCard'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { formatDate } from '../../../kit/words/format-date'
import { useSaveEvent } from '../api/referral-events'
import { REFERRAL_FIELD_CODES } from '../referral-field-codes'
import { currentOnConflict } from '../schedule/schedule-form'
import { StatusBadge } from '../../../components/status-badge'
import { DetailsGrid } from '../../../components/details-list'
import { EventConflict } from './EventConflict'

// The cancel form's one field, checked by the call's own schema (the version is added on send).
const CancelComment = v.object({ comment: ReferralEventCancelInput.entries.comment })
type CancelValues = { comment: string }

/**
 * One referral event, and with referrals.write its two actions (spec §4): cancel it (it stays,
 * marked, with the reason) or delete it (after §8's warning; it is gone from every list). Both
 * carry the version the person read: if the event changed meanwhile, she sees it as it is now
 * and decides again.
 */
export function EventDetail({ studentId, event, canWrite }: { studentId: number; event: ReferralEvent; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [cancelling, setCancelling] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const save = useSaveEvent(event.referral_id)
  const toList = () =>
    navigate({ to: '/students/$studentId/referrals/{-$referralId}/events/{-$eventId}', params: { studentId: String(studentId), referralId: String(event.referral_id), eventId: undefined } })
  // The version she acted on and the server's, after a 409 (the event on screen is fetched again).
  const [conflict, setConflict] = useState<{ read: ReferralEvent; current: ReferralEvent } | null>(null)
  const onConflictOrError = (error: unknown) => {
    const current = currentOnConflict<ReferralEvent>(error)
    if (current) setConflict({ read: event, current })
    else if (current === null) {
      showSnackbar(t`Este evento ya no existe: alguien lo eliminó.`, 'error')
      void toList()
    } else showSnackbar(describeError(i18n, error), 'error')
  }
  const fields: [string, string][] = [
    [t`Tipo de evento`, event.event_type_name],
    [t`Fecha`, event.time ? `${formatDate(event.date)} ${event.time.slice(0, 5)}` : formatDate(event.date)],
    [t`Notas`, event.notes ?? '—'],
  ]
  if (event.cancelled) fields.push([t`Motivo de la cancelación`, event.cancel_comment ?? '—'])
  return (
    <Card.Root as="article" variant="outline" aria-label={t`Evento ${event.event_type_name} del ${formatDate(event.date)}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="md">{t`Evento ${event.event_type_name}`}</Heading>
          <StatusBadge tone={event.cancelled ? 'neutral' : 'success'}>{event.cancelled ? t`Cancelado` : t`Vigente`}</StatusBadge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {conflict ? <EventConflict read={conflict.read} current={conflict.current} onDismiss={() => setConflict(null)} /> : null}
        <DetailsGrid fields={fields} />
      </Card.Body>
      {canWrite ? (
        <Card.Footer justifyContent="end" gap="2">
          {event.cancelled ? null : (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              {t`Cancelar evento`}
            </Button>
          )}
          <Button variant="outline" colorPalette="danger" onClick={() => setDeleting(true)}>
            {t`Eliminar evento`}
          </Button>
        </Card.Footer>
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          saving={save.isPending}
          onClose={() => setCancelling(false)}
          onCancel={(comment) =>
            save.mutate(
              { kind: 'cancel', eventId: event.id, hash: event.hash, comment },
              { onSuccess: () => showSnackbar(t`Evento cancelado`, 'success'), onError: onConflictOrError, onSettled: () => setCancelling(false) },
            )
          }
        />
      ) : null}
      <IrreversibleConfirm
        open={deleting}
        subject={t`Eliminar el evento ${event.event_type_name} del ${formatDate(event.date)}`}
        onConfirm={() =>
          save
            .mutateAsync({ kind: 'delete', eventId: event.id, hash: event.hash })
            .then(() => {
              showSnackbar(t`Evento eliminado`, 'success')
              void toList()
            })
            .catch(onConflictOrError)
        }
        onClose={() => setDeleting(false)}
      />
    </Card.Root>
  )
}

function CancelEventDialog({ saving, onCancel, onClose }: { saving: boolean; onCancel: (comment: string | null) => void; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const form = useForm<CancelValues, unknown, v.InferOutput<typeof CancelComment>>({ resolver: valibotResolver(CancelComment) as unknown as Resolver<CancelValues, unknown, v.InferOutput<typeof CancelComment>>, defaultValues: { comment: '' } })
  const control = form.control as unknown as Control<CancelValues>
  return (
    <ClosableDialog title={t`Cancelar evento`} size={{ base: 'full', md: 'md' }} onClose={onClose}>
      <FormCard label={t`Cancelar evento`} onSubmit={form.handleSubmit((input) => onCancel(input.comment))} readOnly={false} saving={saving} dirty saveLabel={t`Cancelar el evento`}>
        <TextAreaField control={control} name="comment" label={t`Motivo`} rows={3} describeError={(code) => describeFieldError(i18n, code, REFERRAL_FIELD_CODES)} />
      </FormCard>
    </ClosableDialog>
  )
}
