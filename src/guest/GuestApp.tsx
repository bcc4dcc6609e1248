import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { GuestLayout } from './GuestLayout'
import { GuestNotice } from './GuestNotice'
import { i18n } from './i18n'
import { pageFor } from './pages'

/** The guest entry's whole app: the layout and the page the address names. */
export function GuestApp({ pathname }: { pathname: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <GuestLayout>
        <GuestRoute pathname={pathname} />
      </GuestLayout>
    </I18nProvider>
  )
}

function GuestRoute({ pathname }: { pathname: string }) {
  const { t } = useLingui()
  const match = pageFor(pathname)
  if (!match) return <GuestNotice tone="danger" title={t`Esta página no existe`}>{t`Revise que copió el enlace completo.`}</GuestNotice>
  const { Page, rest } = match
  return (
    <Suspense fallback={<p className="muted" role="status">{t`Cargando…`}</p>}>
      <Page rest={rest} />
    </Suspense>
  )
}
