import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '../i18n/locale'
import { router } from './router'
import { system } from './theme'

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>
  )
}
