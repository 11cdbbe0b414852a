import { describe, expect, it } from 'vitest';
import { findLatinWords, findRawValues } from './raw-values.js';

describe('findRawValues', () => {
  it('finds every code, UUID, machine date and catalog key in a text, as written', () => {
    const text = [
      'Плащане c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d за 2026-10',
      'Причина: requested_by_customer · Начин: Cash · Ден: 2026-10-14',
      'Отбеляза payment.refunded; billing.details.none',
    ].join('\n');
    expect(findRawValues(text)).toEqual([
      'c830cbfe-1f0e-4a2b-9d3c-5e6f7a8b9c0d',
      '2026-10',
      '2026-10-14',
      'billing.details.none',
      'requested_by_customer',
      'Cash',
      'payment.refunded',
    ]);
  });

  it('leaves what people read as it is: numbers they quote, addresses, words that merely contain a code', () => {
    const text = [
      'Плащане PM-2026-000123 · поръчка SC-2026-000007',
      'Пишете на info@delfin-swim.bg или отворете https://delfin-swim.bg/news/2026-10-lager',
      'Очила Speedo, 14.10.2026, 09:00–14:00, +359 888 214 367',
    ].join('\n');
    expect(findRawValues(text)).toEqual([]);
  });
});

describe('findLatinWords', () => {
  it('finds English left in a Bulgarian or Russian text', () => {
    expect(findLatinWords('Номер у провайдера · provider refund id')).toEqual(['provider', 'refund', 'id']);
    expect(findLatinWords('Notifications alt+T')).toEqual(['Notifications']);
  });

  it('leaves ids, paths, addresses, currencies, file formats and the language switcher alone', () => {
    const text = [
      'Номер при доставчика: re_test_63d0fb3c8dcd7a7f51cf56e4',
      'Адрес: /news/nov-sezon-v-delfin · info@delfin-swim.bg',
      'Сума: 14,90 BGN · IBAN BG80BNBG96611020345678 · BIC BNBGBGSF',
      'Снимка JPEG, PNG или WebP до 8 МБ; видео MP4',
      'BG EN RU · English',
    ].join('\n');
    expect(findLatinWords(text)).toEqual([]);
  });
});
