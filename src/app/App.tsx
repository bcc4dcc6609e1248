import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { QueryProvider } from '../kit/server-state/query-provider'
import { i18n } from '../i18n/locale'
import { router } from './router'
import { system } from './theme'

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        {/* One cache of server answers for the whole visit (office screens); cleared on sign-out. */}
        <QueryProvider>
          <RouterProvider router={router} />
        </QueryProvider>
      </I18nProvider>
    </ChakraProvider>
  )
}
