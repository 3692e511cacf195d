// Amounts in words, as a receipt writes them under the figures: Turkish without "bir" before yüz and bin, English,
// and Arabic with the lira's agreement; whole kuruş in, n2words' numbers inside.
import { amountInWords } from '../../../src/server/pdf/amountInWords';

describe('amountInWords', () => {
  it.each([
    [50, 'Yalnız elli kuruş'],
    [100, 'Yalnız bir Türk lirası'],
    [10_000, 'Yalnız yüz Türk lirası'],
    [100_000, 'Yalnız bin Türk lirası'],
    [110_000_000, 'Yalnız bir milyon yüz bin Türk lirası'],
    [480_000, 'Yalnız dört bin sekiz yüz Türk lirası'],
    [480_050, 'Yalnız dört bin sekiz yüz Türk lirası elli kuruş'],
    [124_999, 'Yalnız bin iki yüz kırk dokuz Türk lirası doksan dokuz kuruş'],
    [110_000, 'Yalnız bin yüz Türk lirası'],
    [0, 'Yalnız sıfır Türk lirası'],
  ])('writes %i kuruş in Turkish: %s', (kurus, words) => {
    expect(amountInWords(kurus, 'tr')).toBe(words);
  });

  it.each([
    [50, 'Only fifty kuruş'],
    [100, 'Only one Turkish lira'],
    [10_000, 'Only one hundred Turkish lira'],
    [100_000, 'Only one thousand Turkish lira'],
    [110_000_000, 'Only one million one hundred thousand Turkish lira'],
    [480_000, 'Only four thousand eight hundred Turkish lira'],
    [124_999, 'Only one thousand two hundred forty-nine Turkish lira and ninety-nine kuruş'],
  ])('writes %i kuruş in English: %s', (kurus, words) => {
    expect(amountInWords(kurus, 'en')).toBe(words);
  });

  it.each([
    [480_000, 'فقط أربعة آلاف وثمانمائة ليرة تركية لا غير'],
    [100, 'فقط ليرة تركية واحدة لا غير'],
    [200, 'فقط ليرتان تركيتان لا غير'],
    [300, 'فقط ثلاث ليرات تركية لا غير'],
    [50, 'فقط خمسون قرشًا لا غير'],
    [124_999, 'فقط ألف ومئتان وتسع وأربعون ليرة تركية وتسعة وتسعون قرشًا لا غير'],
    [110_000_000, 'فقط مليون ومائة ألف ليرة تركية لا غير'],
  ])('writes %i kuruş in Arabic: %s', (kurus, words) => {
    expect(amountInWords(kurus, 'ar')).toBe(words);
  });

  it('refuses what is not whole kuruş', () => {
    expect(() => amountInWords(12.5, 'tr')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'en')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'ar')).toThrow(RangeError);
  });
});
