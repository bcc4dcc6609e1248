import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '../../components/status-badge'
import { formatDateTime } from '../../kit/words/format-date'
import type { PlanSignature } from './api/types'
import { signatureRoleWord, voidReasonWord } from './plan-words'

/**
 * Every signature of a discussion, live and voided: who, when, of which content (the start of
 * its hash). A voided one stays in the history, struck through and marked "Anulada" with why.
 */
export function SignatureList({ signatures }: { signatures: PlanSignature[] }) {
  const { t, i18n } = useLingui()
  if (signatures.length === 0) return <Text color="fg.muted" fontSize="sm">{t`Sin firmas.`}</Text>
  return (
    <Stack as="ul" ps="0" listStyleType="none" gap="1" aria-label={t`Firmas`}>
      {signatures.map((signature) => {
        const who = signature.signer ?? signature.initials ?? ''
        const what = signature.covers === 'achievement' ? t`iniciales en un logro` : t`la discusión`
        return (
          <Box as="li" key={signature.id} data-voided={signature.voided || undefined}>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" textDecoration={signature.voided ? 'line-through' : undefined} color={signature.voided ? 'fg.muted' : undefined}>
                {t`${signatureRoleWord(i18n, signature.role)}: ${who} · ${what} · ${formatDateTime(signature.signed_at)}`}
              </Text>
              <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono" title={signature.content_hash}>
                {signature.content_hash.slice(0, 12)}
              </Text>
              {signature.voided ? <StatusBadge tone="danger">{t`Anulada`}</StatusBadge> : null}
            </HStack>
            {signature.voided ? (
              <Text fontSize="sm" color="fg.error">
                {signature.voided_at
                  ? t`Anulada el ${formatDateTime(signature.voided_at)}: ${voidReasonWord(i18n, signature.voided_reason)}`
                  : t`Anulada: ${voidReasonWord(i18n, signature.voided_reason)}`}
              </Text>
            ) : null}
          </Box>
        )
      })}
    </Stack>
  )
}
