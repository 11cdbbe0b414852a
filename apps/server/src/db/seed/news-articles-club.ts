// News about the club itself: the new season, the kindergarten group, a new coach.
import type { NewsSeed } from './news-types.js';
import { seedAssetUrl } from './seed-assets.js';
import { paragraphs, text } from './text.js';

export const CLUB_NEWS: NewsSeed[] = [
  {
    slug: 'nov-sezon-v-delfin',
    daysAgo: 70,
    image: seedAssetUrl('news-1.webp'),
    author: 'admin',
    title: text(
      'Новият сезон започва: групи, график и записване',
      'The new season starts: groups, timetable and sign-up',
      'Новый сезон начинается: группы, расписание и запись',
    ),
    excerpt: text(
      'Четиринадесет групи в два басейна и детска градина – вижте кой час е подходящ за вашето дете.',
      'Fourteen groups in two pools and a kindergarten – find the right time for your child.',
      'Четырнадцать групп в двух бассейнах и детском саду – выберите удобное время для ребёнка.',
    ),
    body: paragraphs(
      [
        'С радост откриваме новия сезон в плувен комплекс „Спартак“ и басейн „Възраждане“. Тази година добавихме уикенд групи за начинаещи и средно ниво, за да могат и заетите семейства да тренират заедно с нас.',
        'Записването става изцяло онлайн: изберете локация, група и план – 8, 12 или 16 посещения месечно или неограничен абонамент. Плащането е с карта, по банков път или в брой при треньора.',
        'Ако не сте сигурни кое ниво е подходящо, елате на безплатна пробна тренировка. Треньорите ще преценят уменията на детето и ще ви посъветват за групата.',
      ],
      [
        'We are delighted to open the new season at the Spartak Swimming Complex and the Vazrazhdane pool. This year we added weekend groups for beginners and intermediates so that busy families can train with us too.',
        'Sign-up is fully online: choose a location, a group and a plan – 8, 12 or 16 visits a month, or an unlimited pass. Pay by card, by bank transfer or in cash to the coach.',
        'Not sure which level fits? Come to a free trial session. Our coaches will assess your child’s skills and suggest the right group.',
      ],
      [
        'Мы рады открыть новый сезон в плавательном комплексе «Спартак» и бассейне «Возрождение». В этом году мы добавили группы выходного дня для начинающих и среднего уровня, чтобы с нами могли тренироваться и занятые семьи.',
        'Запись полностью онлайн: выберите место, группу и план – 8, 12 или 16 посещений в месяц или безлимитный абонемент. Оплата картой, банковским переводом или наличными тренеру.',
        'Не уверены, какой уровень подходит? Приходите на бесплатную пробную тренировку. Тренеры оценят навыки ребёнка и посоветуют группу.',
      ],
    ),
  },
  {
    slug: 'plavane-v-detskata-gradina',
    daysAgo: 105,
    image: seedAssetUrl('news-3.webp'),
    author: 'instructor2',
    title: text(
      'Плуване в ДГ № 112 „Слънце“: групи за най-малките',
      'Swimming at Kindergarten No. 112: groups for the youngest',
      'Плавание в детском саду № 112: группы для самых маленьких',
    ),
    excerpt: text(
      'Три групи в топлия басейн на детската градина – плащате само за посетените занимания.',
      'Three groups in the kindergarten’s warm pool – you pay only for the lessons attended.',
      'Три группы в тёплом бассейне детского сада – вы платите только за посещённые занятия.',
    ),
    body: paragraphs(
      [
        'От този месец водим три групи в малкия басейн на ДГ № 112 „Слънце“ – за деца на 3–4, 5–6 и 6–7 години. Заниманията са по време на престоя в градината, така че родителите не трябва да водят децата до басейна.',
        'Малките делфинчета се учат чрез игра: духат балончета, гонят плаващи играчки и свикват да потапят лицето. По-големите работят с дъска и правят първите си метри самостоятелно.',
        'Таксата се изчислява в края на всеки месец според посещенията, а сметката се вижда в профила на детето.',
      ],
      [
        'This month we started three groups in the small pool at Kindergarten No. 112 “Slantse” – for children aged 3–4, 5–6 and 6–7. Lessons take place during the kindergarten day, so parents don’t need to bring children to the pool.',
        'The little dolphins learn through play: blowing bubbles, chasing floating toys and getting used to putting their faces in the water. The older ones work with a kickboard and swim their first metres alone.',
        'The fee is calculated at the end of each month from attendance, and the bill appears in the child’s profile.',
      ],
      [
        'С этого месяца мы ведём три группы в маленьком бассейне детского сада № 112 «Солнце» – для детей 3–4, 5–6 и 6–7 лет. Занятия проходят во время пребывания в саду, поэтому родителям не нужно возить детей в бассейн.',
        'Маленькие дельфинчики учатся играя: пускают пузыри, ловят плавающие игрушки и привыкают опускать лицо в воду. Дети постарше работают с доской и проплывают первые метры сами.',
        'Плата рассчитывается в конце каждого месяца по посещениям, а счёт виден в профиле ребёнка.',
      ],
    ),
  },
  {
    slug: 'dimitar-kolev-v-ekipa',
    daysAgo: 165,
    image: seedAssetUrl('news-6.webp'),
    author: 'admin',
    title: text(
      'Димитър Колев се присъединява към треньорския екип',
      'Dimitar Kolev joins our coaching team',
      'Димитр Колев присоединяется к тренерской команде',
    ),
    excerpt: text(
      'Бившият състезател по бътерфлай поема групите в басейн „Възраждане“.',
      'The former butterfly swimmer takes over the groups at the Vazrazhdane pool.',
      'Бывший баттерфляист возглавит группы в бассейне «Возрождение».',
    ),
    body: paragraphs(
      [
        'Посрещаме Димитър Колев – магистър по спортна педагогика от НСА и дългогодишен състезател по бътерфлай. Димитър ще води групите на средно и напреднало ниво в басейн „Възраждане“.',
        'Освен във водата, той ще отговаря и за силовата подготовка на сухо на състезателите – с упражнения, подходящи за възрастта на децата.',
        'Добре дошъл в отбора, Димитър!',
      ],
      [
        'Please welcome Dimitar Kolev – a master of sports pedagogy from the National Sports Academy and a long-time butterfly swimmer. Dimitar will coach the intermediate and advanced groups at the Vazrazhdane pool.',
        'Besides the pool work, he will be in charge of the squad’s dry-land strength training, with exercises suited to the children’s age.',
        'Welcome to the team, Dimitar!',
      ],
      [
        'Встречайте Димитра Колева – магистра спортивной педагогики НСА и многолетнего баттерфляиста. Димитр будет вести группы среднего и продвинутого уровня в бассейне «Возрождение».',
        'Помимо работы в воде, он отвечает за силовую подготовку спортсменов на суше – с упражнениями, подходящими для возраста детей.',
        'Добро пожаловать в команду, Димитр!',
      ],
    ),
  },
];
