import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadField, checkPictureFile } from './file-upload-field';

const field = {
  label: 'Снимка',
  hint: 'PNG или JPEG до 8 MB',
  accept: 'image/png,image/jpeg',
  previewAlt: 'Преглед',
};

describe('FileUploadField', () => {
  it('shows the current picture, hands over the chosen file and names its error', async () => {
    const onFile = vi.fn();
    render(
      <FileUploadField
        {...field}
        currentUrl="/uploads/a.webp"
        file={null}
        onFile={onFile}
        error="Файлът е твърде голям"
      />,
    );
    expect(screen.getByRole('img', { name: 'Преглед' })).toHaveAttribute('src', '/uploads/a.webp');
    const input = screen.getByLabelText('Снимка');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PNG или JPEG до 8 MB Файлът е твърде голям');
    const chosen = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(input, chosen);
    expect(onFile).toHaveBeenCalledWith(chosen);
  });

  it('shows the upload progress and locks the input while it runs', () => {
    render(
      <FileUploadField
        {...field}
        currentUrl={null}
        file={null}
        onFile={() => undefined}
        upload={{ progress: 0.42, label: 'Качване', text: (percent) => `${percent}% качени` }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Качване' })).toHaveAttribute('value', '42');
    expect(screen.getByText('42% качени')).toBeInTheDocument();
    expect(screen.getByLabelText('Снимка')).toBeDisabled();
  });
});

describe('checkPictureFile', () => {
  const rules = { types: ['image/png'], maxBytes: 4 };
  it('refuses another type, then a file over the size, and lets a fitting one through', () => {
    expect(checkPictureFile(new File(['x'], 'a.gif', { type: 'image/gif' }), rules)).toBe('imageInvalid');
    expect(checkPictureFile(new File(['12345'], 'a.png', { type: 'image/png' }), rules)).toBe('imageTooLarge');
    expect(checkPictureFile(new File(['1234'], 'a.png', { type: 'image/png' }), rules)).toBeNull();
  });
});
