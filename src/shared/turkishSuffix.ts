// Turkish suffixes after a number follow how the number is read aloud, not its digits: "%26'sı" (yirmi altı →
// altısı), "%40'ı" (kırk → kırkı), "3'ü" (üç → üçü). The last spoken word is the last non-zero place's word
// (6 → altı, 60 → altmış, 600 → yüz, 6000 → bin); its last vowel picks the suffix's vowel (vowel harmony),
// and a final vowel takes the buffer consonant.

const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Words of the powers of a thousand, from 1000 up. */
const THOUSANDS = ['bin', 'milyon', 'milyar', 'trilyon'];

const VOWELS = 'aıoueiöü';

/** The word a whole number's reading ends with (its fraction, if any, is read as a number of its own). */
export function lastSpokenWord(value: number): string {
  const text = String(Math.abs(value));
  const [whole = '0', fraction] = text.split('.');
  if (fraction) return lastSpokenWord(Number(fraction));
  const n = Number(whole);
  if (n === 0) return ONES[0]!;
  if (n % 10 !== 0) return ONES[n % 10]!;
  if (n % 100 !== 0) return TENS[(n % 100) / 10]!;
  if (n % 1000 !== 0) return 'yüz';
  let rest = n / 1000;
  for (const word of THOUSANDS) {
    if (rest % 1000 !== 0 || rest < 1000) return word;
    rest /= 1000;
  }
  return THOUSANDS[THOUSANDS.length - 1]!;
}

const lastVowel = (word: string): string => [...word].reverse().find((c) => VOWELS.includes(c)) ?? 'e';

/** The narrow (four-way) harmony vowel after `word`: ı, i, u or ü. */
function narrowVowel(word: string): string {
  const v = lastVowel(word);
  if ('aı'.includes(v)) return 'ı';
  if ('ei'.includes(v)) return 'i';
  if ('ou'.includes(v)) return 'u';
  return 'ü';
}

/** The possessive (3rd person) suffix after a number, with its apostrophe: 26 → "'sı", 40 → "'ı", 3 → "'ü". */
export function possessiveSuffix(value: number): string {
  const word = lastSpokenWord(value);
  const endsInVowel = VOWELS.includes(word[word.length - 1]!);
  return `'${endsInVowel ? 's' : ''}${narrowVowel(word)}`;
}

/** The locative suffix after a number ("at", "in"): 21 → "'de", 30 → "'da", 40 → "'ta", 5 → "'te". */
export function locativeSuffix(value: number): string {
  const word = lastSpokenWord(value);
  const vowel = 'aıou'.includes(lastVowel(word)) ? 'a' : 'e';
  // After a voiceless consonant the d hardens to t (kırkta, beşte).
  return `'${'çfhkpsşt'.includes(word[word.length - 1]!) ? 't' : 'd'}${vowel}`;
}

/** The locative suffix after a clock time "HH:mm", read "dokuz yirmi bir" (09:21'de), "dokuz" at 09:00 ('da). */
export function timeLocativeSuffix(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return locativeSuffix(minute === 0 ? hour : minute);
}
