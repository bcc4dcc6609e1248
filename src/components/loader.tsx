import { Box, Center, Spinner } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { createStore, useStore } from './store'

/**
 * The layout's loader (spec §2): `default` is a spinner over the content area, `fullscreen`
 * blocks the whole page (for work the person must wait for), `inline` sits in the flow.
 */
export type LoaderType = 'default' | 'fullscreen' | 'inline'

const loaderStore = createStore<{ visible: boolean; type: LoaderType }>({ visible: false, type: 'default' })

export const loader = {
  show: (type: LoaderType = 'default') => loaderStore.set({ visible: true, type }),
  hide: () => loaderStore.set({ ...loaderStore.get(), visible: false }),
}

export function Loader({ type = 'default' }: { type?: LoaderType }) {
  const { t } = useLingui()
  const spinner = <Spinner size={type === 'inline' ? 'sm' : 'lg'} color="brand.solid" borderWidth="3px" />
  if (type === 'inline') {
    return (
      <Box as="span" role="status" aria-label={t`Cargando…`} display="inline-flex">
        {spinner}
      </Box>
    )
  }
  return (
    <Center
      role="status"
      aria-label={t`Cargando…`}
      position={type === 'fullscreen' ? 'fixed' : 'absolute'}
      inset="0"
      zIndex={type === 'fullscreen' ? 'overlay' : 'docked'}
      bg="whiteAlpha.700"
      data-loader-type={type}
    >
      {spinner}
    </Center>
  )
}

/** Shows the loader when something called `loader.show()`. */
export function GlobalLoader() {
  const state = useStore(loaderStore)
  return state.visible ? <Loader type={state.type} /> : null
}
