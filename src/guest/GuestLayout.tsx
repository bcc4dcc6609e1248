import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useGuestCompany } from './company'

/**
 * The frame of every guest page: the company's band (logo and name) and one main column sized
 * for a phone. No navigation and no way into the staff sign-in: a guest has nowhere else to go.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const company = useGuestCompany()
  return (
    <>
      <a className="skip-link" href="#guest-main">
        {t`Ir al contenido`}
      </a>
      <header className="band">
        <img src="/branding/icons/icon-72x72.png" alt="" width="32" height="32" onError={(event) => (event.currentTarget.hidden = true)} />
        <span className="band-name" data-testid="guest-company">
          {company?.name ?? ''}
        </span>
      </header>
      <main id="guest-main" className="column" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
