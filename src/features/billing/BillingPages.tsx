import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BILLING_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { BillingHome } from './BillingHome'
import { DataEntryScreen } from './DataEntryScreen'
import { PeriodProviderScreen } from './PeriodProviderScreen'
import { PeriodScreen } from './PeriodScreen'
import { PeriodsScreen } from './PeriodsScreen'
import { RegisterVisitsScreen } from './support/RegisterVisitsScreen'

/** Every billing screen sits behind the same gate the server checks: module billing, billing.manage. */
function BillingGate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <OfficeGate requirement={BILLING_AREA} title={title}>
      {children}
    </OfficeGate>
  )
}

export function BillingHomePage() {
  const { t } = useLingui()
  return <BillingGate title={t`Facturación`}><BillingHome /></BillingGate>
}

export function PeriodsPage() {
  const { t } = useLingui()
  return <BillingGate title={t`Periodos de facturación`}><PeriodsScreen /></BillingGate>
}

export function PeriodPage({ periodId }: { periodId: string }) {
  const { t } = useLingui()
  return <BillingGate title={t`Periodo`}><PeriodScreen periodId={Number(periodId)} /></BillingGate>
}

export function PeriodProviderPage({ periodId, providerId }: { periodId: string; providerId: string }) {
  const { t } = useLingui()
  return <BillingGate title={t`Proveedor en el periodo`}><PeriodProviderScreen periodId={Number(periodId)} providerId={Number(providerId)} /></BillingGate>
}

export function DataEntryPage() {
  const { t } = useLingui()
  return <BillingGate title={t`Entrada de visitas`}><DataEntryScreen /></BillingGate>
}

/** /support/provider/register-visits: the same gate (billing.manage), as the server's /support. */
export function RegisterVisitsPage() {
  const { t } = useLingui()
  return <BillingGate title={t`Registrar visitas de un proveedor`}><RegisterVisitsScreen /></BillingGate>
}
