import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/database'
import { PlanAttentionItem } from '../plans-offline/PlanAttentionItem'
import { changeKind } from '../service-sessions/attention/change-title'
import { PlanPart } from './PlanPart'
import { PLAN_ATTENTION_ID } from './RowSyncState'

/**
 * The plan's changes that wait for the provider (a 409 with the server's version, or a refusal),
 * inside the editor where the rows marked "Requiere atención" link: both versions, and her
 * choice. The same items are in the app's "Requiere atención" list.
 */
export function PlanAttentionPart({ planId }: { planId: number }) {
  const { t, i18n } = useLingui()
  const entries = useLiveQuery(async () => (await db.outbox.orderBy('seq').toArray()).filter((entry) => entry.plan?.planId === planId && entry.state !== 'pending'), [planId])
  if (!entries || entries.length === 0) return null
  return (
    <div id={PLAN_ATTENTION_ID}>
      <PlanPart title={t`Requiere atención`}>
        <Text color="fg.muted">{t`Estos cambios no llegaron al servidor tal como los escribió. Compare y elija.`}</Text>
        <Stack gap="3">
          {entries.map((entry) => (
            <PlanAttentionItem key={entry.seq} entry={entry} title={changeKind(i18n, entry.type)} />
          ))}
        </Stack>
      </PlanPart>
    </div>
  )
}
