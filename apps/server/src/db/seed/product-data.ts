// The club shop's products: at least two in every category, one sold out and one nearly gone.
import type { ProductCategory } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { seedAssetUrl } from './seed-assets.js';
import { text } from './text.js';

export type ProductSeed = {
  category: ProductCategory;
  name: LocalizedText;
  description: LocalizedText;
  /** Euro cents (a lev club's demo converts them at the fixed rate). */
  price: number;
  stock: number;
  image: string;
};

/** A product's shelf facts; `image` names its picture (product-<image>.webp). */
type Shelf = { category: ProductCategory; image: string; price: number; stock: number };

const product = ({ category, image, price, stock }: Shelf) => ({
  category,
  price,
  stock,
  image: seedAssetUrl(`product-${image}.webp`),
});

export const PRODUCTS: ProductSeed[] = [
  {
    ...product({ category: 'swimwear', image: 'swimsuit-girls', price: 2290, stock: 14 }),
    name: text('Бански „Делфин“ за момичета', 'Delfin girls’ swimsuit', 'Купальник «Делфин» для девочек'),
    description: text(
      'Цял бански от устойчива на хлор материя, с кръстосани презрамки. Размери 116–164.',
      'A chlorine-resistant one-piece with cross-over straps. Sizes 116–164.',
      'Слитный купальник из хлоростойкой ткани с перекрёстными бретелями. Размеры 116–164.',
    ),
  },
  {
    ...product({ category: 'swimwear', image: 'jammer-boys', price: 1950, stock: 20 }),
    name: text('Джамър „Спринт“ за момчета', 'Sprint jammer for boys', 'Джаммеры «Спринт» для мальчиков'),
    description: text(
      'Плувни шорти до коляното с връзка, удобни за всекидневни тренировки.',
      'Knee-length training shorts with a drawcord, made for everyday sessions.',
      'Плавательные шорты до колена со шнурком, удобные для ежедневных тренировок.',
    ),
  },
  {
    ...product({ category: 'swimwear', image: 'swimsuit-race', price: 6490, stock: 2 }),
    name: text('Състезателен бански „Про“', 'Pro racing suit', 'Соревновательный купальник «Про»'),
    description: text(
      'Компресионен бански, одобрен от World Aquatics, за турнири. Останали са последни бройки.',
      'A World Aquatics approved compression suit for meets. Only a few left.',
      'Компрессионный купальник, одобренный World Aquatics, для соревнований. Осталось несколько штук.',
    ),
  },
  {
    ...product({ category: 'goggles', image: 'goggles-kids', price: 950, stock: 25 }),
    name: text('Детски очила „Рибка“', 'Little fish kids’ goggles', 'Детские очки «Рыбка»'),
    description: text(
      'Меки силиконови уплътнения и лесна за регулиране каишка за деца от 4 до 10 години.',
      'Soft silicone seals and an easy-adjust strap for children aged 4 to 10.',
      'Мягкие силиконовые уплотнители и легко регулируемый ремешок для детей от 4 до 10 лет.',
    ),
  },
  {
    ...product({ category: 'goggles', image: 'goggles-mirror', price: 2150, stock: 0 }),
    name: text('Огледални състезателни очила', 'Mirrored racing goggles', 'Зеркальные стартовые очки'),
    description: text(
      'Нископрофилни очила с огледални стъкла против заслепяване. Очаквайте нова доставка.',
      'Low-profile goggles with anti-glare mirrored lenses. New stock on the way.',
      'Низкопрофильные очки с зеркальными линзами против бликов. Ожидается новая поставка.',
    ),
  },
  {
    ...product({ category: 'goggles', image: 'goggles-training', price: 1250, stock: 12 }),
    name: text('Тренировъчни очила „Комфорт“', 'Comfort training goggles', 'Тренировочные очки «Комфорт»'),
    description: text(
      'Широко зрително поле и защита от замъгляване за дълги тренировки.',
      'A wide field of view and anti-fog coating for long sessions.',
      'Широкий обзор и защита от запотевания для долгих тренировок.',
    ),
  },
  {
    ...product({ category: 'caps', image: 'cap-silicone', price: 750, stock: 40 }),
    name: text('Силиконова шапка „Делфин“', 'Delfin silicone cap', 'Силиконовая шапочка «Делфин»'),
    description: text(
      'Шапката на клуба с логото с вълната. Задължителна за състезателите.',
      'The club cap with the wave logo. Required for squad swimmers.',
      'Клубная шапочка с логотипом-волной. Обязательна для спортсменов.',
    ),
  },
  {
    ...product({ category: 'caps', image: 'cap-fabric', price: 490, stock: 18 }),
    name: text('Текстилна шапка за деца', 'Fabric cap for kids', 'Текстильная шапочка для детей'),
    description: text(
      'Лека шапка от ликра, която не скубе косата – любима на най-малките.',
      'A light lycra cap that doesn’t pull hair – a favourite of the little ones.',
      'Лёгкая шапочка из лайкры, которая не тянет волосы, – любимица малышей.',
    ),
  },
  {
    ...product({ category: 'caps', image: 'cap-race', price: 1150, stock: 9 }),
    name: text('Състезателна шапка с двоен слой', 'Double-layer racing cap', 'Двухслойная стартовая шапочка'),
    description: text(
      'Дебел силикон без гънки за по-добра хидродинамика на старт.',
      'Thick, wrinkle-free silicone for a sleeker shape on race day.',
      'Толстый силикон без складок для лучшей обтекаемости на старте.',
    ),
  },
  {
    ...product({ category: 'training', image: 'kickboard', price: 990, stock: 15 }),
    name: text('Дъска за плуване', 'Kickboard', 'Доска для плавания'),
    description: text(
      'Дъска от EVA пяна с прорези за ръцете – за тренировка на краката.',
      'An EVA foam board with hand grips for leg work.',
      'Доска из пены EVA с прорезями для рук – для тренировки ног.',
    ),
  },
  {
    ...product({ category: 'training', image: 'fins', price: 1750, stock: 7 }),
    name: text('Къси тренировъчни плавници', 'Short training fins', 'Короткие тренировочные ласты'),
    description: text(
      'Къси плавници от мек силикон за по-бърз ритъм и правилна работа на глезена.',
      'Short soft-silicone fins for a faster kick and proper ankle action.',
      'Короткие ласты из мягкого силикона для быстрого темпа и правильной работы стопы.',
    ),
  },
  {
    ...product({ category: 'training', image: 'pull-buoy', price: 850, stock: 11 }),
    name: text('Колчобой (пул бой)', 'Pull buoy', 'Колобашка (пулбой)'),
    description: text(
      'Държи краката на повърхността, за да работите само с ръце.',
      'Keeps the legs afloat so you can work on your arms alone.',
      'Держит ноги на поверхности, чтобы работать только руками.',
    ),
  },
  {
    ...product({ category: 'training', image: 'paddles', price: 1090, stock: 8 }),
    name: text('Лопатки за ръце', 'Hand paddles', 'Лопатки для рук'),
    description: text(
      'Перфорирани лопатки за сила и по-добро усещане за водата.',
      'Perforated paddles for strength and a better feel for the water.',
      'Перфорированные лопатки для силы и лучшего чувства воды.',
    ),
  },
  {
    ...product({ category: 'accessories', image: 'towel', price: 1490, stock: 16 }),
    name: text('Микрофибърна кърпа', 'Microfibre towel', 'Полотенце из микрофибры'),
    description: text(
      'Лека, бързосъхнеща кърпа 80×160 см, която заема малко място в сака.',
      'A light, quick-drying 80×160 cm towel that packs small.',
      'Лёгкое быстросохнущее полотенце 80×160 см, занимает мало места в сумке.',
    ),
  },
  {
    ...product({ category: 'accessories', image: 'backpack', price: 2750, stock: 6 }),
    name: text('Раница за басейн', 'Pool backpack', 'Рюкзак для бассейна'),
    description: text(
      'Раница с отделение за мокри дрехи и джоб за очила и шапка.',
      'A backpack with a wet compartment and a pocket for goggles and cap.',
      'Рюкзак с отделением для мокрых вещей и карманом для очков и шапочки.',
    ),
  },
  {
    ...product({ category: 'accessories', image: 'bottle', price: 790, stock: 30 }),
    name: text('Бутилка за вода 750 мл', 'Water bottle 750 ml', 'Бутылка для воды 750 мл'),
    description: text(
      'Бутилка без BPA с логото на клуба – водата е важна и в басейна.',
      'A BPA-free bottle with the club logo – staying hydrated matters in the pool too.',
      'Бутылка без BPA с логотипом клуба – пить воду важно и в бассейне.',
    ),
  },
];
