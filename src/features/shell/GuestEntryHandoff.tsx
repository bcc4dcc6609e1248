import { useLingui } from '@lingui/react/macro'
import { Page } from '../../components/page'
import { PageHandoff } from './PageHandoff'

/** A guest plan's address inside the app: the guest entry (guest.html) draws it, loaded from the server. */
export function GuestEntryHandoff() {
  const { t } = useLingui()
  return (
    <Page title={t`Plan de intervención`}>
      <PageHandoff
        opening={t`Abriendo el plan…`}
        failure={t`No se pudo abrir la página del plan. Cierre esta pestaña y abra de nuevo el enlace que recibió.`}
      />
    </Page>
  )
}
