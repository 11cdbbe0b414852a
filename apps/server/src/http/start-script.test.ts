// @vitest-environment jsdom
// The start script holds a tap made before the app took the page over and makes it again once the app is ready,
// on the same button, or on the one that took its place when React drew the page anew (also in another language).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { START_SCRIPT } from './start-script.js';

// The server's own TypeScript has no DOM types: the little of jsdom's DOM the test uses, typed here.
type Button = {
  textContent: string | null;
  addEventListener(type: 'click', listener: () => void): void;
  click(): void;
};
type Script = { dataset: Record<string, string> };
type Page = {
  body: { innerHTML: string; append(node: Button): void };
  head: { innerHTML: string; append(node: Script): void };
  createElement(tag: 'button'): Button;
  createElement(tag: 'script'): Script;
  querySelectorAll(selector: 'button'): ArrayLike<Button>;
};
const { document } = globalThis as unknown as { document: Page };
const page = globalThis as unknown as { __appReady?: () => void };

const tapped: string[] = [];

/** A page of buttons with these names, each noting its taps. */
function draw(names: string[]) {
  document.body.innerHTML = '';
  for (const [i, name] of names.entries()) {
    const button = document.createElement('button');
    button.textContent = name;
    button.addEventListener('click', () => tapped.push(`${i}:${name}`));
    document.body.append(button);
  }
}

beforeEach(() => {
  tapped.length = 0;
  const script = document.createElement('script');
  script.dataset.entry = '/entry.js';
  script.dataset.preload = '';
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(START_SCRIPT)();
});
afterEach(() => {
  page.__appReady = undefined;
  document.head.innerHTML = '';
});

const appReady = async () => {
  page.__appReady?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

it('holds a tap until the app is ready, then makes it on the same button', async () => {
  draw(['Меню', 'Пусни видео', 'Русский']);
  document.querySelectorAll('button')[1]?.click();
  expect(tapped).toEqual([]);
  await appReady();
  expect(tapped).toEqual(['1:Пусни видео']);
});

it('makes the tap on the button of the same name when the part was drawn anew', async () => {
  draw(['Меню', 'Пусни видео', 'Пусни видео']);
  document.querySelectorAll('button')[2]?.click();
  draw(['Меню', 'Ново', 'Пусни видео', 'Пусни видео']);
  await appReady();
  expect(tapped).toEqual(['3:Пусни видео']);
});

it('makes the tap on the button in the same place when the app drew the page in another language', async () => {
  draw(['Меню', 'Пусни видео: Лято', 'Пусни видео: Зима']);
  document.querySelectorAll('button')[2]?.click();
  draw(['Menu', 'Play video: Summer', 'Play video: Winter']);
  await appReady();
  expect(tapped).toEqual(['2:Play video: Winter']);
});

it('drops a tap it cannot place rather than tapping another button', async () => {
  draw(['Меню', 'Пусни видео: Лято', 'Пусни видео: Зима']);
  document.querySelectorAll('button')[2]?.click();
  draw(['Menu', 'Play video: Summer']);
  await appReady();
  expect(tapped).toEqual([]);
});
