import { RECORDED_AMOUNT_MAX, STAFF_NOTE_MAX } from '@swim/shared/api/staff-payments';
import { isCalendarDate } from '@swim/shared/calendar-date';
import { parseMoneyInput } from '@swim/shared/money-input';

type Input = {
  amountText: string;
  receivedOn: string;
  note: string;
  /** The club's day today and the earliest day money may have been received ('YYYY-MM-DD'), as the server said. */
  today: string;
  earliest: string;
};

/** What staff typed in the record dialog, checked as the server will: the amount in minor units and each field's key. */
export function checkRecordInput({ amountText, receivedOn, note, today, earliest }: Input) {
  const amount = parseMoneyInput(amountText);
  const amountError =
    amountText.trim() === ''
      ? 'validation.amountRequired'
      : amount === null || amount <= 0
        ? 'validation.amountInvalid'
        : amount > RECORDED_AMOUNT_MAX
          ? 'validation.amountTooLarge'
          : null;
  const dateError = !isCalendarDate(receivedOn)
    ? 'validation.dateInvalid'
    : receivedOn > today
      ? 'validation.dateInFuture'
      : receivedOn < earliest
        ? 'validation.receivedTooEarly'
        : null;
  const noteError = note.trim().length > STAFF_NOTE_MAX ? 'validation.tooLong' : null;
  return { amount: amountError ? null : amount, amountError, dateError, noteError } as const;
}
