/**
 * Card titles as a Russian seller writes them: the subject's noun, then an adjective and a colour
 * agreeing with it in gender and number («Кошелёк классический чёрный», «Сумка летняя белая»,
 * «Брюки домашние серые», «Полотенце мягкое голубое»).
 */
import type { Gender, Subject } from '../data/subjects.ts';

/**
 * An adjective given in the masculine singular nominative, in the form `gender` asks for. Words
 * without an adjective ending (хаки, оверсайз, премиум) do not decline. After г, к, х the plural
 * ends in -ие; after ж, ш, ч, щ the unstressed endings are -ее, -ие; a soft stem (-ний) takes
 * -яя, -ее, -ие.
 */
export function agree(adjective: string, gender: Gender): string {
  const ending = adjective.slice(-2);
  if (gender === 'm' || !['ый', 'ий', 'ой'].includes(ending)) return adjective;
  const stem = adjective.slice(0, -2);
  const velar = /[гкх]$/.test(stem);
  const sibilant = /[жшчщ]$/.test(stem);
  let forms: Record<Exclude<Gender, 'm'>, string>;
  if (ending === 'ый') forms = { f: 'ая', n: 'ое', pl: 'ые' };
  else if (ending === 'ой') forms = { f: 'ая', n: 'ое', pl: velar || sibilant ? 'ие' : 'ые' };
  else if (velar) forms = { f: 'ая', n: 'ое', pl: 'ие' };
  else if (sibilant) forms = { f: 'ая', n: 'ее', pl: 'ие' };
  else forms = { f: 'яя', n: 'ее', pl: 'ие' };
  return stem + forms[gender];
}

/**
 * The title of a card of `subject`. An adjective the noun already carries («Пижама детская»,
 * «Мягкая игрушка») is not repeated.
 */
export function productTitle(subject: Subject, adjective: string, colour: string): string {
  const words = [subject.noun];
  const agreed = agree(adjective, subject.gender);
  if (!subject.noun.toLowerCase().split(' ').includes(agreed)) words.push(agreed);
  words.push(agree(colour, subject.gender));
  return words.join(' ');
}
