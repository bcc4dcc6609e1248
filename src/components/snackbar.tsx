import { Toast, Toaster, createToaster } from '@chakra-ui/react'

/** The snackbar of the main layout (spec §2): a message and a colour. */
export type SnackbarColor = 'success' | 'error' | 'info' | 'warning'

const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 3 })

export function showSnackbar(message: string, color: SnackbarColor = 'info', durationMs = 5000): void {
  toaster.create({ description: message, type: color, duration: durationMs, closable: true })
}

export function Snackbar() {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="snackbar">
          <Toast.Indicator />
          <Toast.Description>{toast.description}</Toast.Description>
          {toast.closable ? <Toast.CloseTrigger /> : null}
        </Toast.Root>
      )}
    </Toaster>
  )
}
