import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { GuestApp } from './GuestApp'
import { activateGuestLanguage } from './i18n'
import './guest.css'

/**
 * The guest entry (guest.html): pages a parent or a teacher opens from a link, on any phone,
 * without an account. React, Lingui and plain CSS only — no Chakra, router, query cache or device
 * database — so the page stays small (docs/plans.md, "The guest plan page"). It registers no service worker.
 */
activateGuestLanguage()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GuestApp pathname={window.location.pathname} />
  </StrictMode>,
)
