import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export type BadgeTone = 'danger' | 'warning' | 'success' | 'neutral' | 'info'

const TONES: Record<BadgeTone, { bg: string; color: string }> = {
  neutral: { bg: 'gray.100', color: 'gray.800' },
  info: { bg: 'brand.subtle', color: 'brand.fg' },
  success: { bg: 'green.100', color: 'green.800' },
  warning: { bg: 'accent.subtle', color: 'accent.fg' },
  danger: { bg: 'danger.subtle', color: 'danger.fg' },
}

/**
 * A short state label (e.g. "Vencida") in a colour that says how urgent it is; the words say it
 * too. Plain styles: no badge recipe to load.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const colors = TONES[tone]
  return (
    <Box as="span" display="inline-block" px="2" py="0.5" borderRadius="full" textStyle="xs" fontWeight="semibold" whiteSpace="nowrap" data-tone={tone} {...colors}>
      {children}
    </Box>
  )
}
