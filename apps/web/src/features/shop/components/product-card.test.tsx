import { CART_STORAGE_KEY } from '@swim/shared/cart';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CAP_ID, buildProduct } from '../test/fixtures';
import { ProductCard } from './product-card';

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

async function renderCard(language = 'en', product = buildProduct()) {
  await renderWithProviders(
    <>
      <ProductCard product={product} />
      <Toaster />
    </>,
    { language },
  );
}

describe('ProductCard', () => {
  it('adds a new item with quantity 1 and says so', async () => {
    await renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart: Silicone cap' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Silicone cap has been added to your cart')).toBeInTheDocument();
    expect(stored()).toEqual([
      { id: CAP_ID, name: { bg: 'Силиконова шапка', en: 'Silicone cap' }, price: 1500, stock_quantity: 2, quantity: 1 },
    ]);
  });

  it('refuses more than the stock with the destructive Out of stock toast', async () => {
    await renderCard();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add to cart: Silicone cap' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(await screen.findByText('Cannot add more items than available in stock')).toBeInTheDocument();
    const toast = screen.getByText('Cannot add more items than available in stock').closest('li');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    expect(stored()[0].quantity).toBe(2);
  });

  it('speaks Bulgarian by default', async () => {
    await renderCard('bg');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Добави в количката: Силиконова шапка' }));
    expect(await screen.findByText('Добавихте Силиконова шапка в количката')).toBeInTheDocument();
  });

  it('cannot add a sold-out product', async () => {
    await renderCard('en', buildProduct({ stockQuantity: 0 }));
    expect(screen.getByRole('button', { name: 'Out of stock: Silicone cap' })).toBeDisabled();
  });

  // WCAG 2.5.3: a voice user says the words they see ("click Add to cart"); the product follows them in the name.
  for (const language of ['bg', 'en', 'ru']) {
    for (const stockQuantity of [2, 0]) {
      it(`names the button by its visible words first (${language}, ${stockQuantity} in stock)`, async () => {
        await renderCard(language, buildProduct({ stockQuantity }));
        const button = screen.getAllByRole('button').at(-1) as HTMLElement;
        const visible = button.textContent?.trim() ?? '';
        const name = button.getAttribute('aria-label') ?? '';
        expect(visible).not.toBe('');
        expect(name.startsWith(visible), `"${name}" starts with "${visible}"`).toBe(true);
        expect(name).toContain(language === 'en' ? 'Silicone cap' : 'Силиконова шапка');
      });
    }
  }

  it('opens the full description in a dialog', async () => {
    await renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Details: Silicone cap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Silicone cap' });
    expect(within(dialog).getByText('A sturdy cap for every day, with a long description.')).toBeInTheDocument();
    expect(within(dialog).getByText('2 in stock')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to cart: Silicone cap' })).toBeEnabled();
  });
});
