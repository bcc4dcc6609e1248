import { chakra, HStack } from '@chakra-ui/react'
import { useId } from 'react'
import { NativeCheckbox } from './native-checkbox'

/**
 * A labelled native checkbox (no checkbox recipe to load). Read-only, it shows its state and
 * ignores clicks; it stays focusable and announced, unlike a disabled one.
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  readOnly,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  readOnly?: boolean
}) {
  const id = useId()
  return (
    <HStack gap="2">
      <NativeCheckbox
        id={id}
        type="checkbox"
        checked={checked}
        aria-readonly={readOnly || undefined}
        readOnly={readOnly}
        onChange={(event) => {
          if (!readOnly) onChange(event.currentTarget.checked)
        }}
      />
      <chakra.label htmlFor={id} textStyle="sm">
        {label}
      </chakra.label>
    </HStack>
  )
}
