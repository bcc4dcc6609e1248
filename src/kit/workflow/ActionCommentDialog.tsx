import { Button, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FieldTextArea } from '../../components/text-area-field'
import type { ActionView } from './action-view'

/**
 * An action that carries a comment (the flow's table says `comment: 'required' | 'optional'`),
 * asked for before it runs; a destructive one says so in the same dialog ("Advertencia").
 */
export function ActionCommentDialog({
  action,
  onConfirm,
  onClose,
}: {
  action: ActionView
  onConfirm: (comment: string) => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (action.comment === 'required' && !comment.trim()) {
      setMissing(true)
      return
    }
    setBusy(true)
    try {
      await onConfirm(comment.trim())
    } finally {
      setBusy(false)
      onClose()
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role={action.destructive ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{action.destructive ? t`Advertencia` : action.label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {action.destructive ? <Text>{action.warning ?? t`Esta acción no se puede revertir. ¿Está seguro que desea continuar?`}</Text> : null}
                {action.destructive ? <Text fontWeight="semibold">{action.label}</Text> : null}
                <Field.Root invalid={missing} required={action.comment === 'required'}>
                  <Field.Label>{action.comment === 'required' ? t`Comentario` : t`Comentario (opcional)`}</Field.Label>
                  <FieldTextArea
                    value={comment}
                    rows={3}
                    maxLength={2000}
                    onChange={(event) => {
                      setComment(event.currentTarget.value)
                      setMissing(false)
                    }}
                  />
                  {missing ? <Field.ErrorText>{t`Escriba un comentario para esta acción.`}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t`Cancelar`}
              </Button>
              <Button colorPalette={action.destructive ? 'danger' : 'brand'} onClick={() => void confirm()} loading={busy} loadingText={t`Guardando…`}>
                {action.destructive ? t`Continuar` : action.label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
