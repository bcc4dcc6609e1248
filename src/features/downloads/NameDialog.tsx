import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ItemName } from '../../domain/downloads/paths'
import { ClosableDialog } from '../../components/closable-dialog'

/**
 * Asks for a name (a new folder, or an item's new name), checked by the server's own rules
 * before sending. `onSave` throws when the server refuses; the dialog then stays open and the
 * browser shows the error.
 */
export function NameDialog({ title, label, initial, saveLabel, onSave, onClose, error }: {
  title: string
  label: string
  initial: string
  saveLabel: string
  onSave: (name: string) => Promise<unknown>
  onClose: () => void
  /** The browser's error, shown here too: the page behind a dialog is hidden from assistive technology. */
  error: string | null
}) {
  const { t } = useLingui()
  const [name, setName] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const describe = (code: string) =>
    code === 'required' ? t`Escriba un nombre.` : code === 'too_long' ? t`El nombre es demasiado largo.` : t`El nombre no puede tener barras, puntos solos ni caracteres especiales.`

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = v.safeParse(ItemName, name.normalize('NFC'))
    if (!result.success) return setProblem(describe(result.issues[0]!.message))
    setProblem(null)
    setSaving(true)
    try {
      await onSave(result.output)
      onClose()
    } catch {
      // The browser holds and shows the error (use-downloads-browser.ts); the dialog stays for another try.
    } finally {
      setSaving(false)
    }
  }

  return (
    <ClosableDialog title={title} size="sm" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="4">
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={problem !== null} required>
            <Field.Label>{label}</Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} autoFocus />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
          <HStack justify="end">
            <Button variant="outline" onClick={onClose}>{t`Cancelar`}</Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={saveLabel}>
              {saveLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </ClosableDialog>
  )
}
