// The language an account's mails speak: the one stored with the account (chosen at sign-up from the site's language,
// changed in the profile).
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@swim/shared/enums';

export type Recipient = { email: string; name: string; preferredLanguage?: unknown };

/** The recipient's stored language, or Bulgarian when the account holds none the club speaks. */
export function recipientLanguage(user: Recipient): Language {
  const value = user.preferredLanguage;
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}
