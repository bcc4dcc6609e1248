import { useLingui } from '@lingui/react/macro'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { PurchasableItemsScreen } from './PurchasableItemsScreen'
import { RateTemplateScreen } from './RateTemplateScreen'
import { RateTemplatesScreen } from './RateTemplatesScreen'
import { ServiceRatesScreen } from './ServiceRatesScreen'

/** The finance foundation's screens behind the finance gate (module and finance.manage, as the server checks). */
export function RateTemplatesPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Plantillas de tarifas`}>
      <RateTemplatesScreen />
    </OfficeGate>
  )
}

export function RateTemplatePage({ templateId }: { templateId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Plantilla de tarifas`}>
      <RateTemplateScreen key={templateId} templateId={templateId} />
    </OfficeGate>
  )
}

export function PurchasableItemsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Artículos de compra`}>
      <PurchasableItemsScreen />
    </OfficeGate>
  )
}

export function ServiceRatesPage({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Tarifas del proveedor`}>
      <ServiceRatesScreen key={providerId} providerId={providerId} />
    </OfficeGate>
  )
}
