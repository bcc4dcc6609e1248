import { Button, HStack } from '@chakra-ui/react'
import { useRef, type KeyboardEvent } from 'react'

export interface TabChoice<Value extends string> {
  value: Value
  label: string
}

/**
 * Tabs over one list that a filter changes (not separate panels): buttons with the tab roles,
 * arrow keys move between them. Built on the button recipe: no tabs recipe at start-up.
 */
export function TabBar<Value extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string
  tabs: readonly TabChoice<Value>[]
  value: Value
  onChange: (value: Value) => void
}) {
  const list = useRef<HTMLDivElement>(null)
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const index = tabs.findIndex((tab) => tab.value === value)
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (!next) return
    event.preventDefault()
    onChange(next.value)
    list.current?.querySelector<HTMLButtonElement>(`[data-value="${next.value}"]`)?.focus()
  }
  return (
    <HStack ref={list} role="tablist" aria-label={label} gap="1" wrap="wrap" borderBottomWidth="1px" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value
        return (
          <Button
            key={tab.value}
            role="tab"
            data-value={tab.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            variant="ghost"
            colorPalette="brand"
            borderRadius="0"
            borderBottomWidth="3px"
            borderBottomColor={selected ? 'brand.solid' : 'transparent'}
            fontWeight={selected ? 'semibold' : 'normal'}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Button>
        )
      })}
    </HStack>
  )
}
