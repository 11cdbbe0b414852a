import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { DateField } from './date-field';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { FormField } from './form-field';

type HarnessProps = {
  initial?: string;
  min?: string;
  max?: string;
  error?: string;
  onValue?: (value: string) => void;
  /** A reset button, as a form that saves with Enter and starts again from `initial`. */
  resettable?: boolean;
};

/** A form's date as the forms hold it: the field's value out is kept and handed back. */
function Harness({ initial = '', min, max, error, onValue, resettable }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {resettable ? (
        <button type="button" onClick={() => setValue(initial)}>
          reset
        </button>
      ) : null}
      <FormField label="Дата на раждане" error={error}>
        <DateField
          value={value}
          min={min}
          max={max}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
      </FormField>
      <output aria-label="held">{value}</output>
    </>
  );
}

async function renderIn(language: string, props: HarnessProps = {}) {
  await i18n.changeLanguage(language);
  render(<Harness {...props} />);
  return { user: userEvent.setup(), input: screen.getByLabelText('Дата на раждане') };
}

const held = () => screen.getByLabelText('held').textContent;

describe('DateField', () => {
  it('reads a date typed in Bulgarian, keeps it ISO and writes it back as dd.mm.yyyy', async () => {
    const { user, input } = await renderIn('bg');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await user.type(input, '3.9.2019');
    expect(held()).toBe('2019-09-03');
    expect(input).toHaveValue('3.9.2019');
    await user.tab();
    expect(input).toHaveValue('03.09.2019');
    expect(held()).toBe('2019-09-03');
  });

  it('shows the held date again after a reset, even when typing never left the field', async () => {
    const { user, input } = await renderIn('bg', { initial: '2026-11-27', resettable: true });
    expect(input).toHaveValue('27.11.2026');
    await user.clear(input);
    await user.type(input, '5.3.2026');
    expect(held()).toBe('2026-03-05');
    // The form saves and starts again from today's date without the field being left: it shows that date.
    screen.getByRole('button', { name: 'reset' }).click();
    expect(await screen.findByDisplayValue('27.11.2026')).toBe(input);
    expect(held()).toBe('2026-11-27');
  });

  it('writes the date the British way in English, and still reads an ISO date', async () => {
    const { user, input } = await renderIn('en');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(input, '3.9.2019');
    await user.tab();
    expect(input).toHaveValue('03/09/2019');
    await user.clear(input);
    await user.type(input, '2024-02-29');
    await user.tab();
    expect(input).toHaveValue('29/02/2024');
    expect(held()).toBe('2024-02-29');
  });

  it('shows a held date in the language, and again when the language changes', async () => {
    await renderIn('ru', { initial: '2019-09-03' });
    const input = screen.getByLabelText('Дата на раждане');
    expect(input).toHaveValue('03.09.2019');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await i18n.changeLanguage('en');
    expect(await screen.findByDisplayValue('03/09/2019')).toBe(input);
  });

  it('hands text that is not a date to validation as typed, and empties the value when cleared', async () => {
    const onValue = vi.fn();
    const { user, input } = await renderIn('bg', { initial: '2019-09-03', onValue });
    await user.clear(input);
    expect(held()).toBe('');
    await user.type(input, '31.02.2019');
    await user.tab();
    expect(held()).toBe('31.02.2019');
    expect(input).toHaveValue('31.02.2019');
    expect(onValue).not.toHaveBeenCalledWith('2019-03-03');
  });

  it('carries the label, the error and its description to the text input', async () => {
    await renderIn('bg', { error: 'Невалидна дата' });
    const input = screen.getByRole('textbox', { name: 'Дата на раждане' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Невалидна дата');
  });

  it('opens a calendar in the language, weeks from Monday, and a picked day becomes the value', async () => {
    const { user, input } = await renderIn('bg', { initial: '2019-09-03' });
    await user.click(screen.getByRole('button', { name: 'Избор на дата' }));
    const calendar = await screen.findByRole('dialog', { name: 'Календар' });
    const grid = await within(calendar).findByRole('grid', { name: 'септември 2019' });
    const weekdays = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('понеделник');
    expect(weekdays[6]).toBe('неделя');
    // The chosen day gets the focus once the calendar has drawn it (a frame after it opens), so the arrow keys move
    // from it.
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: 'вторник, 03 септември 2019, избрано' })).toHaveFocus(),
    );
    await user.click(within(grid).getByRole('button', { name: 'вторник, 17 септември 2019' }));
    expect(held()).toBe('2019-09-17');
    expect(input).toHaveValue('17.09.2019');
    expect(screen.queryByRole('dialog', { name: 'Календар' })).not.toBeInTheDocument();
  });

  it('is picked with the keyboard alone', async () => {
    const { user, input } = await renderIn('en', { initial: '2019-09-03' });
    await user.click(input);
    await user.tab();
    await user.keyboard('{Enter}');
    const grid = await screen.findByRole('grid', { name: 'September 2019' });
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: 'Tuesday, 3 September 2019, selected' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(held()).toBe('2019-09-11');
    expect(input).toHaveValue('11/09/2019');
    expect(screen.getByRole('button', { name: 'Choose a date' })).toHaveFocus();
  });

  it('lets no day outside min and max be picked', async () => {
    const { user } = await renderIn('en', { initial: '2019-09-15', min: '2019-09-05', max: '2019-09-20' });
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    const grid = await screen.findByRole('grid', { name: 'September 2019' });
    const day = (number: number) =>
      within(grid).getByRole('button', { name: new RegExp(`, ${number} September 2019`) });
    expect(day(4)).toBeDisabled();
    expect(day(5)).toBeEnabled();
    expect(day(20)).toBeEnabled();
    expect(day(21)).toBeDisabled();
    await user.click(day(21));
    expect(held()).toBe('2019-09-15');
  });

  it('opens on today’s month, kept before max, when no date is held', async () => {
    const { user } = await renderIn('ru', { max: '2001-05-20' });
    await user.click(screen.getByRole('button', { name: 'Выбрать дату' }));
    expect(await screen.findByRole('grid', { name: 'май 2001' })).toBeInTheDocument();
  });

  it('beside a filter that takes only whole dates, shows what is typed until it is left, then the filter’s date', async () => {
    await i18n.changeLanguage('bg');
    const onChange = vi.fn();
    render(
      <FormField label="От">
        <DateField value="2019-09-03" onChange={onChange} />
      </FormField>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('От');
    await user.clear(input);
    await user.type(input, '5.9.20');
    expect(input).toHaveValue('5.9.20');
    expect(onChange).toHaveBeenLastCalledWith('5.9.20');
    await user.tab();
    expect(input).toHaveValue('03.09.2019');
  });

  it('opens and picks inside a modal dialog, which stays open', async () => {
    await i18n.changeLanguage('bg');
    render(
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Редакция</DialogTitle>
          <Harness initial="2019-09-03" />
        </DialogContent>
      </Dialog>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Избор на дата' }));
    const grid = await screen.findByRole('grid', { name: 'септември 2019' });
    await user.click(within(grid).getByRole('button', { name: 'петък, 20 септември 2019' }));
    expect(held()).toBe('2019-09-20');
    expect(screen.getByRole('dialog', { name: 'Редакция' })).toBeInTheDocument();
    expect(screen.getByLabelText('Дата на раждане')).toHaveValue('20.09.2019');
  });
});
