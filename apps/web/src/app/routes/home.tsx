import { ArrowRight, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLink } from '../../components/arrow-link';
import { PageSection } from '../../components/page-section';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ClosuresNotice } from '../../features/closures/components/closures-notice';
import { HomeHero } from '../../features/club/components/home-hero';
import { LatestMedia } from '../../features/media/components/latest-media';
import { LatestNews } from '../../features/news/components/latest-news';
import { UpcomingClasses } from '../../features/schedule/components/upcoming-classes';
import { WeeklySchedule } from '../../features/schedule/components/weekly-schedule';
import { BookTrialLink } from '../../features/trials/components/book-trial-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <HomeHero />
      <PageSection
        id="latest-news"
        title={t('home.news.title')}
        lead={t('home.news.lead')}
        action={<ArrowLink to="/news">{t('home.news.all')}</ArrowLink>}
      >
        <LatestNews />
      </PageSection>
      <PageSection id="upcoming" tone="white" title={t('home.upcoming.title')} lead={t('home.upcoming.lead')}>
        <UpcomingClasses ClassAction={BookTrialLink} />
      </PageSection>
      <PageSection
        id="schedule"
        title={t('home.schedule.title')}
        lead={t('home.schedule.lead')}
        action={
          // On a phone the menu's "Schedule" and each closure's link lead there: the home page stays short.
          <ArrowLink to="/schedule" display="hidden sm:inline-flex">
            {t('home.schedule.comingWeeks')}
          </ArrowLink>
        }
      >
        <ClosuresNotice />
        <WeeklySchedule ClassAction={BookTrialLink} />
      </PageSection>
      <PageSection
        id="latest-media"
        tone="white"
        title={t('home.media.title')}
        lead={t('home.media.lead')}
        action={<ArrowLink to="/media">{t('home.media.all')}</ArrowLink>}
      >
        <LatestMedia />
      </PageSection>
      <section aria-labelledby="join-title" className="pt-10 sm:pt-16">
        <Container>
          <div className="on-dark relative overflow-hidden rounded-[2rem] bg-linear-to-br from-ocean-800 to-ocean-950 px-6 py-8 text-white sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="absolute -right-16 -bottom-16 size-64 rounded-full bg-lagoon-400/25 blur-3xl"
            />
            <h2 id="join-title" className="relative text-2xl font-bold sm:text-3xl">
              {t('home.join.title')}
            </h2>
            <p className="relative mt-3 max-w-2xl text-ocean-100">{t('home.join.text')}</p>
            <div className="relative mt-6 flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <Link to="/register-child">
                  {t('home.hero.enrol')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="onDark" size="lg">
                <Link to="/contact">
                  <Phone aria-hidden="true" />
                  {t('home.join.contact')}
                </Link>
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
