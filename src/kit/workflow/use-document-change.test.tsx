import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../sync/api-errors'
import { useDocumentChange } from './use-document-change'

interface Doc {
  id: number
  status_name: string
  hash: string
}

const KEY = ['docs', 'one', 1] as const
const LIST = ['docs', 'list'] as const

function setup(isDocument?: (doc: Doc) => boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(KEY, { id: 1, status_name: 'Borrador', hash: 'a' })
  client.setQueryData(LIST, ['fresh'])
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const hook = renderHook(() => useDocumentChange<Doc>({ queryKey: KEY, stale: [LIST], refusal: () => 'rechazado', isDocument }), { wrapper })
  return { client, hook }
}

const conflictWith = (current: unknown) => new ApiError(409, { code: 'version_conflict', message: '', current } as ApiError['body'])

describe('useDocumentChange', () => {
  it('shows the answer as the document and marks the lists stale', async () => {
    const { client, hook } = setup()
    const then = vi.fn(async () => undefined)
    await act(async () => {
      await hook.result.current.change(async () => ({ id: 1, status_name: 'Enviado', hash: 'b' }), 'Listo', { then })
    })
    expect(then).toHaveBeenCalledOnce()
    expect(client.getQueryData<Doc>(KEY)?.status_name).toBe('Enviado')
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true)
    expect(hook.result.current.conflict).toBeNull()
  })

  it('keeps a refused change beside the document as it is now, until the person takes it', async () => {
    const { client, hook } = setup()
    await act(async () => {
      await hook.result.current.change(() => Promise.reject(conflictWith({ id: 1, status_name: 'Aprobado', hash: 'c' })), 'Listo')
    })
    expect(hook.result.current.conflict).toEqual({ message: 'rechazado', current: { id: 1, status_name: 'Aprobado', hash: 'c' } })
    expect(client.getQueryData<Doc>(KEY)?.status_name).toBe('Borrador')
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true)

    act(() => hook.result.current.takeCurrent())
    expect(client.getQueryData<Doc>(KEY)?.hash).toBe('c')
    expect(hook.result.current.conflict).toBeNull()
  })

  it('does not take a 409 about another record for the document', async () => {
    const { hook } = setup((doc) => 'status_name' in doc)
    const then = vi.fn(async () => undefined)
    await act(async () => {
      await hook.result.current.change(() => Promise.reject(conflictWith({ payment_id: 4 })), 'Listo', { then })
    })
    expect(then).not.toHaveBeenCalled()
    expect(hook.result.current.conflict).toBeNull()
  })
})
