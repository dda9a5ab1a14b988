/**
 * WB's catalogue tree as the sandbox serves it: parent categories and subjects (предметы) with
 * WB's names, plus what the generator needs per subject — a size grid, typical packed dimensions
 * (cm, kg), a price range (roubles) and the FBW commission (`paidStorageKgvp`, %).
 * Ids are stable numbers in WB's ranges; names follow WB's catalogue.
 */

export interface Parent {
  id: number;
  name: string;
}

export type SizeGrid = 'one' | 'clothes' | 'shoes' | 'kids' | 'bedding';

/**
 * The form adjectives take next to a noun: its grammatical gender in the singular, or `pl` for a
 * noun used in the plural (брюки and джинсы have no singular).
 */
export type Gender = 'm' | 'f' | 'n' | 'pl';

export interface Subject {
  id: number;
  /** WB's name of the subject, in the plural («Кошельки»). */
  name: string;
  /** What one card of it is called, the head of its title («Кошелёк», «Брюки»). */
  noun: string;
  gender: Gender;
  parent: Parent;
  /** Packed length, width, height (cm) and weight (kg). */
  dims: readonly [number, number, number, number];
  grid: SizeGrid;
  /** Price range before discounts, roubles. */
  price: readonly [number, number];
  /** Commission for the FBW model, %. */
  kgvpFbw: number;
}

/** Sizes per grid: [techSize (seller's size), wbSize (Russian size)]. */
export const SIZE_GRIDS: Record<SizeGrid, readonly (readonly [string, string])[]> = {
  one: [['0', '']],
  clothes: [
    ['XS', '42'],
    ['S', '44'],
    ['M', '46'],
    ['L', '48'],
    ['XL', '50'],
    ['XXL', '52'],
    ['3XL', '54'],
  ],
  shoes: [
    ['36', '36'],
    ['37', '37'],
    ['38', '38'],
    ['39', '39'],
    ['40', '40'],
    ['41', '41'],
    ['42', '42'],
    ['43', '43'],
    ['44', '44'],
    ['45', '45'],
  ],
  kids: [
    ['86', '86'],
    ['92', '92'],
    ['98', '98'],
    ['104', '104'],
    ['110', '110'],
    ['116', '116'],
    ['122', '122'],
  ],
  bedding: [
    ['1,5-спальный', '1,5 сп'],
    ['2-спальный', '2 сп'],
    ['Евро', 'Евро'],
    ['Семейный', 'Семейный'],
  ],
};

export const PARENTS: readonly Parent[] = [
  { id: 1, name: 'Женщинам' },
  { id: 2, name: 'Мужчинам' },
  { id: 3, name: 'Обувь' },
  { id: 4, name: 'Детям' },
  { id: 5, name: 'Дом' },
  { id: 6, name: 'Красота' },
  { id: 7, name: 'Аксессуары' },
  { id: 8, name: 'Электроника' },
  { id: 9, name: 'Игрушки' },
  { id: 10, name: 'Спорт' },
  { id: 11, name: 'Бытовая техника' },
  { id: 12, name: 'Товары для животных' },
  { id: 13, name: 'Канцтовары' },
  { id: 14, name: 'Автотовары' },
];

type Row = [
  id: number,
  name: string,
  parent: number,
  grid: SizeGrid,
  dims: [number, number, number, number],
  price: [number, number],
  kgvp: number,
];

const ROWS: Row[] = [
  [69, 'Платья', 1, 'clothes', [35, 25, 5, 0.4], [1500, 6000], 25],
  [192, 'Футболки', 1, 'clothes', [30, 22, 3, 0.2], [500, 2500], 25],
  [11, 'Блузки', 1, 'clothes', [30, 22, 4, 0.25], [900, 3500], 25],
  [4, 'Юбки', 1, 'clothes', [32, 24, 4, 0.3], [900, 3900], 25],
  [213, 'Брюки', 1, 'clothes', [38, 28, 5, 0.5], [1200, 4500], 25],
  [180, 'Джинсы', 2, 'clothes', [38, 28, 6, 0.7], [1500, 5000], 25],
  [1724, 'Худи', 2, 'clothes', [38, 30, 8, 0.6], [1500, 4500], 25],
  [149, 'Рубашки', 2, 'clothes', [35, 26, 5, 0.35], [1200, 4000], 25],
  [159, 'Свитеры', 2, 'clothes', [38, 30, 8, 0.6], [1800, 5500], 25],
  [105, 'Кроссовки', 3, 'shoes', [33, 22, 12, 1.1], [2500, 9000], 27],
  [104, 'Кеды', 3, 'shoes', [32, 21, 11, 0.9], [1800, 5500], 27],
  [106, 'Ботинки', 3, 'shoes', [34, 24, 13, 1.4], [3500, 11000], 27],
  [107, 'Тапочки', 3, 'shoes', [28, 13, 9, 0.4], [400, 1500], 27],
  [2166, 'Комбинезоны для малышей', 4, 'kids', [30, 22, 6, 0.35], [900, 3500], 20],
  [1539, 'Пижамы детские', 4, 'kids', [28, 22, 5, 0.3], [700, 2500], 20],
  [2010, 'Комплекты постельного белья', 5, 'bedding', [40, 30, 8, 1.8], [1900, 7500], 23],
  [2129, 'Полотенца', 5, 'one', [35, 25, 6, 0.6], [400, 1800], 23],
  [1408, 'Подушки', 5, 'one', [70, 50, 15, 1.2], [900, 3500], 23],
  [2262, 'Контейнеры для хранения', 5, 'one', [30, 20, 15, 0.5], [300, 1500], 23],
  [1450, 'Сковороды', 5, 'one', [50, 30, 8, 1.6], [1200, 5500], 20],
  [3240, 'Кремы для лица', 6, 'one', [12, 7, 7, 0.15], [400, 2500], 28],
  [3265, 'Шампуни', 6, 'one', [22, 8, 6, 0.45], [300, 1500], 28],
  [2983, 'Сумки', 7, 'one', [40, 30, 12, 0.8], [1500, 7000], 25],
  [1051, 'Рюкзаки', 7, 'one', [45, 32, 15, 0.9], [1500, 6500], 25],
  [2174, 'Кошельки', 7, 'one', [14, 11, 4, 0.15], [700, 3000], 25],
  [515, 'Наушники', 8, 'one', [18, 12, 6, 0.25], [900, 8000], 12],
  [466, 'Зарядные устройства', 8, 'one', [12, 8, 5, 0.15], [400, 2500], 12],
  [3066, 'Чехлы для телефонов', 8, 'one', [18, 10, 2, 0.05], [200, 1200], 12],
  [491, 'Конструкторы', 9, 'one', [35, 25, 8, 0.7], [900, 6000], 22],
  [465, 'Мягкие игрушки', 9, 'one', [35, 25, 20, 0.4], [500, 3000], 22],
  [2443, 'Коврики для йоги', 10, 'one', [62, 14, 14, 1.1], [700, 3500], 21],
  [1222, 'Гантели', 10, 'one', [30, 15, 12, 5], [800, 4500], 21],
  [3121, 'Чайники электрические', 11, 'one', [25, 20, 25, 1.4], [1200, 4500], 14],
  [3128, 'Блендеры', 11, 'one', [35, 22, 22, 2.1], [1900, 7500], 14],
  [3710, 'Лежанки для животных', 12, 'one', [50, 40, 15, 1.1], [700, 3500], 21],
  [3730, 'Когтеточки', 12, 'one', [45, 30, 12, 1.5], [500, 2500], 21],
  [670, 'Ежедневники', 13, 'one', [23, 16, 3, 0.4], [300, 1500], 23],
  [5083, 'Автомобильные держатели', 14, 'one', [16, 10, 7, 0.2], [400, 1800], 22],
];

/**
 * What one card of a subject is called (the head of its title) and the form adjectives take with
 * it. Shoes are sold in pairs, so their names stay plural.
 */
const NOUNS: Record<string, readonly [noun: string, gender: Gender]> = {
  Платья: ['Платье', 'n'],
  Футболки: ['Футболка', 'f'],
  Блузки: ['Блузка', 'f'],
  Юбки: ['Юбка', 'f'],
  Брюки: ['Брюки', 'pl'],
  Джинсы: ['Джинсы', 'pl'],
  Худи: ['Худи', 'n'],
  Рубашки: ['Рубашка', 'f'],
  Свитеры: ['Свитер', 'm'],
  Кроссовки: ['Кроссовки', 'pl'],
  Кеды: ['Кеды', 'pl'],
  Ботинки: ['Ботинки', 'pl'],
  Тапочки: ['Тапочки', 'pl'],
  'Комбинезоны для малышей': ['Комбинезон для малышей', 'm'],
  'Пижамы детские': ['Пижама детская', 'f'],
  'Комплекты постельного белья': ['Комплект постельного белья', 'm'],
  Полотенца: ['Полотенце', 'n'],
  Подушки: ['Подушка', 'f'],
  'Контейнеры для хранения': ['Контейнер для хранения', 'm'],
  Сковороды: ['Сковорода', 'f'],
  'Кремы для лица': ['Крем для лица', 'm'],
  Шампуни: ['Шампунь', 'm'],
  Сумки: ['Сумка', 'f'],
  Рюкзаки: ['Рюкзак', 'm'],
  Кошельки: ['Кошелёк', 'm'],
  Наушники: ['Наушники', 'pl'],
  'Зарядные устройства': ['Зарядное устройство', 'n'],
  'Чехлы для телефонов': ['Чехол для телефона', 'm'],
  Конструкторы: ['Конструктор', 'm'],
  'Мягкие игрушки': ['Мягкая игрушка', 'f'],
  'Коврики для йоги': ['Коврик для йоги', 'm'],
  Гантели: ['Гантели', 'pl'],
  'Чайники электрические': ['Чайник электрический', 'm'],
  Блендеры: ['Блендер', 'm'],
  'Лежанки для животных': ['Лежанка для животных', 'f'],
  Когтеточки: ['Когтеточка', 'f'],
  Ежедневники: ['Ежедневник', 'm'],
  'Автомобильные держатели': ['Держатель автомобильный', 'm'],
};

const PARENT_BY_ID = new Map(PARENTS.map((p) => [p.id, p]));

function nounOf(name: string): readonly [string, Gender] {
  const noun = NOUNS[name];
  if (!noun) throw new Error(`no noun for the subject ${name}`);
  return noun;
}

export const SUBJECTS: readonly Subject[] = ROWS.map(
  ([id, name, parent, grid, dims, price, kgvp]) => {
    const [noun, gender] = nounOf(name);
    return {
      id,
      name,
      noun,
      gender,
      parent: PARENT_BY_ID.get(parent)!,
      dims,
      grid,
      price,
      kgvpFbw: kgvp,
    };
  },
);

export const SUBJECT_BY_ID: ReadonlyMap<number, Subject> = new Map(SUBJECTS.map((s) => [s.id, s]));
