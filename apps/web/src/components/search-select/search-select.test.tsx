import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
