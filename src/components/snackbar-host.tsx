import { Toast, Toaster, createToaster } from '@chakra-ui/react'

/**
 * The toaster behind the snackbar. It lives in its own chunk, loaded after the first screen is
 * drawn; messages created before it mounts wait in the toaster's store and show on mount.
 * It sits above a phone's bottom navigation bar (5 rem) rather than over it.
 */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 3, offsets: { left: '1rem', right: '1rem', top: '1rem', bottom: '5.5rem' } })

/**
 * Chakra's toast colours put white text on green-600 and orange-600 (3.3:1 and 3.6:1) at 80 %
 * opacity: the darker shades here keep every message at 4.5:1 or more (WCAG AA).
 */
const BACKGROUNDS: Record<string, string> = { success: 'green.700', error: 'danger.700', warning: 'orange.700', info: 'blue.700', loading: 'gray.800' }

export function SnackbarHost() {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
          width={{ md: 'sm' }}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          bg={BACKGROUNDS[toast.type ?? 'info'] ?? 'gray.800'}
          color="white"
        >
          <Toast.Indicator />
          <Toast.Description opacity="1">{toast.description}</Toast.Description>
          {toast.closable ? <Toast.CloseTrigger /> : null}
        </Toast.Root>
      )}
    </Toaster>
  )
}
