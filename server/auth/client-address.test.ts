import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { forwardedClient } from './client-address'

describe('forwardedClient (X-Forwarded-For behind TRUST_PROXY hops)', () => {
  it('takes the entry our one proxy appended, never the client’s own claim on the left', () => {
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(forwardedClient(' 1.1.1.1 ,2.2.2.2,  203.0.113.9 ', 1)).toBe('203.0.113.9')
  })

  it('with n proxies takes the n-th entry from the right', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2', 3)).toBe('203.0.113.9')
    // Fewer entries than proxies: the leftmost, which one of our proxies wrote.
    expect(forwardedClient('203.0.113.9', 3)).toBe('203.0.113.9')
  })

  it('ignores the header when no proxy is trusted, or when it holds nothing', () => {
    expect(forwardedClient('6.6.6.6', 0)).toBeNull()
    expect(forwardedClient(undefined, 1)).toBeNull()
    expect(forwardedClient(' , ', 1)).toBeNull()
  })
})

describe('TRUST_PROXY', () => {
  const hops = (value: string | undefined) => readConfig({ TRUST_PROXY: value }).trustedProxyHops
  it('is a number of proxies: unset or 0 trusts none, true means one', () => {
    expect(hops(undefined)).toBe(0)
    expect(hops('0')).toBe(0)
    expect(hops('false')).toBe(0)
    expect(hops('1')).toBe(1)
    expect(hops('true')).toBe(1)
    expect(hops('2')).toBe(2)
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/)
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/)
  })
})
