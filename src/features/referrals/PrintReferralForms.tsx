import { Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useDownload } from '../../kit/office/use-download'
import { referralForms } from './api/referral-forms'

/** Whoever may read the referral may print its forms: each button saves its PDF, or the snackbar shows why not. */
export function PrintReferralForms({ referralId, number }: { referralId: number; number: string }) {
  const { t } = useLingui()
  const paths = referralForms(referralId, number)
  const forms: [label: string, request: readonly [string, string]][] = [
    [t`Rótulo`, paths.label],
    [t`Informe de progreso`, paths.progress],
    [t`Registro de acciones`, paths.actionsLog],
    [t`Registro de acceso`, paths.accessLog],
    [t`Certificación de servicio`, paths.certification],
  ]
  const label = t`Imprimir (PDF):`
  return (
    <HStack role="group" aria-label={label} gap="2" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      {forms.map(([name, [path, fallbackName]]) => (
        <FormButton key={path} name={name} path={path} fallbackName={fallbackName} />
      ))}
    </HStack>
  )
}

/** One form's button, with its own busy state (two downloads may run at once). */
function FormButton({ name, path, fallbackName }: { name: string; path: string; fallbackName: string }) {
  const { t } = useLingui()
  const { download, downloading } = useDownload()
  return (
    <Button variant="outline" size="xs" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(path, fallbackName)}>
      {name}
    </Button>
  )
}
