import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { RATE_TEMPLATE_MODES, type RateTemplateMode } from '../../domain/finance/schemas'
import { companyToday } from '../../domain/rules/company-time'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { useRateTemplates } from './api/rate-templates'
import { useApplyRateTemplate } from './api/service-rates'
import { describeFinanceError } from './field-codes'
import { formatDate } from '../../kit/words/format-date'

/**
 * Applies a rate template to the provider from a date: replace (the default, spec §5) makes the
 * template her whole rate sheet; merge changes only the template's services at its length. The
 * rates it ends are kept as history, but the change itself cannot be undone, so it asks first.
 */
export function ApplyTemplatePanel({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  const { i18n } = useLingui()
  const templates = useRateTemplates().data?.items ?? []
  const apply = useApplyRateTemplate(providerId)
  const [templateId, setTemplateId] = useState<number | null>(null)
  const [mode, setMode] = useState<RateTemplateMode>(RATE_TEMPLATE_MODES[0])
  const [from, setFrom] = useState(companyToday())
  const [confirming, setConfirming] = useState(false)
  const chosen = templates.find((template) => template.id === templateId)
  const consequence =
    mode === 'replace'
      ? t`Reemplazar: todas las tarifas vigentes del proveedor terminan el día antes del ${formatDate(from)} y la plantilla ${chosen?.name ?? ''} pasa a ser su hoja de tarifas.`
      : t`Combinar: solo los servicios de la plantilla ${chosen?.name ?? ''} cambian desde el ${formatDate(from)}; las demás tarifas siguen igual.`
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t`Aplicar plantilla`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="4" wrap="wrap" align="end">
            <Field.Root maxW="sm">
              <Field.Label>{t`Plantilla`}</Field.Label>
              <PlainSelect value={templateId ?? ''} onChange={(event) => setTemplateId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}>
                <option value="">{t`Elija una`}</option>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
            <Field.Root maxW="xs">
              <Field.Label>{t`Modo`}</Field.Label>
              <PlainSelect value={mode} onChange={(event) => setMode(event.currentTarget.value as RateTemplateMode)}>
                <option value="replace">{t`Reemplazar (predeterminado)`}</option>
                <option value="merge">{t`Combinar`}</option>
              </PlainSelect>
            </Field.Root>
            <Field.Root maxW="xs">
              <Field.Label>{t`Desde`}</Field.Label>
              <Input type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
            </Field.Root>
          </HStack>
          {chosen ? <Text color="fg.muted">{consequence}</Text> : null}
          <HStack>
            <Button colorPalette="brand" disabled={!chosen || !from} loading={apply.isPending} loadingText={t`Aplicar plantilla`} onClick={() => setConfirming(true)}>
              {t`Aplicar plantilla`}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      <IrreversibleConfirm
        open={confirming}
        subject={consequence}
        confirmLabel={t`Aplicar`}
        onConfirm={async () => {
          if (!chosen) return
          try {
            const result = await apply.mutateAsync({ templateId: chosen.id, input: { mode, effective_from: from } })
            showSnackbar(t`Plantilla aplicada: ${result.created} tarifas nuevas, ${result.closed + result.removed} terminadas.`, 'success')
          } catch (error) {
            showSnackbar(describeFinanceError(i18n, error), 'error')
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  )
}
