import { Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { useDeleteRateTemplate, useRateTemplate } from './api/rate-templates'
import { describeFinanceError } from './field-codes'
import { RateTemplateEditor } from './RateTemplateForm'

/** /finance/provider-service-rate-templates/{id}: one template, edited whole, or deleted after a warning. */
export function RateTemplateScreen({ templateId }: { templateId: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const template = useRateTemplate(templateId)
  const remove = useDeleteRateTemplate()
  const [confirming, setConfirming] = useState(false)
  const back = () => void navigate({ to: '/finance/provider-service-rate-templates' })
  if (template.isPending) return <Loader />
  if (template.isError) {
    return (
      <Page title={t`Plantilla de tarifas`}>
        <p>{describeFinanceError(i18n, template.error)}</p>
        <Link to="/finance/provider-service-rate-templates">{t`Volver a las plantillas`}</Link>
      </Page>
    )
  }
  return (
    <Page
      title={template.data.name}
      actions={
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {t`Eliminar plantilla`}
        </Button>
      }
    >
      <Stack gap="4">
        <RateTemplateEditor key={template.data.hash} template={template.data} onSaved={() => undefined} />
        <Link to="/finance/provider-service-rate-templates">{t`Volver a las plantillas`}</Link>
      </Stack>
      <IrreversibleConfirm
        open={confirming}
        subject={t`Eliminar la plantilla ${template.data.name}. Las tarifas ya aplicadas a proveedores no cambian.`}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(templateId)
            showSnackbar(t`Plantilla eliminada`, 'success')
            back()
          } catch (error) {
            showSnackbar(describeFinanceError(i18n, error), 'error')
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </Page>
  )
}
