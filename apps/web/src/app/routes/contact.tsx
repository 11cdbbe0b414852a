import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../components/contact-details';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Container className="grid gap-8 py-10 sm:py-12 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-(--radius-card) border border-sand-200 bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-ocean-950">
            {t('contact.form.title')}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t('contact.form.lead')}</p>
          <ContactForm />
        </section>
        <section
          aria-labelledby="contact-details-title"
          className="h-fit rounded-(--radius-card) border border-sand-200 bg-sand-100 p-6 sm:p-8"
        >
          <h2 id="contact-details-title" className="mb-6 text-2xl font-bold text-ocean-950">
            {t('contact.detailsTitle')}
          </h2>
          <ContactDetails />
        </section>
      </Container>
    </>
  );
}
