import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText', () => {
  it('shows paragraphs, headings, lists, bold, italic and safe links', () => {
    const { container } = render(
      <MarkdownText
        source={
          '## Програма\n\nПърви ден с **удебелен** и *наклонен* текст.\nНов ред.\n\n- загрявка\n- [правилник](https://delfin-swim.bg/rules)\n\n1. старт\n2. финал\n\nПишете на <mailto:info@delfin-swim.bg> или вижте [магазина](/shop).'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Програма' })).toBeInTheDocument();
    expect(container.querySelector('strong')?.textContent).toBe('удебелен');
    expect(container.querySelector('em')?.textContent).toBe('наклонен');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'загрявка',
      'правилник',
      'старт',
      'финал',
    ]);
    expect(screen.getByRole('link', { name: 'правилник' })).toHaveAttribute('href', 'https://delfin-swim.bg/rules');
    expect(screen.getByRole('link', { name: 'правилник' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'info@delfin-swim.bg' })).toHaveAttribute(
      'href',
      'mailto:info@delfin-swim.bg',
    );
    expect(screen.getByRole('link', { name: 'магазина' })).toHaveAttribute('href', '/shop');
  });

  it('renders scripts, tags with handlers and javascript: links as inert text', () => {
    const source = [
      'Начало <script>window.__pwned = true</script>',
      '',
      '<img src=x onerror="window.__pwned = true">',
      '',
      '[натисни](javascript:window.__pwned=true) и [още](data:text/html;base64,PHNjcmlwdD4=) и [трето](//evil.example) и [четвърто](/\\evil.example)',
    ].join('\n');
    const { container } = render(<MarkdownText source={source} />);
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>window.__pwned = true</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned = true">');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.textContent).toContain('натисни и още и трето и четвърто');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
