import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { FormField } from './form-field';
import { TimeField } from './time-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Начален час" error={value === 'грешка' ? 'Невалиден час' : undefined}>
        <TimeField value={value} onChange={setValue} />
      </FormField>
      <output aria-label="held">{value}</output>
    </>
  );
}

const held = () => screen.getByLabelText('held').textContent;

describe('TimeField', () => {
  it('reads 1730, 17.30 and 9:05 as times on the 24-hour clock and shows them as HH:MM once left', async () => {
    await i18n.changeLanguage('bg');
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Начален час');
    expect(input).toHaveAttribute('placeholder', 'чч:мм');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    for (const [typed, time] of [
      ['1730', '17:30'],
      ['17.30', '17:30'],
      ['9:05', '09:05'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      expect(held()).toBe(time);
      expect(input).toHaveValue(typed);
      await user.tab();
      expect(input).toHaveValue(time);
    }
  });

  it('hands a time that does not exist to validation as typed', async () => {
    await i18n.changeLanguage('en');
    render(<Harness initial="08:00" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Начален час');
    expect(input).toHaveAttribute('placeholder', 'hh:mm');
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(held()).toBe('25:00');
    expect(input).toHaveValue('25:00');
  });

  it('shows a time the server sends with seconds as HH:MM', async () => {
    await i18n.changeLanguage('bg');
    render(<Harness initial="18:00:00" />);
    expect(screen.getByLabelText('Начален час')).toHaveValue('18:00');
  });

  it('carries the error and its description to the input', async () => {
    await i18n.changeLanguage('ru');
    render(<Harness initial="грешка" />);
    const input = screen.getByRole('textbox', { name: 'Начален час' });
    expect(input).toHaveAttribute('placeholder', 'чч:мм');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Невалиден час');
  });
});
