import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withCompanyName, withLoginLogoPreload } from './static'

const sourceIndex = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')

describe('index.html with the company name', () => {
  it('names the company where a device reads the page before any script runs', () => {
    const html = withCompanyName(sourceIndex, { short_name: 'Terapias Caribe', name: 'Terapias Educativas del Caribe' })
    expect(html).toContain('<title>Terapias Caribe</title>')
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Terapias Caribe" />')
    expect(html).toContain('<noscript>Terapias Caribe necesita JavaScript.</noscript>')
    expect(html).toContain('<meta name="company-name" content="Terapias Educativas del Caribe" />')
    expect(html).not.toContain('Bitácora')
  })

  it('escapes the name, and leaves the page alone without a company', () => {
    expect(withCompanyName(sourceIndex, { short_name: 'A & "B" <C>', name: '"X"' })).toContain('<title>A &#38; &#34;B&#34; &#60;C&#62;</title>')
    expect(withCompanyName(sourceIndex, { short_name: 'A', name: '"X"' })).toContain('<meta name="company-name" content="&#34;X&#34;" />')
    expect(withCompanyName(sourceIndex, null)).toBe(sourceIndex)
  })

  it('preloads the logo the login screen shows (its largest element) with the page', () => {
    const html = withLoginLogoPreload(sourceIndex)
    expect(html).toMatch(/<link rel="preload" as="image" href="\/branding\/logo-tall.png"[^>]*>\s*<\/head>/)
  })
})
