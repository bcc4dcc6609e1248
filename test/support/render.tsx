import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import { useState, type ReactElement, type ReactNode } from 'react'
import { system } from '../../src/app/theme'
import { createQueryClient } from '../../src/kit/server-state/query-client'
import { i18n } from '../../src/i18n/locale'

function Providers({ children }: { children: ReactNode }) {
  // One cache per rendered tree, kept across rerenders.
  const [queryClient] = useState(createQueryClient)
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  )
}

/** Renders a component with the app's theme and Spanish messages. */
export function renderWithApp(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options })
}
