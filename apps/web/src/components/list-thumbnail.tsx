import { ImageOff } from 'lucide-react';

/** A list row's small picture; a crossed-out picture mark when the record has none. */
export function ListThumbnail({ url }: { url: string | null }) {
  return (
    <div className="grid size-16 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ocean-300">
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden="true" className="size-6" />
      )}
    </div>
  );
}
