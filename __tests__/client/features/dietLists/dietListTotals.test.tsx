// The diet-list editor's totals: per meal and per day, against the member's daily target, kept
// up to date as items are removed or days cut; and the arithmetic behind them (shared with the PDF).
import { screen, waitFor, within } from '@testing-library/react';
import DietListEditPage from '../../../../src/client/features/dietLists/DietListEditPage';
import { amountLabel, foodItem, recipeItem } from '../../../../src/client/features/dietLists/dietListValues';
import { dietTotals, targetState } from '../../../../src/shared/dietTotals';
import type { DietListItemRecord, DietListRecord } from '../../../../src/shared/schemas/dietLists';
import { mockHttp } from '../../api/mockHttp';
import { renderWithProviders, signedInSession } from '../../helpers/renderWithProviders';

const n = (energy_kcal: number, protein_g = 0) => ({
  energy_kcal,
  protein_g,
  carbohydrate_g: 0,
  fat_g: 0,
  fibre_g: 0,
});
const item = (
  day: number,
  meal: DietListItemRecord['meal'],
  kcal: number,
  name: string,
): DietListItemRecord => ({
  day,
  meal,
  food_id: 1,
  portion_id: null,
  recipe_id: null,
  amount: 100,
  grams: 100,
  note: '',
  name_tr: name,
  name_en: name,
  portion_name_tr: null,
  portion_name_en: null,
  nutrients: n(kcal, 10),
});

const list: DietListRecord = {
  id: 5,
  member_id: 7,
  nutritionist_id: 1,
  title: 'Kış listesi',
  start_date: '2026-12-01',
  end_date: '2026-12-07',
  notes: '',
  day_count: 2,
  member_name: 'Ayşe',
  nutritionist_name: 'Admin',
  target_daily_calorie: 2000,
  items: [
    item(1, 'breakfast', 120, 'Yulaf'),
    item(1, 'breakfast', 200, 'Süt'),
    item(1, 'dinner', 300, 'Mercimek çorbası'),
    item(2, 'lunch', 1900, 'Pilav'),
  ],
};

describe('dietTotals', () => {
  it('sums each meal and day and compares the day with the target', () => {
    const [one, two] = dietTotals(list.items!, 2, 2000);
    expect(one!.meals.breakfast.energy_kcal).toBe(320);
    expect(one!.meals.dinner.energy_kcal).toBe(300);
    expect(one!.meals.lunch.energy_kcal).toBe(0);
    expect(one!.total).toMatchObject({ energy_kcal: 620, protein_g: 30 });
    expect(one!.ofTarget).toBeCloseTo(0.31);
    expect(targetState(one!.ofTarget)).toBe('under');
    expect(targetState(two!.ofTarget)).toBe('on');
    expect(targetState(dietTotals([item(1, 'lunch', 2500, 'x')], 1, 2000)[0]!.ofTarget)).toBe('over');
    expect(dietTotals(list.items!, 1, 0)).toEqual([expect.objectContaining({ day: 1, ofTarget: null })]);
  });

  it('computes an item from a portion, from grams, or from recipe servings', () => {
    const oats = {
      id: 3,
      name_tr: 'Yulaf',
      name_en: 'Oats',
      per100g: n(400, 10),
      portions: [{ id: 8, name_tr: '1 yemek kaşığı', name_en: '1 tbsp', grams: 10 }],
    };
    const place = { day: 1, meal: 'breakfast' as const };
    expect(foodItem(place, oats, 8, 3)).toMatchObject({ grams: 30, portion_id: 8, nutrients: n(120, 3) });
    expect(foodItem(place, oats, null, 50)).toMatchObject({
      grams: 50,
      portion_id: null,
      nutrients: n(200, 5),
    });
    expect(recipeItem(place, { id: 4, title: 'Menemen', serving: n(150, 8) }, 2)).toMatchObject({
      recipe_id: 4,
      nutrients: n(300, 16),
    });
  });
});

describe('the editor', () => {
  function open() {
    mockHttp((config) => {
      if (config.url === 'diet_lists/5') return { status: 200, data: list };
      if (config.url === 'members/7')
        return { status: 200, data: { id: 7, name: 'Ayşe', target_daily_calorie: 2000 } };
      return { status: 200, data: [], headers: { 'x-total-count': '0' } };
    });
    return renderWithProviders(<DietListEditPage />, {
      preloadedState: {
        session: signedInSession({
          permissions: ['DIET_LISTS_SEARCH', 'DIET_LISTS_READ', 'DIET_LISTS_UPDATE', 'MEMBERS_READ'],
        }),
      },
      path: '/dietlist-edit/:id',
      route: '/dietlist-edit/5',
    });
  }

  it('shows per-meal and per-day totals against the target, and follows edits', async () => {
    const { user } = open();
    const dayOne = await screen.findByTestId('day-total-1', {}, { timeout: 10_000 });
    await waitFor(() => expect(dayOne).toHaveTextContent('620 kcal'));
    expect(dayOne).toHaveTextContent("Hedefin %31'i");
    expect(dayOne).toHaveTextContent('Hedef: 2000 kcal');
    expect(dayOne).toHaveTextContent('Hedefin altında');
    expect(screen.getByTestId('meal-total-1-breakfast')).toHaveTextContent('320 kcal');
    expect(screen.getByTestId('meal-total-1-dinner')).toHaveTextContent('300 kcal');
    expect(screen.getByTestId('day-total-2')).toHaveTextContent('Hedefte');

    const breakfast = screen.getByRole('region', { name: '1. gün Kahvaltı' });
    await user.click(within(breakfast).getByRole('button', { name: /Kaldır Süt/ }));
    await waitFor(() => expect(screen.getByTestId('day-total-1')).toHaveTextContent('420 kcal'));
    expect(screen.getByTestId('meal-total-1-breakfast')).toHaveTextContent('120 kcal');

    await user.click(screen.getByRole('button', { name: /Son günü sil/ }));
    await waitFor(() => expect(screen.queryByTestId('day-total-2')).toBeNull());
  });
});

describe("the editor's amount reads in the screen's language", () => {
  const egg = {
    ...item(1, 'breakfast', 70, 'Yumurta'),
    portion_id: 3,
    amount: 0.5,
    grams: 25.4,
    portion_name_tr: '1 orta boy',
    portion_name_en: '1 medium',
  };
  it('Turkish writes a decimal comma; English a point and its own portion name', () => {
    expect(amountLabel(egg, 'porsiyon', 'tr')).toBe('0,5 orta boy (25 g)');
    expect(amountLabel(egg, 'servings', 'en')).toBe('0.5 medium (25 g)');
    expect(amountLabel({ ...egg, portion_id: null, amount: 50.3 }, 'porsiyon', 'tr')).toBe('50,3 g');
    expect(amountLabel({ ...egg, recipe_id: 2, amount: 1.5 }, 'porsiyon', 'tr')).toBe('1,5 porsiyon');
  });
});
