import { Button, HStack, Stack } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { compensatoryMoveForm, moveNeedsReason, NOTES_MAX, type CompensatoryRequestMoveInput } from '../../domain/referrals/schemas'
import type { CompensatoryStatus } from '../../domain/referrals/types'
import { TextAreaField } from '../../components/text-area-field'
import { describeFieldError } from '../../kit/errors/describe-error'

interface MoveValues {
  hash: string
  status_id: number
  comment: string
}

/**
 * The move to one status: a comment (required when the move needs a reason, as the server says)
 * checked by the PATCH body's own schema, then sent with the version the person was looking at.
 */
export function MoveRequestForm({
  hash,
  to,
  pending,
  onSubmit,
  onBack,
}: {
  hash: string
  to: CompensatoryStatus
  pending: boolean
  onSubmit: (input: CompensatoryRequestMoveInput) => void
  onBack: () => void
}) {
  const { t, i18n } = useLingui()
  const form = useForm<MoveValues, unknown, CompensatoryRequestMoveInput>({
    resolver: valibotResolver(compensatoryMoveForm(to.code)) as unknown as Resolver<MoveValues, unknown, CompensatoryRequestMoveInput>,
    defaultValues: { hash, status_id: to.id, comment: '' },
  })
  const needsReason = moveNeedsReason(to.code)
  return (
    <Stack as="form" gap="3" borderWidth="1px" borderRadius="md" p="3" aria-label={t`Pasar a «${to.name}»`} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <TextAreaField
        control={form.control as unknown as Control<MoveValues>}
        name="comment"
        rows={3}
        maxLength={NOTES_MAX}
        label={needsReason ? t`Motivo (obligatorio)` : t`Comentario (opcional)`}
        describeError={(code) => describeFieldError(i18n, code)}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={pending} loadingText={t`Guardando…`}>
          {t`Confirmar cambio`}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onBack}>
          {t`Volver`}
        </Button>
      </HStack>
    </Stack>
  )
}
