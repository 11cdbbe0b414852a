import { ArrowRight, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { WaveEdge } from '../../../components/wave-edge';
import { PoolIllustration } from './pool-illustration';

const HIGHLIGHTS = [
  { icon: Users, key: 'home.hero.highlights.ages' },
  { icon: ShieldCheck, key: 'home.hero.highlights.coaches' },
  { icon: HeartHandshake, key: 'home.hero.highlights.groups' },
] as const;

/** The home page's opening band, holding its <h1>. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <div className="on-dark relative overflow-hidden bg-linear-to-br from-ocean-950 via-ocean-900 to-ocean-700 text-white">
      <div aria-hidden="true" className="absolute -top-32 -left-32 size-96 rounded-full bg-lagoon-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute right-0 bottom-0 size-80 rounded-full bg-ocean-400/20 blur-3xl" />
      <Container className="relative grid items-center gap-10 pt-10 pb-14 sm:pt-16 sm:pb-20 md:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-28">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-lagoon-200 ring-1 ring-white/20">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{t('home.hero.title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-ocean-100">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/register-child">
                {t('home.hero.enrol')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to="/club">{t('home.hero.discover')}</Link>
            </Button>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-ocean-100 max-sm:hidden sm:grid-cols-3">
            {HIGHLIGHTS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-lagoon-300" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xs max-sm:hidden sm:max-w-md md:max-w-none">
          <div aria-hidden="true" className="absolute inset-6 rounded-[2rem] bg-lagoon-300/30 blur-2xl" />
          <PoolIllustration className="relative drop-shadow-2xl" />
        </div>
      </Container>
      <WaveEdge />
    </div>
  );
}
