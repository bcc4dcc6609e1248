import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import { NetworkError } from '../../sync/api-errors'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeErrorCode } from '../../kit/errors/describe-error'
import { formatDateTimeInWords } from '../../kit/words/format-date'
import { ProblemAlert } from '../../kit/errors/PendingPage'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { useMySignature } from './api/my-signature'
import { useSaveSignature } from './api/save-signature'
import { SignatureCanvas, type SignatureCanvasHandle } from './SignatureCanvas'

const SIGNATURE_CODES = {
  invalid_signature_image: msg`La imagen de la firma no es válida. Bórrela y dibújela de nuevo.`,
  too_large: msg`La firma es demasiado grande. Bórrela y dibújela de nuevo.`,
}

/**
 * /provider/config/signature: the provider draws her signature and saves it on the server
 * (`user-signatures`), where the documents she signs take it from. It needs a connection — the
 * signature is not kept on the device — and says so plainly when there is none.
 */
export function SignatureScreen() {
  const { t, i18n } = useLingui()
  const online = useBrowserOnline()
  const signature = useMySignature()
  const save = useSaveSignature()
  const canvas = useRef<SignatureCanvasHandle>(null)
  const [empty, setEmpty] = useState(true)

  const submit = () => {
    const image = canvas.current?.toPng()
    if (!image) return
    save.mutate(image, {
      onSuccess: () => {
        canvas.current?.clear()
        showSnackbar(t`Firma guardada.`, 'success')
      },
    })
  }

  const saveError = save.error
  const saveProblem =
    saveError instanceof ApiError
      ? describeErrorCode(i18n, saveError.body.errors?.image ?? saveError.code, describeError(i18n, saveError), SIGNATURE_CODES)
      : saveError
        ? describeError(i18n, saveError)
        : null
  const current = signature.data?.current

  return (
    <Page title={t`Mi firma`}>
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t`Sin conexión. Su firma se guarda en el servidor: conéctese a Internet para verla o cambiarla.`}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="3" as="section" aria-labelledby="current-signature">
        <Heading as="h2" size="md" id="current-signature">{t`Firma actual`}</Heading>
        {signature.data ? (
          current ? (
            <Stack gap="2">
              <Box borderWidth="1px" borderRadius="md" bg="white" p="2" maxW="md">
                <img src={current.image} alt={t`Su firma actual`} style={{ maxWidth: '100%', maxHeight: '120px' }} />
              </Box>
              <Text color="fg.muted" fontSize="sm">{t`Guardada el ${formatDateTimeInWords(current.created_at)}.`}</Text>
            </Stack>
          ) : (
            <Text>{t`Aún no ha guardado una firma.`}</Text>
          )
        ) : signature.error ? (
          signature.error instanceof NetworkError || !online ? (
            <Text color="fg.muted">{t`No se puede mostrar sin conexión.`}</Text>
          ) : (
            <ProblemAlert>{describeError(i18n, signature.error)}</ProblemAlert>
          )
        ) : (
          <Loader type="inline" />
        )}
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="new-signature">
        <Heading as="h2" size="md" id="new-signature">{current ? t`Cambiar la firma` : t`Dibujar la firma`}</Heading>
        <Text>{t`Dibuje su firma en el recuadro con el dedo, un lápiz táctil o el ratón.`}</Text>
        <SignatureCanvas ref={canvas} label={t`Recuadro para dibujar la firma`} onChange={setEmpty} />
        {saveProblem ? <ProblemAlert>{saveProblem}</ProblemAlert> : null}
        <HStack gap="3">
          <Button variant="outline" onClick={() => canvas.current?.clear()} disabled={empty || save.isPending}>
            {t`Borrar`}
          </Button>
          <Button colorPalette="brand" onClick={submit} disabled={empty || !online} loading={save.isPending} loadingText={t`Guardando…`}>
            {t`Guardar firma`}
          </Button>
        </HStack>
        {online ? null : <Text color="fg.muted" fontSize="sm">{t`Para guardar la firma necesita conexión.`}</Text>}
      </Stack>
    </Page>
  )
}
