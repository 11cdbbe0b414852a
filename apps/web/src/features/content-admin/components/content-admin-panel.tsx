import { Images, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { MediaList } from './media-list';
import { NewsList } from './news-list';

const SECTIONS = ['news', 'media'] as const;

/** The admin console's content: news and the media gallery, the open one kept in the address (?section=). */
export function ContentAdminPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section = params.get('section') === 'media' ? 'media' : 'news';

  return (
    <Tabs
      value={section}
      onValueChange={(value) =>
        setParams(
          (next) => {
            // Each list keeps its own search and page; switching starts the other one fresh.
            for (const key of ['q', 'page', 'status', 'type', 'visibility', 'sort']) next.delete(key);
            next.set('section', value);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={t('contentAdmin.sections')}>
        {SECTIONS.map((value) => {
          const Icon = value === 'news' ? Newspaper : Images;
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {t(`contentAdmin.${value}.title`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="news">
        <NewsList />
      </TabsContent>
      <TabsContent value="media">
        <MediaList />
      </TabsContent>
    </Tabs>
  );
}
