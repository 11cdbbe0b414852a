import type { NoticePreference, NoticePreferenceList } from '@swim/shared/api/notices';

// A parent's preferences as GET /api/notices/preferences answers them (a few of the kinds), written out by hand.

export const PAYMENT_DUE: NoticePreference = {
  kind: 'payment_due',
  required: false,
  pushAllowed: true,
  mail: true,
  push: true,
};
export const LEVEL_CHANGED: NoticePreference = {
  kind: 'level_changed',
  required: false,
  pushAllowed: true,
  mail: false,
  push: true,
};
export const RECEIPT: NoticePreference = {
  kind: 'receipt',
  required: true,
  pushAllowed: true,
  mail: true,
  push: false,
};
export const SECURITY: NoticePreference = {
  kind: 'security',
  required: true,
  pushAllowed: false,
  mail: true,
  push: false,
};

export function buildPreferences(items = [PAYMENT_DUE, LEVEL_CHANGED, RECEIPT, SECURITY]): NoticePreferenceList {
  return { items };
}
