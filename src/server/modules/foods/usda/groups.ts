// USDA Standard Reference food groups (FD_GROUP, identical from SR22 to SR Legacy) and the product's category for
// each. The cronometer copy of SR24 has no group table: an NDB number starts with its group's two digits.
import type { FoodCategory } from '../../../../shared/schemas/foods';

export const SR_FOOD_GROUPS: Readonly<Record<string, string>> = {
  '0100': 'Dairy and Egg Products',
  '0200': 'Spices and Herbs',
  '0300': 'Baby Foods',
  '0400': 'Fats and Oils',
  '0500': 'Poultry Products',
  '0600': 'Soups, Sauces, and Gravies',
  '0700': 'Sausages and Luncheon Meats',
  '0800': 'Breakfast Cereals',
  '0900': 'Fruits and Fruit Juices',
  '1000': 'Pork Products',
  '1100': 'Vegetables and Vegetable Products',
  '1200': 'Nut and Seed Products',
  '1300': 'Beef Products',
  '1400': 'Beverages',
  '1500': 'Finfish and Shellfish Products',
  '1600': 'Legumes and Legume Products',
  '1700': 'Lamb, Veal, and Game Products',
  '1800': 'Baked Products',
  '1900': 'Sweets',
  '2000': 'Cereal Grains and Pasta',
  '2100': 'Fast Foods',
  '2200': 'Meals, Entrees, and Side Dishes',
  '2500': 'Snacks',
  '3500': 'American Indian/Alaska Native Foods',
  '3600': 'Restaurant Foods',
};

const GROUP_CATEGORY: Readonly<Record<string, FoodCategory>> = {
  '0100': 'dairy',
  '0200': 'condiments',
  '0400': 'oils_fats',
  '0500': 'poultry',
  '0600': 'dishes',
  '0700': 'meat',
  '0800': 'cereals',
  '0900': 'fruits',
  '1000': 'meat',
  '1100': 'vegetables',
  '1200': 'nuts_seeds',
  '1300': 'meat',
  '1400': 'beverages',
  '1500': 'fish',
  '1600': 'legumes',
  '1700': 'meat',
  '1800': 'bakery',
  '1900': 'sweets',
  '2000': 'cereals',
  '2100': 'dishes',
  '2200': 'dishes',
  '3600': 'dishes',
};

/** The group of an NDB number, when the source gives none ('01001' → '0100'). */
export const groupOfNdb = (ndb: string): string => `${ndb.slice(0, 2)}00`;

/** The product's category of a USDA food: by its group, with eggs and cheeses told apart within dairy. */
export function categoryOf(group: string, name: string): FoodCategory {
  if (group === '0100') {
    if (/^egg[ ,]/i.test(name)) return 'eggs';
    if (/^cheese/i.test(name)) return 'cheese';
  }
  return GROUP_CATEGORY[group] ?? 'others';
}
