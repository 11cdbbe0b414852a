import type { ReactNode } from 'react';
import { DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

type ProfileDialogContentProps = { title: string; description: string; children: ReactNode };

/** The wide dialog a public profile is edited in: title, description, then the profile's form. */
export function ProfileDialogContent({ title, description, children }: ProfileDialogContentProps) {
  return (
    <DialogContent className="max-w-2xl">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        {children}
      </div>
    </DialogContent>
  );
}
