// Right-to-left text in the PDFs: lines are ordered with the Unicode Bidirectional Algorithm into
// pieces from left to right, each Arabic word left in logical order for the shaper (fontkit) to join and reverse.
import { startsRtl, visualPieces } from '../../../src/server/pdf/bidiText';

describe('visualPieces', () => {
  it('leaves a line without right-to-left letters as it is (Turkish included)', () => {
    expect(visualPieces('Kahvaltı: 2 dilim (ğ ş ı İ)')).toEqual(['Kahvaltı: 2 dilim (ğ ş ı İ)']);
  });

  it('puts Arabic words right to left, numbers kept left to right', () => {
    expect(visualPieces('قائمة الحمية 2026')).toEqual(['2026 ', 'الحمية', ' ', 'قائمة']);
  });

  it('orders a mixed line by its first strong character', () => {
    expect(visualPieces('Üye: فاطمة (1800 kcal)')).toEqual(['Üye: ', 'فاطمة', ' (1800 kcal)']);
    expect(visualPieces('اشرب 2 لتر. Günde 2 litre su için.')).toEqual([
      '.Günde 2 litre su için .',
      'لتر',
      ' 2 ',
      'اشرب',
    ]);
  });

  it('keeps an isolated left-to-right figure in order and draws no bidi control', () => {
    expect(visualPieces('2 ملعقة كبيرة (100 g)')).toEqual(['(g 100) ', 'كبيرة', ' ', 'ملعقة', ' 2']);
    expect(visualPieces('2 ملعقة كبيرة (\u2066100 g\u2069)')).toEqual([
      '(100 g) ',
      'كبيرة',
      ' ',
      'ملعقة',
      ' 2',
    ]);
    expect(visualPieces('\u2066100 g\u2069')).toEqual(['100 g']);
  });

  it('tells which lines start right to left (aligned right in the PDF)', () => {
    expect([startsRtl('اشرب الماء'), startsRtl('2 لتر'), startsRtl('Günde 2 لتر'), startsRtl('—')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
