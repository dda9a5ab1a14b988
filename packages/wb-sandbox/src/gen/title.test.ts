import { describe, expect, it } from 'vitest';
import { ADJECTIVES, COLOURS } from '../data/names.ts';
import { SUBJECTS, SUBJECT_BY_ID, type Gender } from '../data/subjects.ts';
import { buildCatalog } from './catalog.ts';
import { DEFAULT_SCALE, type SellerConfig } from './seller.ts';
import { agree, productTitle } from './title.ts';

/** Every vocabulary word in its feminine, neuter and plural forms, written out by hand. */
const FORMS: Record<string, [f: string, n: string, pl: string]> = {
  базовый: ['базовая', 'базовое', 'базовые'],
  классический: ['классическая', 'классическое', 'классические'],
  оверсайз: ['оверсайз', 'оверсайз', 'оверсайз'],
  повседневный: ['повседневная', 'повседневное', 'повседневные'],
  спортивный: ['спортивная', 'спортивное', 'спортивные'],
  летний: ['летняя', 'летнее', 'летние'],
  зимний: ['зимняя', 'зимнее', 'зимние'],
  утеплённый: ['утеплённая', 'утеплённое', 'утеплённые'],
  хлопковый: ['хлопковая', 'хлопковое', 'хлопковые'],
  премиум: ['премиум', 'премиум', 'премиум'],
  компактный: ['компактная', 'компактное', 'компактные'],
  универсальный: ['универсальная', 'универсальное', 'универсальные'],
  детский: ['детская', 'детское', 'детские'],
  мягкий: ['мягкая', 'мягкое', 'мягкие'],
  дорожный: ['дорожная', 'дорожное', 'дорожные'],
  домашний: ['домашняя', 'домашнее', 'домашние'],
  чёрный: ['чёрная', 'чёрное', 'чёрные'],
  белый: ['белая', 'белое', 'белые'],
  серый: ['серая', 'серое', 'серые'],
  бежевый: ['бежевая', 'бежевое', 'бежевые'],
  синий: ['синяя', 'синее', 'синие'],
  голубой: ['голубая', 'голубое', 'голубые'],
  зелёный: ['зелёная', 'зелёное', 'зелёные'],
  хаки: ['хаки', 'хаки', 'хаки'],
  бордовый: ['бордовая', 'бордовое', 'бордовые'],
  красный: ['красная', 'красное', 'красные'],
  розовый: ['розовая', 'розовое', 'розовые'],
  жёлтый: ['жёлтая', 'жёлтое', 'жёлтые'],
  коричневый: ['коричневая', 'коричневое', 'коричневые'],
  молочный: ['молочная', 'молочное', 'молочные'],
  графитовый: ['графитовая', 'графитовое', 'графитовые'],
  оливковый: ['оливковая', 'оливковое', 'оливковые'],
};

const INDECLINABLE = new Set(['оверсайз', 'премиум', 'хаки']);

function form(word: string, gender: Gender): string {
  if (gender === 'm') return word;
  return FORMS[word]![{ f: 0, n: 1, pl: 2 }[gender]]!;
}

/** The endings an adjective may have for each gender (nominative). */
const ENDINGS: Record<Gender, RegExp> = {
  m: /(ый|ий|ой)$/,
  f: /(ая|яя)$/,
  n: /(ое|ее)$/,
  pl: /(ые|ие)$/,
};

describe('card titles', () => {
  it('declines every adjective and colour of the vocabulary', () => {
    expect(Object.keys(FORMS).sort()).toEqual([...ADJECTIVES, ...COLOURS].sort());
    for (const word of Object.keys(FORMS)) {
      for (const gender of ['m', 'f', 'n', 'pl'] as const) {
        expect(agree(word, gender), `${word} (${gender})`).toBe(form(word, gender));
      }
    }
  });

  it('follows the spelling rules for stems ending in г, к, х and ж, ш, ч, щ', () => {
    expect(['f', 'n', 'pl'].map((g) => agree('свежий', g as Gender))).toEqual([
      'свежая',
      'свежее',
      'свежие',
    ]);
    expect(['f', 'n', 'pl'].map((g) => agree('дорогой', g as Gender))).toEqual([
      'дорогая',
      'дорогое',
      'дорогие',
    ]);
    expect(agree('большой', 'pl')).toBe('большие');
    expect(agree('тихий', 'n')).toBe('тихое');
  });

  it('agrees the adjective and the colour with the noun in every combination', () => {
    const wrong: string[] = [];
    for (const subject of SUBJECTS) {
      const nounWords = subject.noun.toLowerCase().split(' ');
      for (const adjective of ADJECTIVES) {
        for (const colour of COLOURS) {
          const title = productTitle(subject, adjective, colour);
          const wanted = [form(adjective, subject.gender), form(colour, subject.gender)];
          // An adjective the noun already has is left out: «Пижама детская», not «… детская детская».
          const expected = [
            subject.noun,
            ...wanted.filter((w, i) => i > 0 || !nounWords.includes(w)),
          ];
          const words = title.slice(subject.noun.length + 1).split(' ');
          const disagreeing = words.filter(
            (w) => !INDECLINABLE.has(w) && !ENDINGS[subject.gender].test(w),
          );
          // 60 characters: WB's limit on a title.
          if (title !== expected.join(' ') || disagreeing.length > 0 || title.length > 60) {
            wrong.push(`${title} (${subject.gender}; expected ${expected.join(' ')})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads as a seller would write it', () => {
    const subject = (name: string) => SUBJECTS.find((s) => s.name === name)!;
    expect(productTitle(subject('Кошельки'), 'классический', 'чёрный')).toBe(
      'Кошелёк классический чёрный',
    );
    expect(productTitle(subject('Сумки'), 'летний', 'белый')).toBe('Сумка летняя белая');
    expect(productTitle(subject('Брюки'), 'домашний', 'серый')).toBe('Брюки домашние серые');
    expect(productTitle(subject('Полотенца'), 'мягкий', 'голубой')).toBe(
      'Полотенце мягкое голубое',
    );
    expect(productTitle(subject('Ботинки'), 'зимний', 'синий')).toBe('Ботинки зимние синие');
    expect(productTitle(subject('Худи'), 'оверсайз', 'хаки')).toBe('Худи оверсайз хаки');
    expect(productTitle(subject('Шампуни'), 'премиум', 'молочный')).toBe(
      'Шампунь премиум молочный',
    );
    expect(productTitle(subject('Автомобильные держатели'), 'универсальный', 'чёрный')).toBe(
      'Держатель автомобильный универсальный чёрный',
    );
    expect(productTitle(subject('Пижамы детские'), 'детский', 'розовый')).toBe(
      'Пижама детская розовая',
    );
  });

  it('gives the generated catalogue the same titles for the same seed', () => {
    const config: SellerConfig = {
      sid: 'seller',
      name: 'ООО «Тест»',
      seed: 42,
      scale: DEFAULT_SCALE,
      historyStart: Date.UTC(2026, 0, 1) - 3 * 3_600_000,
      tin: '7700000000',
      tradeMark: 'Тест',
    };
    const titles = buildCatalog(config).products.map((p) => p.title);
    expect(buildCatalog(config).products.map((p) => p.title)).toEqual(titles);
    for (const p of buildCatalog(config).products) {
      expect(p.title.startsWith(SUBJECT_BY_ID.get(p.subject.id)!.noun)).toBe(true);
    }
    expect(titles.slice(0, 3)).toEqual([
      'Крем для лица домашний чёрный',
      'Конструктор спортивный красный',
      'Блендер зимний красный',
    ]);
  });
});
