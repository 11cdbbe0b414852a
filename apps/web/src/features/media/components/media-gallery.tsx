import type { MediaType } from '@swim/shared/enums';
import { Clapperboard, Image, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { MediaGrid } from './media-grid';

type Filter = 'all' | MediaType;

const FILTERS = [
  { value: 'all', icon: LayoutGrid, label: 'media.filters.all' },
  { value: 'photo', icon: Image, label: 'media.filters.photo' },
  { value: 'video', icon: Clapperboard, label: 'media.filters.video' },
] as const;

function toFilter(value: string | null): Filter {
  return value === 'photo' || value === 'video' ? value : 'all';
}

/** Filter tabs (kept in the URL as ?type=) above the gallery grid. */
export function MediaGallery() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toFilter(searchParams.get('type'));

  function changeFilter(value: string) {
    const next = toFilter(value);
    setSearchParams(next === 'all' ? {} : { type: next });
  }

  return (
    <Tabs value={filter} onValueChange={changeFilter}>
      <TabsList aria-label={t('media.filterLabel')}>
        {FILTERS.map(({ value, icon: Icon, label }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {FILTERS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          <MediaGrid type={value === 'all' ? undefined : value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
