// An amount of money in words, as a receipt writes it under the figures so that neither can be altered alone:
// "Yalnız dört bin sekiz yüz Türk lirası elli kuruş", "Only four thousand eight hundred Turkish lira and fifty
// kuruş", "فقط أربعة آلاف وثمانمائة ليرة تركية وخمسون قرشًا لا غير". The numbers' words are n2words' (ESM only:
// required as CommonJS by Node ≥ 22.12, transformed by Babel under jest); the currency's names and the
// formula around them are ours.
import { toCardinal as arabic } from 'n2words/ar-SA';
import { toCardinal as english } from 'n2words/en-US';
import { toCardinal as turkish } from 'n2words/tr-TR';

type WordsLanguage = 'tr' | 'en' | 'ar';

function inTurkish(lira: number, kurus: number): string {
  const parts: string[] = [];
  // "bin", "yüz": Turkish says no "bir" before them, and n2words does not.
  if (lira > 0 || kurus === 0) parts.push(`${turkish(lira)} Türk lirası`);
  if (kurus > 0) parts.push(`${turkish(kurus)} kuruş`);
  return `Yalnız ${parts.join(' ')}`;
}

function inEnglish(lira: number, kurus: number): string {
  const parts: string[] = [];
  if (lira > 0 || kurus === 0) parts.push(`${english(lira)} Turkish lira`);
  if (kurus > 0) parts.push(`${english(kurus)} kuruş`);
  return `Only ${parts.join(' and ')}`;
}

/**
 * Lira in Arabic: the lira is feminine, so the number below a thousand agrees with it (ثلاث ليرات), while
 * thousands and millions count the masculine ألف and مليون (أربعة آلاف); the noun takes the number's form: one
 * (ليرة تركية واحدة), two (ليرتان تركيتان), 3–10 the plural (ليرات تركية), otherwise the singular.
 */
function arabicLira(n: number): string {
  if (n === 1) return 'ليرة تركية واحدة';
  if (n === 2) return 'ليرتان تركيتان';
  const below = n % 1000;
  const words =
    below === n
      ? arabic(n, { gender: 'feminine' })
      : below === 0
        ? arabic(n)
        : `${arabic(n - below)} و${arabic(below, { gender: 'feminine' })}`;
  const units = n % 100;
  return `${words} ${units >= 3 && units <= 10 ? 'ليرات تركية' : 'ليرة تركية'}`;
}

/** Kuruş (1–99) in Arabic: the masculine قرش, one قرش واحد, two قرشان, 3–10 قروش, 11–99 قرشًا. */
function arabicKurus(n: number): string {
  if (n === 1) return 'قرش واحد';
  if (n === 2) return 'قرشان';
  return `${arabic(n)} ${n <= 10 ? 'قروش' : 'قرشًا'}`;
}

function inArabic(lira: number, kurus: number): string {
  const parts: string[] = [];
  if (lira > 0 || kurus === 0) parts.push(lira === 0 ? 'صفر ليرة تركية' : arabicLira(lira));
  if (kurus > 0) parts.push(arabicKurus(kurus));
  return `فقط ${parts.join(' و')} لا غير`;
}

const WRITERS: Record<WordsLanguage, (lira: number, kurus: number) => string> = {
  tr: inTurkish,
  en: inEnglish,
  ar: inArabic,
};

/** `kurus` (whole kuruş, 480000 = ₺4.800,00) in words in `lang`, with its currency: Turkish lira and kuruş. */
export function amountInWords(kurus: number, lang: WordsLanguage): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0)
    throw new RangeError(`an amount is whole kuruş, not ${kurus}`);
  return WRITERS[lang](Math.floor(kurus / 100), kurus % 100);
}
