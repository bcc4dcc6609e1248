import { Box } from '@chakra-ui/react'

/**
 * The bar keeps one height whatever it says (two lines on a phone, one on wider screens), and its
 * placeholder takes the same room: the page under it never jumps while the bar loads or changes.
 */
export const SYNC_STATUS_HEIGHT = { base: '14', md: '10' } as const

export function SyncStatusPlaceholder() {
  return (
    <Box bg="gray.50" borderBottomWidth="1px">
      <Box h={SYNC_STATUS_HEIGHT} />
    </Box>
  )
}
