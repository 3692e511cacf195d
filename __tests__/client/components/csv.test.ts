import { csvCell, toCsv } from '../../../src/client/components/csv';

it('quotes separators, quotes and line breaks; keeps 0 and empties null', () => {
  expect(
    toCsv(
      ['a', 'b'],
      [
        [1, 'x,y'],
        ['say "hi"', null],
        [0, 'two\nlines'],
      ],
    ),
  ).toBe('a,b\r\n1,"x,y"\r\n"say ""hi""",\r\n0,"two\nlines"');
});

it('defuses spreadsheet formulas', () => {
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell('+90 555')).toBe("'+90 555");
  expect(csvCell(-5)).toBe('-5');
});
