import { chakra, useFieldContext } from '@chakra-ui/react'
import type { ComponentProps } from 'react'

const StyledSelect = chakra('select', {
  base: {
    width: '100%',
    minWidth: '0',
    height: '10',
    px: '3',
    textStyle: 'sm',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    focusVisibleRing: 'inside',
    focusRingColor: 'colorPalette.focusRing',
    _disabled: { layerStyle: 'disabled' },
    _invalid: { borderColor: 'border.error', focusRingColor: 'border.error' },
  },
})

/**
 * A native <select> styled like the kit's inputs, for choices not bound to a form (filters, a
 * row's own choice). Native on purpose: tablets show their own picker and no select recipe loads
 * at start-up. Inside a Field.Root it takes the field's ids, so the label names it.
 */
export function PlainSelect(props: ComponentProps<typeof StyledSelect>) {
  const field = useFieldContext()
  return <StyledSelect {...field?.getSelectProps()} {...props} />
}
