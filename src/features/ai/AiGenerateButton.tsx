import { Button, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { AiContext, AiPurpose } from '../../domain/ai/schemas'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeErrorCode } from '../../kit/errors/describe-error'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import { useAiStatus } from './api/ai-status'
import { useGenerateText } from './api/generate-text'

const AI_CODES = {
  ai_unavailable: msg`El asistente de redacción no respondió. Intente de nuevo más tarde.`,
  ai_not_configured: msg`El asistente de redacción no está disponible en este servidor.`,
  module_disabled: msg`El asistente de redacción no está activo para su compañía.`,
}

/**
 * "Redactar con IA" beside a text field of a plan (the achievements summary, a goal's wording).
 * Drawn only when the server says AI text generation is available and the device is online;
 * otherwise nothing at all. The answer goes to `onText` for the person to review and edit in
 * the field — nothing is saved by this button. `context` is read at the click: plan content
 * only (the schema refuses anything else), or null when there is nothing to send yet.
 */
export function AiGenerateButton(props: { purpose: AiPurpose; context: () => AiContext | null; onText: (text: string) => void; label?: string }) {
  const { t, i18n } = useLingui()
  const status = useAiStatus()
  const online = useBrowserOnline()
  const generate = useGenerateText()
  if (!online || status.data?.available !== true) return null

  const run = () => {
    const context = props.context()
    if (!context) return
    generate.mutate({ purpose: props.purpose, context }, { onSuccess: (answer) => props.onText(answer.text) })
  }
  const error = generate.error
  const problem = error instanceof ApiError ? describeErrorCode(i18n, error.code, describeError(i18n, error), AI_CODES) : error ? describeError(i18n, error) : null

  return (
    <Stack gap="1" align="start">
      <Button size="sm" variant="outline" colorPalette="brand" onClick={run} loading={generate.isPending} loadingText={t`Redactando…`}>
        {props.label ?? t`Redactar con IA`}
      </Button>
      {problem ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      ) : generate.isSuccess ? (
        <Text color="fg.muted" fontSize="sm">{t`Texto sugerido: revíselo y edítelo antes de guardar.`}</Text>
      ) : null}
    </Stack>
  )
}
