import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { routeTree } from '../../src/app/route-tree.gen'
import { system } from '../../src/app/theme'
import { createQueryClient } from '../../src/kit/server-state/query-client'
import { i18n } from '../../src/i18n/locale'

/**
 * Renders the real app (router, guards, layout, screens) at `path`, against the device's
 * IndexedDB (fake-indexeddb) and whatever fetch the test installed (test/support/fake-api.ts).
 */
export function renderApp(path: string, tree: AnyRoute = routeTree) {
  const router = createRouter({ routeTree: tree, history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  )
  return { router, ...view }
}
