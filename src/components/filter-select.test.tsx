import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../test/support/render'
import { FilterSelect } from './filter-select'

describe('FilterSelect', () => {
  it('offers "Todos" first and gives back ids as numbers, and undefined for no filter', async () => {
    const onChange = vi.fn()
    renderWithApp(<FilterSelect label="Proveedor" value={undefined} options={[{ value: 7, label: 'Marisol' }, { value: 12, label: 'Gloria' }]} onChange={onChange} />)
    const select = screen.getByLabelText('Proveedor')
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Todos', 'Marisol', 'Gloria'])
    await userEvent.selectOptions(select, 'Gloria')
    expect(onChange).toHaveBeenLastCalledWith(12)
  })

  it('gives back codes as text, keeps the chosen value shown, and names the empty choice as told', async () => {
    const onChange = vi.fn()
    renderWithApp(<FilterSelect label="Región" allLabel="Todas" value="approved" options={[{ value: 'draft', label: 'Borrador' }, { value: 'approved', label: 'Aprobada' }]} onChange={onChange} />)
    const select = screen.getByLabelText('Región') as HTMLSelectElement
    expect(select.value).toBe('approved')
    expect(select.options[0]?.textContent).toBe('Todas')
    await userEvent.selectOptions(select, 'Todas')
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    await userEvent.selectOptions(select, 'Borrador')
    expect(onChange).toHaveBeenLastCalledWith('draft')
  })
})
