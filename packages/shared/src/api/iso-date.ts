import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';

export { isCalendarDate };

/** A calendar date 'YYYY-MM-DD'; the message is the i18n key for an invalid one. */
export const isoDateSchema = z.string().refine(isCalendarDate, 'dateInvalid');
