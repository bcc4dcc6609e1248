import { Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import type { SpecialtyReference } from '../../kit/lookups/get-specialty-reference'
import { SpecialtyEditor } from './SpecialtyEditor'

/**
 * The confirmation of one specialty (spec §2, §4): a dialog that neither Escape nor a click
 * outside closes, with no close button; it ends when the provider confirms.
 */
export function ConfirmationDialog({
  providerId,
  specialty,
  reference,
  onConfirmed,
}: {
  providerId: number
  specialty: ProviderSpecialty
  reference: SpecialtyReference
  onConfirmed: () => void
}) {
  const { t } = useLingui()
  const name = specialty.specialty_name
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="specialty-confirmation">
            <Dialog.Header>
              <Dialog.Title>{t`Confirme su especialidad: ${name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <SpecialtyEditor
                key={specialty.id}
                providerId={providerId}
                specialty={specialty}
                reference={reference}
                providerMode
                confirmationMode
                onSaved={onConfirmed}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
