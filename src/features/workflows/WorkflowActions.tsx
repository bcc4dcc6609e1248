import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'

/** How the screen shows one action of a flow: its words, and whether it asks first. */
export interface ActionView {
  code: string
  label: string
  /** Cannot be undone: asks "Advertencia / Esta acción no se puede revertir…" first. */
  destructive?: boolean
}

/**
 * The buttons of a document's workflow: only the actions the server says the caller may take now
 * (`allowed_actions` of the read answer), in the flow's order. A destructive one confirms first.
 * `onAction` reports its own outcome (snackbar, conflict); the buttons wait for it.
 */
export function WorkflowActions({
  actions,
  allowed,
  onAction,
  label,
}: {
  actions: ActionView[]
  allowed: readonly string[]
  onAction: (code: string) => Promise<void>
  label: string
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<ActionView | null>(null)
  const shown = actions.filter((action) => allowed.includes(action.code))
  if (shown.length === 0) return null

  async function run(action: ActionView) {
    setBusy(action.code)
    try {
      await onAction(action.code)
    } finally {
      setBusy(null)
    }
  }

  return (
    <HStack role="group" aria-label={label} gap="2" wrap="wrap">
      {shown.map((action) => (
        <Button
          key={action.code}
          size="sm"
          colorPalette={action.destructive ? 'danger' : 'brand'}
          variant={action.destructive ? 'outline' : 'solid'}
          loading={busy === action.code}
          disabled={busy !== null && busy !== action.code}
          onClick={() => (action.destructive ? setConfirming(action) : void run(action))}
        >
          {action.label}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title={t`Advertencia`}
        message={t`Esta acción no se puede revertir. ¿Está seguro que desea continuar?`}
        subject={confirming?.label}
        confirmLabel={t`Continuar`}
        cancelLabel={t`Cancelar`}
        onConfirm={() => (confirming ? run(confirming) : Promise.resolve())}
        onClose={() => setConfirming(null)}
      />
    </HStack>
  )
}
