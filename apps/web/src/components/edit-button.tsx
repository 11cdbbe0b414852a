import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './ui/button';

type EditButtonProps = Omit<ButtonProps, 'children' | 'variant' | 'size'> & {
  /** The record's name, so a screen reader hears which one is edited. */
  name: string;
};

/** A list row's small "Edit" button, named after its record. */
export function EditButton({ name, ...props }: EditButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" aria-label={t('admin.common.editNamed', { name })} {...props}>
      <Pencil aria-hidden="true" />
      {t('admin.common.edit')}
    </Button>
  );
}
