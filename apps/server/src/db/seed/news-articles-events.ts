// News about races, camps and open days.
import type { NewsSeed } from './news-types.js';
import { seedAssetUrl } from './seed-assets.js';
import { paragraphs, text } from './text.js';

export const EVENT_NEWS: NewsSeed[] = [
  {
    slug: 'devet-medala-ot-kupa-sofia',
    daysAgo: 38,
    image: seedAssetUrl('news-2.webp'),
    author: 'instructor',
    title: text(
      'Девет медала за „Делфин“ от Купа „София“',
      'Nine medals for Delfin at the Sofia Cup',
      'Девять медалей «Делфина» на Кубке «София»',
    ),
    excerpt: text(
      'Три златни, четири сребърни и два бронзови медала – най-доброто ни представяне досега.',
      'Three golds, four silvers and two bronzes – our best result so far.',
      'Три золота, четыре серебра и две бронзы – наш лучший результат.',
    ),
    body: paragraphs(
      [
        'Двадесет и двама плувци на клуба стартираха в Купа „София“ в басейн „Спартак“. Децата подобриха личните си рекорди в 31 от 44 старта.',
        'Златните медали спечелиха Симона Маринова (100 м бътерфлай), Теодора Вълчева (100 м бруст) и Николай Стоянов (200 м свободен стил). Сред най-малките Александър Петров взе сребро на 50 м гръб.',
        'Благодарим на родителите за подкрепата на трибуните и на всички доброволци, които помогнаха с организацията!',
      ],
      [
        'Twenty-two club swimmers raced at the Sofia Cup at the Spartak pool. The children set personal bests in 31 of 44 starts.',
        'Gold medals went to Simona Marinova (100 m butterfly), Teodora Valcheva (100 m breaststroke) and Nikolay Stoyanov (200 m freestyle). Among the youngest, Aleksandar Petrov took silver in the 50 m backstroke.',
        'Thank you to the parents cheering in the stands and to every volunteer who helped run the meet!',
      ],
      [
        'Двадцать два пловца клуба выступили на Кубке «София» в бассейне «Спартак». Дети улучшили личные рекорды в 31 из 44 стартов.',
        'Золото завоевали Симона Маринова (100 м баттерфляем), Теодора Вылчева (100 м брассом) и Николай Стоянов (200 м вольным стилем). Среди самых юных Александр Петров взял серебро на 50 м на спине.',
        'Спасибо родителям за поддержку на трибунах и всем волонтёрам, которые помогли с организацией!',
      ],
    ),
  },
  {
    slug: 'lager-sozopol',
    daysAgo: 140,
    image: seedAssetUrl('news-4.webp'),
    author: 'instructor',
    title: text(
      'Подготвителен лагер край морето в Созопол',
      'Training camp by the sea in Sozopol',
      'Сборы у моря в Созополе',
    ),
    excerpt: text(
      'Десет дни тренировки в басейн и открита вода за средно и напреднало ниво.',
      'Ten days of pool and open-water training for intermediate and advanced swimmers.',
      'Десять дней тренировок в бассейне и на открытой воде для среднего и продвинутого уровня.',
    ),
    body: paragraphs(
      [
        'Тридесет деца от групите за средно и напреднало ниво прекараха десет дни на подготвителен лагер в Созопол. Сутрин тренирахме в басейна на хотела, а следобед – в открита вода с треньор и спасител.',
        'Освен издръжливост, децата научиха как да се ориентират по шамандури, как да плуват в група и как да пазят сили при вълни.',
        'Снимки от лагера ще намерите в галерията. Записванията за следващия лагер ще обявим тук.',
      ],
      [
        'Thirty children from the intermediate and advanced groups spent ten days at a training camp in Sozopol. Mornings were spent in the hotel pool and afternoons in open water with a coach and a lifeguard.',
        'Besides endurance, the children learned to sight on buoys, swim in a pack and save energy in the waves.',
        'Photos from the camp are in the gallery. We will announce sign-up for the next camp here.',
      ],
      [
        'Тридцать детей из групп среднего и продвинутого уровня провели десять дней на сборах в Созополе. Утром мы тренировались в бассейне отеля, а днём – на открытой воде с тренером и спасателем.',
        'Помимо выносливости, дети научились ориентироваться по буям, плыть в группе и беречь силы на волнах.',
        'Фотографии со сборов – в галерее. О записи на следующие сборы мы сообщим здесь.',
      ],
    ),
  },
  {
    slug: 'otkrita-trenirovka',
    daysAgo: 8,
    image: seedAssetUrl('news-5.webp'),
    author: 'admin',
    title: text(
      'Открита тренировка със състезателната група',
      'Open training session with the competitive squad',
      'Открытая тренировка с соревновательной группой',
    ),
    excerpt: text(
      'Елате да видите как тренират най-добрите ни плувци и да зададете въпросите си на треньорите.',
      'Come and see how our best swimmers train and ask the coaches your questions.',
      'Приходите посмотреть, как тренируются наши лучшие пловцы, и задайте вопросы тренерам.',
    ),
    body: paragraphs(
      [
        'В събота от 12:00 ч. състезателната група ще проведе открита тренировка в плувен комплекс „Спартак“. Родители и деца от всички групи са добре дошли на трибуните.',
        'Георги Иванов и Димитър Колев ще покажат как изглежда една седмица подготовка преди турнир, а след тренировката ще отговорят на въпроси за прехода между нивата.',
        'Входът е свободен. Моля, носете чехли, ако искате да слезете до ръба на басейна.',
      ],
      [
        'On Saturday at 12:00 the competitive squad will hold an open session at the Spartak Swimming Complex. Parents and children from every group are welcome in the stands.',
        'Georgi Ivanov and Dimitar Kolev will show what a week of pre-meet preparation looks like and afterwards answer questions about moving up between levels.',
        'Entry is free. Please bring flip-flops if you would like to come down to the poolside.',
      ],
      [
        'В субботу в 12:00 соревновательная группа проведёт открытую тренировку в плавательном комплексе «Спартак». Родители и дети из всех групп приглашаются на трибуны.',
        'Георгий Иванов и Димитр Колев покажут, как выглядит неделя подготовки к турниру, а после тренировки ответят на вопросы о переходе между уровнями.',
        'Вход свободный. Пожалуйста, возьмите сланцы, если хотите спуститься к бортику.',
      ],
    ),
  },
];
