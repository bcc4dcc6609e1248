import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLongPress } from './use-long-press'

function Row({ onLongPress }: { onLongPress: () => void }) {
  return <div data-testid="row" {...useLongPress(onLongPress)} />
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const press = (pointerType: string, x = 0) => fireEvent.pointerDown(screen.getByTestId('row'), { pointerType, clientX: x, clientY: 0 })

describe('useLongPress', () => {
  it('fires after 1,000 ms of a touch held still, not before', () => {
    const onLongPress = vi.fn()
    render(<Row onLongPress={onLongPress} />)
    press('touch')
    act(() => vi.advanceTimersByTime(999))
    expect(onLongPress).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onLongPress).toHaveBeenCalledTimes(1)
  })

  it('does not fire when the finger lifts or moves away first, nor for a mouse', () => {
    const onLongPress = vi.fn()
    render(<Row onLongPress={onLongPress} />)
    press('touch')
    act(() => vi.advanceTimersByTime(500))
    fireEvent.pointerUp(screen.getByTestId('row'))
    press('touch')
    fireEvent.pointerMove(screen.getByTestId('row'), { clientX: 40, clientY: 0 })
    press('mouse')
    act(() => vi.advanceTimersByTime(2000))
    expect(onLongPress).not.toHaveBeenCalled()
  })
})
