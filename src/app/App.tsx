import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from '../features/shared/query-client'
import { i18n } from '../i18n/locale'
import { router } from './router'
import { system } from './theme'

// One cache of server answers for the whole visit (office screens); cleared on sign-out.
const queryClient = createQueryClient()

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  )
}
