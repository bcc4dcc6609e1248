import { useLingui } from '@lingui/react/macro'
import type { Company } from '../../domain/company'
import type { CurrentUser } from '../../domain/schemas/auth'
import { Page } from '../../components/page'
import { HomeCards } from './HomeCards'

/** The office console's areas, each shown only when the company has its module. */
export function StaffHome({ user, company }: { user: CurrentUser; company: Company | null | undefined }) {
  const { t } = useLingui()
  const firstName = user.first_name
  return (
    <Page title={t`Hola, ${firstName}`}>
      {/* Until the device's company is read, no areas: they would appear one module at a time. */}
      {company === undefined ? null : <HomeCards user={user} company={company} columns={{ base: 1, md: 2, lg: 3 }} testId="console-areas" />}
    </Page>
  )
}
