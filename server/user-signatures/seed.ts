import { createHash } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import { users, userSignatures } from '../db/schema'
import { providersWithHistory } from '../seed/data/service-sessions'
import { addDays } from '../seed/random'

/**
 * The demo providers who record their sessions in the app (Marisol and Carlos) drew their
 * signature long before any seeded visit: two years before the seed day, earlier than the first
 * period of the previous academic year. So the scrubber's `missing_signature` rule, which wants a
 * signature on file on or before each service date, passes their visits — and their signed plans
 * print the drawn signature they had then. Left unsigned on purpose: José Ramírez Santiago, who
 * has no account (the clerk types in his paper sheets), so his visits are still found; and the
 * supervisor, who records no visits, so "Mi firma" shows its empty state.
 */

/** Two strokes, as signature_pad's toSVG() writes them: a different hand per provider. */
const SIGNATURE_PATHS = [
  'M12 72 C 38 14, 62 12, 90 68 S 146 126, 176 58 S 236 22, 288 48',
  'M15 60 C 30 20, 55 90, 80 40 S 120 10, 150 70 C 170 100, 220 30, 285 55',
]

const svgOf = (path: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100">' +
  `<path d="${path}" fill="none" stroke="black" stroke-width="3" stroke-linecap="round"/></svg>`

export const SIGNED_SINCE_DAYS = 730

export async function seedProviderSignatures(tx: Transaction, today: string): Promise<void> {
  const accounts = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, providersWithHistory))
  const savedAt = new Date(`${addDays(today, -SIGNED_SINCE_DAYS)}T10:00:00-04:00`)
  const rows = accounts
    .sort((a, b) => providersWithHistory.indexOf(a.email) - providersWithHistory.indexOf(b.email))
    .map((account, index) => {
      const image = Buffer.from(svgOf(SIGNATURE_PATHS[index % SIGNATURE_PATHS.length]!), 'utf8')
      return {
        user_id: account.id,
        content_type: 'image/svg+xml',
        image,
        sha256: createHash('sha256').update(image).digest('hex'),
        created_from: 'seed',
        created_at: savedAt,
      }
    })
  if (rows.length > 0) await tx.insert(userSignatures).values(rows)
}
