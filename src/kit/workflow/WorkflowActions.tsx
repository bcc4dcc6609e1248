import { Button, HStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { IrreversibleConfirm } from '../dialogs/IrreversibleConfirm'
import { ActionCommentDialog } from './ActionCommentDialog'
import type { ActionView } from './action-view'

export type { ActionView } from './action-view'

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
  onAction: (code: string, comment?: string) => Promise<void>
  label: string
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<ActionView | null>(null)
  const shown = actions.filter((action) => allowed.includes(action.code))
  if (shown.length === 0) return null

  async function run(action: ActionView, comment?: string) {
    setBusy(action.code)
    try {
      await (comment === undefined ? onAction(action.code) : onAction(action.code, comment))
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
          loadingText={t`Guardando…`}
          disabled={busy !== null && busy !== action.code}
          onClick={() => (action.destructive || action.comment ? setConfirming(action) : void run(action))}
        >
          {action.label}
        </Button>
      ))}
      {confirming?.comment ? (
        <ActionCommentDialog action={confirming} onConfirm={(comment) => run(confirming, comment)} onClose={() => setConfirming(null)} />
      ) : null}
      <IrreversibleConfirm
        open={confirming !== null && !confirming.comment}
        warning={confirming?.warning}
        subject={confirming?.label}
        confirmLabel={t`Continuar`}
        onConfirm={() => (confirming ? run(confirming) : Promise.resolve())}
        onClose={() => setConfirming(null)}
      />
    </HStack>
  )
}
