import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticRoutes, withCompanyName, withLoginLogoPreload } from './static'

const source = (page: string) => readFileSync(path.resolve(import.meta.dirname, '../..', page), 'utf8')
const sourceIndex = source('index.html')
const sourceLogin = source('login.html')
const CARIBE = { short_name: 'Terapias Caribe', name: 'Terapias Educativas del Caribe', primary_color: '#00796b' }

describe('the pages with the company name', () => {
  it('names the company where a device reads the page before any script runs', () => {
    for (const page of [sourceIndex, sourceLogin]) {
      const html = withCompanyName(page, CARIBE)
      expect(html).toContain('<title>Terapias Caribe</title>')
      expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Terapias Caribe" />')
      expect(html).toContain('<noscript>Terapias Caribe necesita JavaScript.</noscript>')
      expect(html).toContain('<meta name="theme-color" content="#00796b" />')
      expect(html).not.toContain('Bitácora')
    }
    // The login page draws its heading and button from these before it reads the device.
    const login = withCompanyName(sourceLogin, CARIBE)
    expect(login).toContain('<meta name="company-name" content="Terapias Educativas del Caribe" />')
    expect(login).toContain('<meta name="company-color" content="#00796b" />')
  })

  it('escapes the name, and leaves the page alone without a company', () => {
    expect(withCompanyName(sourceLogin, { ...CARIBE, short_name: 'A & "B" <C>' })).toContain('<title>A &#38; &#34;B&#34; &#60;C&#62;</title>')
    expect(withCompanyName(sourceLogin, { ...CARIBE, name: '"X"' })).toContain('<meta name="company-name" content="&#34;X&#34;" />')
    expect(withCompanyName(sourceLogin, { ...CARIBE, primary_color: '"><script>' })).toContain('<meta name="company-color" content="&#34;&#62;&#60;script&#62;" />')
    expect(withCompanyName(sourceIndex, null)).toBe(sourceIndex)
  })

  it('preloads the logo the login screen shows (its largest element) with the page', () => {
    const html = withLoginLogoPreload(sourceLogin)
    expect(html).toMatch(/<link rel="preload" as="image" href="\/branding\/logo-tall.png"[^>]*>\s*<\/head>/)
  })
})

describe('which page a path gets', () => {
  it('guest addresses get guest.html (the guest entry), /login login.html, the rest of the client routes index.html', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'))
    try {
      writeFileSync(path.join(dir, 'index.html'), '<html><title>Bitácora</title>app</html>')
      writeFileSync(path.join(dir, 'guest.html'), '<html><title>Bitácora</title>guest</html>')
      writeFileSync(path.join(dir, 'login.html'), '<html><head><title>Bitácora</title></head>login</html>')
      const app = staticRoutes(dir, async () => CARIBE)
      const bodyOf = async (url: string) => {
        const response = await app.request(url)
        return { status: response.status, text: await response.text(), cache: response.headers.get('Cache-Control') }
      }
      const guest = await bodyOf('/guest/intervention-plans/3f2c9a7e-1b2d-4c5e-8f90-123456789abc')
      expect(guest).toEqual({ status: 200, text: '<html><title>Terapias Caribe</title>guest</html>', cache: 'no-store' })
      expect((await bodyOf('/guest/intervention-plans')).text).toContain('guest')
      // The service forms are a page of the guest entry too.
      expect((await bodyOf('/guest/service-forms/3f2c9a7e-1b2d-4c5e-8f90-123456789abc')).text).toContain('guest')
      expect((await bodyOf('/guest/intervention-plans-other')).text).toContain('app')
      expect((await bodyOf('/students')).text).toContain('app')
      // The login page, by its address and by the file name the service worker precaches, with
      // the company's name and its logo preloaded; revalidated like the app's page.
      for (const address of ['/login', '/login?redirect=%2Fstudents', '/login.html']) {
        const login = await bodyOf(address)
        expect(login, address).toMatchObject({ status: 200, cache: 'no-cache' })
        expect(login.text, address).toContain('<title>Terapias Caribe</title>')
        expect(login.text, address).toContain('logo-tall.png')
        expect(login.text, address).toContain('login</html>')
      }
      expect((await bodyOf('/login/other')).text).toContain('app')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
