import { Toast, Toaster, createToaster } from '@chakra-ui/react'

/**
 * The toaster behind the snackbar. It lives in its own chunk, loaded after the first screen is
 * drawn; messages created before it mounts wait in the toaster's store and show on mount.
 */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 3 })

export function SnackbarHost() {
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
