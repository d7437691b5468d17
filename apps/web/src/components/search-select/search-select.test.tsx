import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FilterOption } from '../filter-bar/filter-types';
import { renderInApp } from '../../test/render';
import { SearchSelect, shouldShowPopup } from './search-select';

describe('SearchSelect', () => {
  it('opens for options or a search in flight, and for "no options" only from three characters', () => {
    expect(shouldShowPopup(0, false, 'ab')).toBe(false);
    expect(shouldShowPopup(0, false, 'abc')).toBe(true);
    expect(shouldShowPopup(2, false, '')).toBe(true);
    expect(shouldShowPopup(0, true, '')).toBe(true);
  });

  it('says No options available only after three typed characters', async () => {
    const loadOptions = vi.fn(() => Promise.resolve([]));
    renderInApp(
      <SearchSelect
        label="Buyer"
        value={null}
        onChange={() => undefined}
        loadOptions={loadOptions}
        debounceMs={0}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Buyer' });
    await userEvent.type(input, 'ab');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('ab'));
    expect(screen.queryByText('No options available')).not.toBeInTheDocument();
    await userEvent.type(input, 'c');
    expect(await screen.findByText('No options available')).toBeInTheDocument();
  });

  it('lists what the search found and picks one', async () => {
    const onChange = vi.fn();
    const loadOptions = vi.fn((query: string) =>
      Promise.resolve(query.startsWith('Sh') ? [{ value: 'B1', label: 'Shree Traders' }] : []),
    );
    renderInApp(
      <SearchSelect
        label="Buyer"
        value={null}
        onChange={onChange}
        loadOptions={loadOptions}
        debounceMs={0}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Buyer' }), 'Sh');
    await userEvent.click(await screen.findByRole('option', { name: 'Shree Traders' }));
    expect(onChange).toHaveBeenCalledWith({ value: 'B1', label: 'Shree Traders' });
  });
  it('shows the label of a value chosen elsewhere (a buyer just created in a dialog)', async () => {
    function Harness() {
      const [value, setValue] = useState<FilterOption | null>(null);
      return (
        <>
          <SearchSelect
            label="Buyer"
            value={value}
            onChange={setValue}
            loadOptions={() => Promise.resolve([])}
          />
          <button type="button" onClick={() => setValue({ value: 'B9', label: 'Navkar Infra (draft)' })}>
            created
          </button>
          <button type="button" onClick={() => setValue(null)}>
            cleared
          </button>
        </>
      );
    }
    renderInApp(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Buyer' });
    expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'created' }));
    await waitFor(() => expect(input).toHaveValue('Navkar Infra (draft)'));
    await userEvent.click(screen.getByRole('button', { name: 'cleared' }));
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
