import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyBrandColor } from '../app/branding'
import { system } from '../app/theme'
import { activateLocale, i18n, savedLocale } from '../i18n/locale'
import { LoginPage } from './LoginPage'
import { companyColorFromPage } from './page-meta'

/**
 * The login entry (login.html, src/domain/login-entry.ts): the sign-in form drawn by React, the
 * UI kit with the app's theme and the app's catalog alone — no router, no device database
 * library — so a device nobody is signed in on opens it near the kit's own floor.
 */
await activateLocale(savedLocale())
const companyColor = companyColorFromPage()
if (companyColor) applyBrandColor(companyColor)

const root = document.getElementById('root')
if (!root) throw new Error('login.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <LoginPage />
      </I18nProvider>
    </ChakraProvider>
  </StrictMode>,
)
