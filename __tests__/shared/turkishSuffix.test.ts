import { lastSpokenWord, possessiveSuffix, timeLocativeSuffix } from '../../src/shared/turkishSuffix';

it.each([
  [26, "'sı"], // yirmi altı → altısı
  [40, "'ı"], // kırk → kırkı
  [3, "'ü"], // üç → üçü
  [100, "'ü"], // yüz → yüzü
  [50, "'si"], // elli → ellisi
  [9, "'u"], // dokuz → dokuzu
  [0, "'ı"], // sıfır → sıfırı
  [1000, "'i"], // bin → bini
  [2_000_000, "'u"], // milyon → milyonu
  [105, "'i"], // yüz beş → beşi
  [12.5, "'i"], // on iki virgül beş → beşi
])('%p takes %p', (value, suffix) => expect(possessiveSuffix(value)).toBe(suffix));

it('reads the last non-zero place', () => {
  expect(lastSpokenWord(60)).toBe('altmış');
  expect(lastSpokenWord(600)).toBe('yüz');
  expect(lastSpokenWord(6000)).toBe('bin');
  expect(lastSpokenWord(6_000_000_000)).toBe('milyar');
});

it.each([
  ['09:21', "'de"], // dokuz yirmi bir → birde
  ['09:30', "'da"], // otuz → otuzda
  ['12:40', "'ta"], // kırk → kırkta
  ['18:05', "'te"], // beş → beşte
  ['09:00', "'da"], // dokuz → dokuzda
  ['10:00', "'da"], // on → onda
  ['07:03', "'te"], // üç → üçte
  ['20:00', "'de"], // yirmi → yirmide
])('the time %p takes %p', (time, suffix) => expect(timeLocativeSuffix(time)).toBe(suffix));
