import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/utils';
import { fieldClasses } from './input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { showLabel: string };

/** A password field with a button that shows or hides what was typed. Label props reach the input itself. */
export function PasswordInput({ className, showLabel, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? 'text' : 'password'} className={cn(fieldClasses, 'h-11 pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={showLabel}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 cursor-pointer place-items-center rounded-r-xl text-ink-muted hover:text-ocean-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
