import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useWrite } from './use-write'

const LIST = ['things', 'list'] as const

function setup(write: (name: string) => Promise<string>, settled = false) {
  const client = new QueryClient()
  client.setQueryData(LIST, ['old'])
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const { result } = renderHook(() => useWrite(write, [LIST], { settled }), { wrapper })
  return { client, run: result.current }
}

describe('useWrite', () => {
  it('answers as the call does and marks what it changed stale', async () => {
    const { client, run } = setup(async (name) => `made ${name}`)
    await expect(run('a')).resolves.toBe('made a')
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true)
  })

  it('leaves the cache alone after a refusal, unless told the refusal may have changed it too', async () => {
    const refused = () => Promise.reject(new Error('no'))
    const plain = setup(refused)
    await expect(plain.run('a')).rejects.toThrow('no')
    expect(plain.client.getQueryState(LIST)?.isInvalidated).toBe(false)
    const settled = setup(refused, true)
    await expect(settled.run('a')).rejects.toThrow('no')
    expect(settled.client.getQueryState(LIST)?.isInvalidated).toBe(true)
  })
})
