import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { system } from '../../src/app/theme'
import { i18n } from '../../src/i18n/locale'

function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  )
}

/** Renders a component with the app's theme and Spanish messages. */
export function renderWithApp(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options })
}
