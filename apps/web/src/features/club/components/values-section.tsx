import { HeartHandshake, type LucideIcon, ShieldCheck, Smile, Sprout, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const VALUES: ReadonlyArray<{ key: 'safety' | 'joy' | 'progress' | 'team' | 'health'; icon: LucideIcon }> = [
  { key: 'safety', icon: ShieldCheck },
  { key: 'joy', icon: Smile },
  { key: 'progress', icon: Trophy },
  { key: 'team', icon: HeartHandshake },
  { key: 'health', icon: Sprout },
];

export function ValuesSection() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {VALUES.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-(--radius-card) border border-sand-200 bg-white p-6 shadow-card">
          <span className="grid size-12 place-items-center rounded-2xl bg-lagoon-100 text-lagoon-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ocean-950">{t(`club.values.items.${key}.title`)}</h3>
          <p className="mt-2 text-ink-muted">{t(`club.values.items.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
