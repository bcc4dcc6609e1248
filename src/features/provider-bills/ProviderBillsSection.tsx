import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Loader } from '../../components/loader'
import { formatCents } from '../../domain/money/money'
import { useDownload } from '../../kit/office/use-download'
import { describeError } from '../../kit/errors/describe-error'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { billPdfName, billPdfPath, useBills } from './api/bills'
import { BillDetail } from './BillDetail'
import { BILL_TONES } from './bill-views'

// eslint-disable-next-line lingui/no-unlocalized-strings -- a sort field
const MY_BILLS = { page_size: 500, sort: '-period' }

/**
 * The "Facturas" section of /provider/finance: the provider's own bills (the server answers no
 * one else's), each opened read-only with its lines, or downloaded as its PDF.
 */
export function ProviderBillsSection() {
  const { t, i18n } = useLingui()
  const bills = useBills(MY_BILLS)
  const { downloading, download } = useDownload()
  const [open, setOpen] = useState<number | null>(null)

  return (
    <Stack as="section" aria-labelledby="my-bills-heading" gap="3">
      <Heading as="h2" size="md" id="my-bills-heading">
        {t`Facturas`}
      </Heading>
      {bills.isPending ? <Loader /> : null}
      {bills.isError ? <Text role="alert">{describeError(i18n, bills.error)}</Text> : null}
      {bills.data?.items.length === 0 ? <Text color="fg.muted">{t`No tiene facturas.`}</Text> : null}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
        {bills.data?.items.map((bill) => (
          <HStack as="li" key={bill.id} gap="3" wrap="wrap">
            <Button size="sm" variant={open === bill.id ? 'solid' : 'outline'} onClick={() => setOpen(open === bill.id ? null : bill.id)} aria-expanded={open === bill.id}>
              {`${bill.period_name} (${bill.academic_year_name}): ${formatCents(bill.total_cents)}`}
            </Button>
            <WorkflowStatusBadge status={bill.status} name={bill.status_name} tones={BILL_TONES} />
            <Button size="sm" variant="ghost" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(billPdfPath(bill.id), billPdfName(bill.id))}>
              {t`PDF de ${bill.period_name}`}
            </Button>
          </HStack>
        ))}
      </Stack>
      {open !== null ? <BillDetail key={open} id={open} title={t`Factura`} /> : null}
    </Stack>
  )
}
