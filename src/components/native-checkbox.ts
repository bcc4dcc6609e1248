import { chakra } from '@chakra-ui/react'

/** A native checkbox in the brand colour: no checkbox recipe (or its state machine) to load. */
export const NativeCheckbox = chakra('input', {
  base: { boxSize: '4', flexShrink: '0', accentColor: 'brand.solid', cursor: 'pointer', _readOnly: { cursor: 'default' } },
})
