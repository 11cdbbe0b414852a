import { describe, expect, it } from 'vitest';
import { containsHtml, slugify } from './markdown-text.js';

describe('slugify', () => {
  it('transliterates Bulgarian and Russian titles into Latin words', () => {
    expect(slugify('Новият сезон започва: групи, график и записване')).toBe(
      'noviyat-sezon-zapochva-grupi-grafik-i-zapisvane',
    );
    expect(slugify('Щастливи деца в „Делфин“')).toBe('shtastlivi-detsa-v-delfin');
    expect(slugify('Эстафета в бассейне – ЭКЗАМЕН, ёж')).toBe('estafeta-v-basseyne-ekzamen-yozh');
    expect(slugify('Café Swim 2026!')).toBe('cafe-swim-2026');
  });

  it('never answers an empty slug and keeps it short', () => {
    expect(slugify('!!!')).toBe('article');
    const long = slugify('дълго '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('containsHtml', () => {
  it('finds tags and comments', () => {
    for (const text of [
      '<script>alert(1)</script>',
      'x <img src=x onerror=alert(1)>',
      '</p>',
      '<!-- hidden -->',
      '<br/>',
    ]) {
      expect(containsHtml(text)).toBe(true);
    }
  });

  it('leaves Markdown and comparisons alone', () => {
    for (const text of ['a < b and c > d', '<https://delfin-swim.bg>', '**bold** and [link](https://x.bg)', '3<5']) {
      expect(containsHtml(text)).toBe(false);
    }
  });
});
