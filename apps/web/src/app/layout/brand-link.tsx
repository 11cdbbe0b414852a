import { Link } from 'react-router';
import { ClubMark } from '../../components/club-logo';
import { useClubName } from '../../hooks/use-club-settings';
import { cn } from '../../lib/utils';

/** The club's mark and name, linking home. */
export function BrandLink({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const clubName = useClubName();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-xl">
      <ClubMark />
      <span
        className={cn(
          'text-base leading-tight font-bold text-balance sm:text-lg',
          tone === 'dark' ? 'text-white' : 'text-ocean-950',
        )}
      >
        {clubName}
      </span>
    </Link>
  );
}
