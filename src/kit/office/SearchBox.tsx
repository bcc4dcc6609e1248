import { Button, HStack, Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'

/** A list's search text: applied on Enter or the button, so each keystroke is not a request. */
export function SearchBox({ value, label, placeholder, onSearch }: { value: string; label: string; placeholder: string; onSearch: (text: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <HStack as="form" role="search" gap="2" maxW="lg" onSubmit={submit}>
      <Input type="search" aria-label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button type="submit" variant="outline">
        {t`Buscar`}
      </Button>
    </HStack>
  )
}
