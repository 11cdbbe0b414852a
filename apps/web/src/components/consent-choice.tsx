// A consent asked in a form: its name, its full text in the reader's language, and a box to tick (issue 29).
import { CONSENT_TEXTS, type ConsentKind } from '@swim/shared/privacy';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';

export function ConsentChoice({ kind, registration }: { kind: ConsentKind; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-sand-200 bg-white p-4">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-ocean-800" {...registration} />
      <span className="flex flex-col gap-1">
        <span className="font-semibold text-ink">{t(`consents.kinds.${kind}`)}</span>
        <span className="text-sm text-ink-muted">{CONSENT_TEXTS[kind].text[language]}</span>
      </span>
    </label>
  );
}
