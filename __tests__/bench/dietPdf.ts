// The PDF of a 7-day diet list with 5 meals a day (breakfast, a morning snack, lunch, an afternoon snack,
// dinner; 3 foods each: 105 items), built in memory as `_show` builds it: time (first build with the fonts
// read, then the median of 20) and size.
import path from 'node:path';
import { renderDietListPdf, type DietListPdfInput } from '../../src/server/modules/dietLists/pdf';
import type { PdfTask } from '../../src/server/pdf/tasks';
import { boundedWorker } from '../../src/server/worker/boundedWorker';
import type { DietListItemRecord, DietListRecord } from '../../src/shared/schemas/dietLists';

const FOODS = [
  ['Yulaf ezmesi', '1 yemek kaşığı', 10, 389],
  ['Beyaz peynir', '1 dilim', 30, 264],
  ['Domates', '1 orta boy', 123, 18],
  ['Mercimek çorbası', '1 kase', 250, 56],
  ['Izgara tavuk göğsü', '1 porsiyon', 120, 165],
  ['Bulgur pilavı', '1 su bardağı', 180, 83],
  ['Yoğurt', '1 kase', 200, 61],
  ['Ceviz içi', '1 adet', 4, 654],
  ['Elma', '1 orta boy', 182, 52],
] as const;

export function weekList(): DietListRecord & { items: DietListItemRecord[] } {
  const items: DietListItemRecord[] = [];
  const slots = ['breakfast', 'snacks', 'lunch', 'snacks', 'dinner'] as const;
  for (let day = 1; day <= 7; day += 1)
    slots.forEach((meal, s) => {
      for (let k = 0; k < 3; k += 1) {
        const [name, portion, grams, kcal] = FOODS[(day + s * 3 + k) % FOODS.length]!;
        const amount = 1 + (k % 2);
        const g = grams * amount;
        items.push({
          day,
          meal,
          food_id: 1,
          portion_id: 1,
          recipe_id: null,
          amount,
          grams: g,
          note: '',
          name_tr: name,
          name_en: name,
          portion_name_tr: portion,
          portion_name_en: portion,
          nutrients: {
            energy_kcal: (kcal * g) / 100,
            protein_g: g / 20,
            carbohydrate_g: g / 10,
            fat_g: g / 30,
            fibre_g: 1,
          },
        });
      }
    });
  return {
    id: 1,
    member_id: 1,
    nutritionist_id: 1,
    title: 'Haftalık beslenme planı — Şubat',
    start_date: '2026-02-02',
    end_date: '2026-02-08',
    notes: 'Günde en az 2 litre su için. Akşam yemeğinden sonra atıştırmayın; şekerli içeceklerden kaçının.',
    day_count: 7,
    items,
    member_name: 'Ayşe Yıldırım',
    nutritionist_name: 'Dyt. İlker Şahin',
    target_daily_calorie: 1800,
  };
}

export async function benchDietPdf(): Promise<Record<string, string>> {
  const list = weekList();
  let t0 = performance.now();
  const first = await renderDietListPdf({ list, lang: 'tr' });
  const cold = performance.now() - t0;
  const times: number[] = [];
  let size = first.length;
  for (let i = 0; i < 20; i += 1) {
    t0 = performance.now();
    size = (await renderDietListPdf({ list, lang: 'tr' })).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  // The worst case a list can hold: notes of 5,000 characters in one word (broken across lines), and the week.
  const worst = { ...list, notes: 'ş'.repeat(5000), title: 'x'.repeat(255) };
  const worstTimes: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    t0 = performance.now();
    await renderDietListPdf({ list: worst, lang: 'tr' });
    worstTimes.push(performance.now() - t0);
  }
  worstTimes.sort((a, b) => a - b);
  // As `_show` renders it: in the warm PDF worker thread (pdf/plugin.ts: the render named by path, the call's
  // round trip, the PDF copied back).
  const worker = boundedWorker<PdfTask, Uint8Array>(
    path.join(__dirname, '../../src/server/pdf/tasks'),
    'runPdfTask',
    { timeoutMs: 10_000, memoryMb: 256 },
  );
  const task = (input: DietListPdfInput): PdfTask => ({
    modulePath: path.join(__dirname, '../../src/server/modules/dietLists/pdf'),
    exportName: 'renderDietListPdf',
    input,
  });
  t0 = performance.now();
  await worker.run(task({ list, lang: 'tr' }));
  const workerCold = performance.now() - t0;
  const workerTimes: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    t0 = performance.now();
    await worker.run(task({ list, lang: 'tr' }));
    workerTimes.push(performance.now() - t0);
  }
  await worker.close();
  workerTimes.sort((a, b) => a - b);
  return {
    'diet-list PDF, worst case (notes: one 5,000-character word, a 255-character title)': `${worstTimes[3]!.toFixed(1)} ms median of 7 (${worstTimes[0]!.toFixed(1)}–${worstTimes[6]!.toFixed(1)})`,
    'diet-list PDF, 7 days × 5 meals (105 items)': `${median.toFixed(1)} ms median of 20 (${times[0]!.toFixed(1)}–${times[times.length - 1]!.toFixed(1)}); first build incl. reading the fonts ${cold.toFixed(1)} ms`,
    'its size': `${(size / 1024).toFixed(1)} KB`,
    'the same through the warm worker thread': `${workerTimes[10]!.toFixed(1)} ms median of 20 (${workerTimes[0]!.toFixed(1)}–${workerTimes[19]!.toFixed(1)}); the worker's first call incl. its start ${workerCold.toFixed(0)} ms`,
  };
}
