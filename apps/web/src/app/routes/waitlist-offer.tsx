import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import type { LinkAnswer } from '../../features/waitlist/api/offer-by-link';
import { OfferLinkPanel } from '../../features/waitlist/components/offer-link-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoIndex } from '../../hooks/use-no-index';

/**
 * /waitlist/offer?token=…&answer=accept|decline: where a waiting-list offer's mail links land; works signed out, is
 * never indexed, and answers nothing until the visitor taps (the link's answer is only the one asked first).
 */
export function WaitlistOfferPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const answer: LinkAnswer = searchParams.get('answer') === 'decline' ? 'decline' : 'accept';
  useDocumentTitle(t('waitlist.link.pageTitle'));
  useNoIndex();
  function switchAnswer(next: LinkAnswer) {
    setSearchParams(
      (params) => {
        params.set('answer', next);
        return params;
      },
      { replace: true },
    );
  }
  return (
    <Container className="py-10 sm:py-16">
      <OfferLinkPanel key={token} token={token} answer={answer} onAnswerChange={switchAnswer} />
    </Container>
  );
}
