import { Button, chakra } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ScrollRegion } from '../../components/scroll-region'
import { formatCents } from '../../domain/money/money'
import type { BillLine } from '../../domain/provider-bills/types'
import { formatDate } from '../../kit/words/format-date'

const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' } })
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } })

/** What a line is, in one phrase: the service and student, the item, or the adjustment. */
export function lineText(line: BillLine): string {
  if (line.kind === 'visit') return [line.service_name, line.duration_name, line.student_name].filter(Boolean).join(' · ')
  if (line.kind === 'item') return [line.item_name, line.description && line.description !== line.item_name ? line.description : null].filter(Boolean).join(' · ')
  return [line.adjustment_type_name, line.description].filter(Boolean).join(' · ')
}

/** A bill's lines with their rate, quantity and amount in dollars, and the total (the sum the server keeps). */
export function BillLines({ lines, totalCents, onRemove }: { lines: BillLine[]; totalCents: number; onRemove?: (line: BillLine) => void }) {
  const { t } = useLingui()
  const kind = (line: BillLine) => (line.kind === 'visit' ? t`Servicio` : line.kind === 'item' ? t`Artículo` : t`Ajuste`)
  return (
    <ScrollRegion label={t`Líneas de la factura`}>
      <Table aria-label={t`Líneas de la factura`}>
        <thead>
          <tr>
            <Th scope="col">{t`Fecha`}</Th>
            <Th scope="col">{t`Tipo`}</Th>
            <Th scope="col">{t`Descripción`}</Th>
            <Th scope="col" textAlign="end">{t`Cantidad`}</Th>
            <Th scope="col" textAlign="end">{t`Tarifa`}</Th>
            <Th scope="col" textAlign="end">{t`Importe`}</Th>
            {onRemove ? <Th scope="col">{t`Acciones`}</Th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <Td colSpan={onRemove ? 7 : 6} color="fg.muted">
                {t`La factura no tiene líneas todavía.`}
              </Td>
            </tr>
          ) : null}
          {lines.map((line) => (
            <tr key={line.id}>
              <Td whiteSpace="nowrap">{line.service_date ? formatDate(line.service_date) : ''}</Td>
              <Td>{kind(line)}</Td>
              <Td>{lineText(line)}</Td>
              <Td textAlign="end">{line.quantity}</Td>
              <Td textAlign="end">{formatCents(line.rate_cents)}</Td>
              <Td textAlign="end">{formatCents(line.amount_cents)}</Td>
              {onRemove ? (
                <Td>
                  {line.kind === 'visit' ? null : (
                    <Button size="xs" variant="outline" onClick={() => onRemove(line)} aria-label={t`Quitar ${lineText(line)}`}>
                      {t`Quitar`}
                    </Button>
                  )}
                </Td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Th scope="row" colSpan={5} textAlign="end">
              {t`Total`}
            </Th>
            <Td textAlign="end" fontWeight="semibold">
              {formatCents(totalCents)}
            </Td>
            {onRemove ? <Td /> : null}
          </tr>
        </tfoot>
      </Table>
    </ScrollRegion>
  )
}
