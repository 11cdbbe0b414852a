import { BellRing, CircleAlert, Hourglass, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHeldForText } from '../hooks/use-held-for-text';

type WaitlistNoticeProps = {
  childName: string;
  /** The class filled up while the family was enrolling: the step says so first. */
  raced: boolean;
};

/** The confirmation step of a full class: what joining its waiting list means, and what happens next. */
export function WaitlistNotice({ childName, raced }: WaitlistNoticeProps) {
  const { t } = useTranslation();
  const heldFor = useHeldForText();
  return (
    <div className="flex flex-col gap-4">
      {raced ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('waitlist.join.raced')}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 rounded-2xl bg-ocean-50 p-4 text-sm text-ink">
        <p className="font-semibold text-ocean-950">{t('waitlist.join.howTitle')}</p>
        <ul className="flex flex-col gap-2 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-700">
          <li className="flex items-start gap-2">
            <BellRing aria-hidden="true" />
            {t('waitlist.join.howOffer')}
          </li>
          <li className="flex items-start gap-2">
            <Hourglass aria-hidden="true" />
            {t('waitlist.join.howHeld', { heldFor, name: childName })}
          </li>
          <li className="flex items-start gap-2">
            <Wallet aria-hidden="true" />
            {t('waitlist.join.howPay')}
          </li>
        </ul>
      </div>
    </div>
  );
}
