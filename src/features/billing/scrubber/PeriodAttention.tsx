import { Link as ChakraLink, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SCRUB_RULES } from '../../../domain/scrubber/rules'
import { WorkflowStatusBadge } from '../../../kit/workflow/WorkflowStatusBadge'
import { count } from '../format-count'
import { usePeriodLock } from './api'
import { FINDINGS_ANCHOR, REVIEW_ANCHOR } from './anchors'
import { PERIOD_TONES, ruleName } from './scrubber-words'
import { usePageFindings } from './use-page-findings'

/**
 * The first thing on a period's page (issue 23 item 6): whether it is open or closed, and how
 * many findings the pre-bill review has, per rule, each a link to the findings of that rule —
 * which sit below the summary table, out of sight on the first screen. Reads the same queries as
 * the review section, so it costs no request of its own.
 */
export function PeriodAttention({ periodId }: { periodId: number }) {
  const { t } = useLingui()
  const lock = usePeriodLock(periodId)
  const { findings } = usePageFindings(periodId)
  const byRule = findings.data?.by_rule
  const rules = byRule ? SCRUB_RULES.filter((rule) => byRule[rule] > 0) : []
  const total = rules.reduce((sum, rule) => sum + byRule![rule], 0)
  const params = { periodId: String(periodId) }
  const findingsCount = count(total)
  const ruleCount = (rule: string, findings: string) => t`${rule}: ${findings}`
  return (
    <chakra.section aria-label={t`Lo que hay que revisar`} borderWidth="1px" borderRadius="lg" p="4" borderColor={total > 0 ? 'accent.solid' : undefined}>
      <Stack gap="2">
        {lock.data ? (
          <HStack gap="2" wrap="wrap">
            <Text>{t`Estado del periodo:`}</Text>
            <WorkflowStatusBadge status={lock.data.status} name={lock.data.status_name} tones={PERIOD_TONES} />
            <Text textStyle="sm" color="fg.muted">
              {lock.data.status === 'locked' ? t`Sus visitas no aceptan cambios.` : t`Sus visitas aceptan cambios hasta que se cierre.`}
            </Text>
            <ChakraLink asChild textStyle="sm" color="brand.fg" textDecoration="underline">
              <Link to="/billing/periods/$periodId" params={params} search={(previous) => previous} hash={REVIEW_ANCHOR}>
                {lock.data.status === 'locked' ? t`Abrir de nuevo…` : t`Cerrar el periodo…`}
              </Link>
            </ChakraLink>
          </HStack>
        ) : null}
        {byRule === undefined ? null : total === 0 ? (
          <Text>{t`La revisión antes de facturar no encontró visitas que incumplan las reglas.`}</Text>
        ) : (
          <Stack gap="1">
            <Text fontWeight="semibold">{t`${findingsCount} hallazgos en la revisión antes de facturar:`}</Text>
            <Stack as="ul" gap="1" ps="5" m="0" listStyleType="disc">
              {rules.map((rule) => (
                <li key={rule}>
                  <ChakraLink asChild color="brand.fg" textDecoration="underline">
                    <Link to="/billing/periods/$periodId" params={params} search={{ rule }} hash={FINDINGS_ANCHOR}>
                      {ruleCount(ruleName(rule), count(byRule[rule]))}
                    </Link>
                  </ChakraLink>
                </li>
              ))}
            </Stack>
            <ChakraLink asChild textStyle="sm" color="brand.fg" textDecoration="underline" alignSelf="start">
              <Link to="/billing/periods/$periodId" params={params} search={{}} hash={FINDINGS_ANCHOR}>
                {t`Ver todos los hallazgos`}
              </Link>
            </ChakraLink>
          </Stack>
        )}
      </Stack>
    </chakra.section>
  )
}
