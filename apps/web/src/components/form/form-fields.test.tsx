import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../../test/render';
import { caretAfterGrouping, groupDecimalText, isAcceptableDecimalText } from './decimal-input';
import { numberText, phoneValue, requiredText, rupeesText } from './form-schemas';
import { NumberFormField, steppedText } from './number-form-field';
import { EMPTY_PHONE, PhoneFormField } from './phone-form-field';
import { PriceFormField } from './price-form-field';
import { TextFormField } from './text-form-field';

function Form<T extends FieldValues>({
  schema,
  defaults,
  children,
}: {
  schema: z.ZodType<T, T>;
  defaults: T;
  children: (control: Control<T>) => ReactNode;
}) {
  const { control, handleSubmit } = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: defaults as never,
    mode: 'onTouched',
  });
  return (
    <form onSubmit={(e) => void handleSubmit(() => undefined)(e)} noValidate>
      {children(control)}
      <button type="submit">Save</button>
    </form>
  );
}

describe('decimal input rules', () => {
  it('accepts text on its way to a non-negative number with limited decimals', () => {
    expect(isAcceptableDecimalText('12.125', 3)).toBe(true);
    expect(isAcceptableDecimalText('12.', 3)).toBe(true);
    expect(isAcceptableDecimalText('12.1254', 3)).toBe(false);
    expect(isAcceptableDecimalText('-1', 3)).toBe(false);
    expect(isAcceptableDecimalText('1e5', 3)).toBe(false);
    expect(isAcceptableDecimalText('12.5', 0)).toBe(false);
  });

  it('groups the whole part the Indian way and keeps the caret after the same digit', () => {
    expect(groupDecimalText('1234567.5')).toBe('12,34,567.5');
    expect(groupDecimalText('.5')).toBe('0.5');
    expect(groupDecimalText('000123')).toBe('123');
    expect(caretAfterGrouping('12,34,567', 3)).toBe(4);
    expect(caretAfterGrouping('12,34,567', 0)).toBe(0);
  });
});

describe('TextFormField', () => {
  const schema = z.object({ remarks: requiredText(20) });

  it('marks a mandatory field with a star and counts characters', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ remarks: '' }}>
        {(control) => (
          <TextFormField control={control} name="remarks" label="Remarks" required maxLength={20} />
        )}
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Remarks/ });
    expect(screen.getByText('*', { exact: false, selector: '.MuiFormLabel-asterisk' })).toBeInTheDocument();
    expect(screen.getByText('0/20')).toBeInTheDocument();
    await userEvent.type(input, 'Deliver by noon');
    expect(screen.getByText('15/20')).toBeInTheDocument();
    expect(input).toHaveAttribute('maxLength', '20');
  });

  it('shows an error only after the field was touched', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ remarks: '' }}>
        {(control) => <TextFormField control={control} name="remarks" label="Remarks" required />}
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: /Remarks/ });
    await userEvent.click(input);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows errors of untouched fields once the form is submitted', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ remarks: '' }}>
        {(control) => <TextFormField control={control} name="remarks" label="Remarks" required />}
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('shows errors in the interface language', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ remarks: '' }}>
        {(control) => <TextFormField control={control} name="remarks" label="टिप्पणी" required />}
      </Form>,
      { language: 'hi' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('यह फ़ील्ड आवश्यक है')).toBeInTheDocument();
  });
});

describe('NumberFormField', () => {
  it('ignores a minus and a fourth decimal', async () => {
    renderInApp(
      <Form schema={z.object({ qty: numberText() })} defaults={{ qty: '' }}>
        {(control) => <NumberFormField control={control} name="qty" label="Quantity" />}
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '-12.12345');
    expect(input).toHaveValue('12.123');
  });

  it('validates with the domain rule', async () => {
    renderInApp(
      <Form schema={z.object({ qty: numberText() })} defaults={{ qty: '' }}>
        {(control) => <NumberFormField control={control} name="qty" label="Quantity" />}
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '.');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid number')).toBeInTheDocument();
  });

  it('steps by its step with the arrow keys, never below 0, and says so', async () => {
    renderInApp(
      <Form schema={z.object({ qty: numberText() })} defaults={{ qty: '5.000' }}>
        {(control) => <NumberFormField control={control} name="qty" label="Quantity" step={1} />}
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('7');
    await userEvent.keyboard('{ArrowDown}'.repeat(9));
    expect(input).toHaveValue('0');
    expect(steppedText('2.5', 1, 1, 3)).toBe('3.5');
    expect(steppedText('0.1', 0.2, 1, 3)).toBe('0.3');
  });
});

describe('PriceFormField', () => {
  it('shows ₹ and lakh separators while the form keeps plain rupees', async () => {
    let saved: unknown = null;
    function PriceForm() {
      const { control, handleSubmit } = useForm({
        resolver: zodResolver(z.object({ price: rupeesText() })),
        defaultValues: { price: '' },
      });
      return (
        <form onSubmit={(e) => void handleSubmit((v) => (saved = v))(e)}>
          <PriceFormField control={control} name="price" label="Price" />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderInApp(<PriceForm />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(screen.getByText('₹')).toBeInTheDocument();
    await userEvent.type(input, '1234567.899');
    expect(input).toHaveValue('12,34,567.89');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ price: '1234567.89' }));
  });
});

describe('PhoneFormField', () => {
  const schema = z.object({ phone: phoneValue() });

  it('starts with India +91 and validates the number with the domain rule', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ phone: EMPTY_PHONE }}>
        {(control) => <PhoneFormField control={control} name="phone" label="Mobile number" required />}
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: /Code/ })).toHaveValue('+91');
    const number = screen.getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(number, '98a76');
    expect(number).toHaveValue('9876');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    await userEvent.type(number, '543210');
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid 10-digit phone number')).not.toBeInTheDocument(),
    );
  });

  it('offers every country by name or code', async () => {
    renderInApp(
      <Form schema={schema} defaults={{ phone: EMPTY_PHONE }}>
        {(control) => <PhoneFormField control={control} name="phone" label="Mobile number" />}
      </Form>,
    );
    const code = screen.getByRole('combobox', { name: /Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'Nepal');
    fireEvent.click(await screen.findByRole('option', { name: /Nepal/ }));
    expect(code).toHaveValue('+977');
  });
});
