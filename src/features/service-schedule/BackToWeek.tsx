import { Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way back from a weekday or a time slot to the provider's whole week. */
export function BackToWeek({ providerId }: { providerId: number }) {
  const { t } = useLingui()
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/providers/$providerId/service-schedule" params={{ providerId: String(providerId) }}>
        {t`Volver a la semana`}
      </Link>
    </Button>
  )
}
