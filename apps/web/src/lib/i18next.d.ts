import 'i18next';
import type bg from '../locales/bg.json';

// Typed keys: a misspelt key or one missing from the Bulgarian catalog fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof bg };
    returnNull: false;
  }
}
