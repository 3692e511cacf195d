// Demo foods of Turkish cuisine with their nutrients per 100 g (edible part) from USDA FoodData Central, SR
// Legacy (public domain, CC0): energy is kcal (nutrient 1008), protein 1003, carbohydrate by difference 1005,
// total fat 1004, total dietary fibre 1079. `name_en` is the FDC description, `fdc_id` the FDC record, so every
// figure can be checked at https://fdc.nal.usda.gov/food-details/<fdc_id>/nutrients. Where USDA has no Turkish
// product the nearest USDA food is named as what it is (feta for beyaz peynir, not "kaşar"). Portions are
// Turkish household measures (su bardağı = 200 ml) with their usual weights. Dishes USDA lacks (mercimek
// çorbası, menemen, ...) are recipes built from these foods: see recipes.ts.
import type { FoodCategory } from '../../../../shared/records';

export const USDA_SOURCE = 'USDA FoodData Central SR Legacy';

/** kcal, protein g, carbohydrate g, fat g, fibre g — per 100 g. */
type Per100g = readonly [number, number, number, number, number];
/** Turkish name, English name, grams. */
type Portion = readonly [string, string, number];

export interface UsdaFood {
  key: string;
  fdc_id: number;
  name_en: string;
  name_tr: string;
  category: FoodCategory;
  per100g: Per100g;
  portions: readonly Portion[];
}

const food = (
  key: string,
  fdc_id: number,
  name_en: string,
  name_tr: string,
  category: FoodCategory,
  per100g: Per100g,
  portions: readonly Portion[] = [],
): UsdaFood => ({ key, fdc_id, name_en, name_tr, category, per100g, portions });

// Household measures.
const cup = (g: number): Portion => ['1 su bardağı', '1 glass (200 ml)', g];
const teaGlass = (g: number): Portion => ['1 çay bardağı', '1 tea glass (100 ml)', g];
const tbsp = (g: number): Portion => ['1 yemek kaşığı', '1 tablespoon', g];
const dsp = (g: number): Portion => ['1 tatlı kaşığı', '1 dessert spoon', g];
const tsp = (g: number): Portion => ['1 çay kaşığı', '1 teaspoon', g];
const medium = (g: number): Portion => ['1 orta boy', '1 medium', g];
const small = (g: number): Portion => ['1 küçük boy', '1 small', g];
const large = (g: number): Portion => ['1 büyük boy', '1 large', g];
const slice = (g: number): Portion => ['1 dilim', '1 slice', g];
const piece = (g: number): Portion => ['1 adet', '1 piece', g];
const handful = (g: number): Portion => ['1 avuç', '1 handful', g];
const bowl = (g: number): Portion => ['1 kase', '1 bowl', g];
const serving = (g: number): Portion => ['1 porsiyon', '1 serving', g];
const bunch = (g: number): Portion => ['1 demet', '1 bunch', g];

export const USDA_FOODS: readonly UsdaFood[] = [
  // Cereals and bakery
  food('bulgur', 170688, 'Bulgur, dry', 'Bulgur (pilavlık, kuru)', 'cereals', [342, 12.29, 75.87, 1.33, 12.5], [cup(160), tbsp(12)]),
  food('bulgur_cooked', 170287, 'Bulgur, cooked', 'Bulgur pilavı (sade, haşlanmış)', 'cereals', [83, 3.08, 18.58, 0.24, 4.5], [serving(150), tbsp(15)]),
  food('rice', 169756, 'Rice, white, long-grain, regular, raw, enriched', 'Pirinç (kuru)', 'cereals', [365, 7.13, 79.95, 0.66, 1.3], [cup(180), tbsp(13)]),
  food('rice_cooked', 168878, 'Rice, white, long-grain, regular, enriched, cooked', 'Pirinç (haşlanmış)', 'cereals', [130, 2.69, 28.17, 0.28, 0.4], [serving(150), tbsp(15)]),
  food('rice_brown_cooked', 169704, 'Rice, brown, long-grain, cooked', 'Esmer pirinç (haşlanmış)', 'cereals', [123, 2.74, 25.58, 0.97, 1.6], [serving(150), tbsp(15)]),
  food('pasta', 169736, 'Pasta, dry, enriched', 'Makarna (kuru)', 'cereals', [371, 13.04, 74.67, 1.51, 3.2], [serving(80), cup(100)]),
  food('pasta_cooked', 168928, 'Pasta, cooked, unenriched, without added salt', 'Makarna (haşlanmış)', 'cereals', [158, 5.8, 30.86, 0.93, 1.8], [serving(180), tbsp(20)]),
  food('noodles_cooked', 168919, 'Noodles, egg, cooked, enriched, with added salt', 'Erişte (haşlanmış)', 'cereals', [138, 4.54, 25.16, 2.07, 1.2], [serving(160)]),
  food('couscous_cooked', 169700, 'Couscous, cooked', 'Kuskus (haşlanmış)', 'cereals', [112, 3.79, 23.22, 0.16, 1.4], [serving(150)]),
  food('quinoa_cooked', 168917, 'Quinoa, cooked', 'Kinoa (haşlanmış)', 'cereals', [120, 4.4, 21.3, 1.92, 2.8], [serving(150), tbsp(15)]),
  food('oats', 173904, 'Cereals, oats, regular and quick, not fortified, dry', 'Yulaf ezmesi', 'cereals', [379, 13.15, 67.7, 6.52, 10.1], [cup(90), tbsp(6)]),
  food('flour', 168894, 'Wheat flour, white, all-purpose, enriched, bleached', 'Buğday unu (beyaz)', 'cereals', [364, 10.33, 76.31, 0.98, 2.7], [cup(110), tbsp(8)]),
  food('popcorn', 167959, 'Snacks, popcorn, air-popped', 'Patlamış mısır (yağsız)', 'cereals', [387, 12.94, 77.78, 4.54, 14.5], [cup(16)]),
  food('bread_white', 174924, 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Beyaz ekmek', 'bakery', [266, 8.85, 49.42, 3.33, 2.7], [slice(25), ['1 çeyrek ekmek', '1 quarter loaf', 62]]),
  food('bread_whole', 172688, 'Bread, whole-wheat, commercially prepared', 'Tam buğday ekmeği', 'bakery', [252, 12.45, 42.71, 3.5, 6.0], [slice(25)]),
  food('bread_rye', 172684, 'Bread, rye', 'Çavdar ekmeği', 'bakery', [259, 8.5, 48.3, 3.3, 5.8], [slice(25)]),
  food('bread_pita', 174915, 'Bread, pita, white, enriched', 'Pide ekmeği (beyaz)', 'bakery', [275, 9.1, 55.7, 1.2, 2.2], [piece(60), slice(30)]),

  // Legumes
  food('lentils_red', 174284, 'Lentils, pink or red, raw', 'Kırmızı mercimek (kuru)', 'legumes', [358, 23.91, 63.1, 2.17, 10.8], [cup(180), tbsp(12)]),
  food('lentils', 172420, 'Lentils, raw', 'Yeşil mercimek (kuru)', 'legumes', [352, 24.63, 63.35, 1.06, 10.7], [cup(180), tbsp(12)]),
  food('lentils_cooked', 172421, 'Lentils, mature seeds, cooked, boiled, without salt', 'Yeşil mercimek (haşlanmış)', 'legumes', [116, 9.02, 20.13, 0.38, 7.9], [serving(150), tbsp(15)]),
  food('chickpeas', 173756, 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Nohut (kuru)', 'legumes', [378, 20.47, 62.95, 6.04, 12.2], [cup(180), tbsp(12)]),
  food('chickpeas_cooked', 173757, 'Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt', 'Nohut (haşlanmış)', 'legumes', [164, 8.86, 27.42, 2.59, 7.6], [serving(150), tbsp(15)]),
  food('beans_white', 175202, 'Beans, white, mature seeds, raw', 'Kuru fasulye (kuru)', 'legumes', [333, 23.36, 60.27, 0.85, 15.2], [cup(180), tbsp(12)]),
  food('beans_white_cooked', 175203, 'Beans, white, mature seeds, cooked, boiled, without salt', 'Kuru fasulye (haşlanmış)', 'legumes', [139, 9.73, 25.09, 0.35, 6.3], [serving(150)]),
  food('beans_kidney_canned', 174285, 'Beans, kidney, red, mature seeds, canned, drained solids', 'Barbunya (konserve, süzülmüş)', 'legumes', [124, 7.98, 21.49, 1.05, 6.4], [serving(150), tbsp(15)]),
  food('cowpeas', 173761, 'Cowpeas, common (blackeyes, crowder, southern), mature seeds, raw', 'Börülce (kuru)', 'legumes', [336, 23.52, 60.03, 1.26, 10.6], [cup(170)]),
  food('broadbeans', 173752, 'Broadbeans (fava beans), mature seeds, raw', 'Bakla (kuru)', 'legumes', [341, 26.12, 58.29, 1.53, 25.0], [cup(150)]),
  food('hummus', 174289, 'Hummus, commercial', 'Humus', 'legumes', [166, 7.9, 14.29, 9.6, 6.0], [tbsp(15), serving(60)]),
  food('peanut_butter', 172470, 'Peanut butter, smooth style, without salt', 'Fıstık ezmesi', 'legumes', [598, 22.21, 22.31, 51.36, 5.0], [tbsp(16), tsp(5)]),

  // Vegetables
  food('tomato', 170457, 'Tomatoes, red, ripe, raw, year round average', 'Domates', 'vegetables', [18, 0.88, 3.89, 0.2, 1.2], [medium(120), small(90), cup(180)]),
  food('tomato_paste', 170459, 'Tomato products, canned, paste, without salt added', 'Domates salçası', 'vegetables', [82, 4.32, 18.91, 0.47, 4.1], [tbsp(16), tsp(5)]),
  food('tomato_dried', 168566, 'Tomatoes, sun-dried', 'Kuru domates', 'vegetables', [258, 14.11, 55.76, 2.97, 12.3], [piece(2)]),
  food('cucumber', 168409, 'Cucumber, with peel, raw', 'Salatalık', 'vegetables', [15, 0.65, 3.63, 0.11, 0.5], [medium(120), cup(105)]),
  food('onion', 170000, 'Onions, raw', 'Kuru soğan', 'vegetables', [40, 1.1, 9.34, 0.1, 1.7], [medium(110), small(70), tbsp(10)]),
  food('green_onion', 170005, 'Onions, spring or scallions (includes tops and bulb), raw', 'Yeşil soğan', 'vegetables', [32, 1.83, 7.34, 0.19, 2.6], [piece(15), bunch(100)]),
  food('garlic', 169230, 'Garlic, raw', 'Sarımsak', 'vegetables', [149, 6.36, 33.06, 0.5, 2.1], [['1 diş', '1 clove', 3]]),
  food('pepper_green', 170427, 'Peppers, sweet, green, raw', 'Yeşil biber (dolmalık/çarliston)', 'vegetables', [20, 0.86, 4.64, 0.17, 1.7], [medium(120), ['1 adet sivri', '1 long pepper', 20], cup(150)]),
  food('pepper_red', 170108, 'Peppers, sweet, red, raw', 'Kırmızı biber (tatlı)', 'vegetables', [31, 0.99, 6.03, 0.3, 2.1], [medium(120)]),
  food('pepper_hot', 168576, 'Peppers, jalapeno, raw', 'Acı yeşil biber (jalapeno)', 'vegetables', [29, 0.91, 6.5, 0.37, 2.8], [piece(15)]),
  food('eggplant', 169228, 'Eggplant, raw', 'Patlıcan', 'vegetables', [25, 0.98, 5.88, 0.18, 3.0], [medium(250), cup(80)]),
  food('zucchini', 169291, 'Squash, summer, zucchini, includes skin, raw', 'Kabak (sakız)', 'vegetables', [17, 1.21, 3.11, 0.32, 1.0], [medium(200), cup(125)]),
  food('potato', 170026, 'Potatoes, flesh and skin, raw', 'Patates', 'vegetables', [77, 2.05, 17.49, 0.09, 2.1], [medium(170), small(110)]),
  food('potato_boiled', 170440, 'Potatoes, boiled, cooked without skin, flesh, without salt', 'Patates (haşlanmış)', 'vegetables', [86, 1.71, 20.01, 0.1, 2.0], [medium(150)]),
  food('sweet_potato', 168482, 'Sweet potato, raw, unprepared', 'Tatlı patates', 'vegetables', [86, 1.57, 20.12, 0.05, 3.0], [medium(130)]),
  food('carrot', 170393, 'Carrots, raw', 'Havuç', 'vegetables', [41, 0.93, 9.58, 0.24, 2.8], [medium(60), cup(110)]),
  food('spinach', 168462, 'Spinach, raw', 'Ispanak', 'vegetables', [23, 2.86, 3.63, 0.39, 2.2], [cup(30), bunch(350)]),
  food('spinach_cooked', 168463, 'Spinach, cooked, boiled, drained, without salt', 'Ispanak (haşlanmış)', 'vegetables', [23, 2.97, 3.75, 0.26, 2.4], [serving(180)]),
  food('chard', 169991, 'Chard, swiss, raw', 'Pazı', 'vegetables', [19, 1.8, 3.74, 0.2, 1.6], [cup(36), bunch(300)]),
  food('lettuce_romaine', 169247, 'Lettuce, cos or romaine, raw', 'Marul', 'vegetables', [17, 1.23, 3.29, 0.3, 2.1], [['1 yaprak', '1 leaf', 10], cup(50)]),
  food('lettuce_iceberg', 169248, 'Lettuce, iceberg (includes crisphead types), raw', 'Aysberg marul', 'vegetables', [14, 0.9, 2.97, 0.14, 1.2], [cup(55)]),
  food('arugula', 169387, 'Arugula, raw', 'Roka', 'vegetables', [25, 2.58, 3.65, 0.66, 1.6], [bunch(40), cup(20)]),
  food('cabbage', 169975, 'Cabbage, raw', 'Beyaz lahana', 'vegetables', [25, 1.28, 5.8, 0.1, 2.5], [cup(90)]),
  food('cabbage_red', 169977, 'Cabbage, red, raw', 'Mor lahana', 'vegetables', [31, 1.43, 7.37, 0.16, 2.1], [cup(90)]),
  food('cauliflower', 169986, 'Cauliflower, raw', 'Karnabahar', 'vegetables', [25, 1.92, 4.97, 0.28, 2.0], [cup(105)]),
  food('broccoli', 170379, 'Broccoli, raw', 'Brokoli', 'vegetables', [34, 2.82, 6.64, 0.37, 2.6], [cup(90)]),
  food('brussels', 170383, 'Brussels sprouts, raw', 'Brüksel lahanası', 'vegetables', [43, 3.38, 8.95, 0.3, 3.8], [piece(19)]),
  food('leek', 169246, 'Leeks, (bulb and lower leaf-portion), raw', 'Pırasa', 'vegetables', [61, 1.5, 14.15, 0.3, 1.8], [piece(90)]),
  food('celeriac', 169990, 'Celeriac, raw', 'Kereviz (kök)', 'vegetables', [42, 1.5, 9.2, 0.3, 1.8], [medium(250)]),
  food('celery', 169988, 'Celery, raw', 'Sap kereviz', 'vegetables', [16, 0.69, 2.97, 0.17, 1.6], [['1 sap', '1 stalk', 40]]),
  food('okra', 169260, 'Okra, raw', 'Bamya', 'vegetables', [33, 1.93, 7.45, 0.19, 3.2], [cup(100)]),
  food('asparagus', 168389, 'Asparagus, raw', 'Kuşkonmaz', 'vegetables', [20, 2.2, 3.88, 0.12, 2.1], [piece(16), bunch(250)]),
  food('mushroom', 169251, 'Mushrooms, white, raw', 'Kültür mantarı', 'vegetables', [22, 3.09, 3.26, 0.34, 1.0], [cup(70), piece(18)]),
  food('beet', 169145, 'Beets, raw', 'Pancar', 'vegetables', [43, 1.61, 9.56, 0.17, 2.8], [medium(80)]),
  food('radish', 169276, 'Radishes, raw', 'Turp (kırmızı)', 'vegetables', [16, 0.68, 3.4, 0.1, 1.6], [piece(5)]),
  food('turnip', 170465, 'Turnips, raw', 'Şalgam', 'vegetables', [28, 0.9, 6.43, 0.1, 1.8], [medium(120)]),
  food('pumpkin', 168448, 'Pumpkin, raw', 'Bal kabağı', 'vegetables', [26, 1.0, 6.5, 0.1, 0.5], [cup(115), slice(150)]),
  food('green_beans', 169961, 'Beans, snap, green, raw', 'Taze fasulye', 'vegetables', [31, 1.83, 6.97, 0.22, 2.7], [cup(110), handful(50)]),
  food('peas', 170419, 'Peas, green, raw', 'Bezelye (taze)', 'vegetables', [81, 5.42, 14.45, 0.4, 5.7], [cup(145), tbsp(12)]),
  food('corn', 169998, 'Corn, sweet, yellow, raw', 'Mısır (taze)', 'vegetables', [86, 3.27, 18.7, 1.35, 2.0], [piece(100), tbsp(15)]),
  food('parsley', 170416, 'Parsley, fresh', 'Maydanoz', 'vegetables', [36, 2.97, 6.33, 0.79, 3.3], [bunch(60), tbsp(4)]),
  food('dill', 172233, 'Dill weed, fresh', 'Dereotu', 'vegetables', [43, 3.46, 7.02, 1.12, 2.1], [bunch(50), tbsp(2)]),
  food('mint', 173475, 'Spearmint, fresh', 'Taze nane', 'vegetables', [44, 3.29, 8.41, 0.73, 6.8], [bunch(40), tbsp(2)]),
  food('grape_leaves', 168610, 'Grape leaves, raw', 'Asma yaprağı', 'vegetables', [93, 5.6, 17.31, 2.12, 11.0], [['1 yaprak', '1 leaf', 3]]),
  food('purslane', 169274, 'Purslane, raw', 'Semizotu', 'vegetables', [20, 2.03, 3.39, 0.36, 0], [bunch(250), cup(45)]),
  food('olives_black', 169094, 'Olives, ripe, canned (small-extra large)', 'Siyah zeytin', 'vegetables', [116, 0.84, 6.04, 10.9, 1.6], [piece(4), ['5 adet', '5 olives', 20]]),
  food('pickles', 168560, 'Pickles, cucumber, dill or kosher dill', 'Salatalık turşusu', 'vegetables', [12, 0.33, 2.41, 0.2, 1.0], [medium(65)]),

  // Fruits
  food('apple', 171688, 'Apples, raw, with skin', 'Elma', 'fruits', [52, 0.26, 13.81, 0.17, 2.4], [medium(180), small(150)]),
  food('banana', 173944, 'Bananas, raw', 'Muz', 'fruits', [89, 1.09, 22.84, 0.33, 2.6], [medium(120), small(100)]),
  food('orange', 169097, 'Oranges, raw, all commercial varieties', 'Portakal', 'fruits', [47, 0.94, 11.75, 0.12, 2.4], [medium(130)]),
  food('mandarin', 169105, 'Tangerines, (mandarin oranges), raw', 'Mandalina', 'fruits', [53, 0.81, 13.34, 0.31, 1.8], [medium(90)]),
  food('lemon', 167746, 'Lemons, raw, without peel', 'Limon', 'fruits', [29, 1.1, 9.32, 0.3, 2.8], [medium(85)]),
  food('lemon_juice', 167747, 'Lemon juice, raw', 'Limon suyu', 'fruits', [22, 0.35, 6.9, 0.24, 0.3], [tbsp(15), tsp(5)]),
  food('grapefruit', 174673, 'Grapefruit, raw, pink and red, all areas', 'Greyfurt', 'fruits', [42, 0.77, 10.66, 0.14, 1.6], [['1 yarım', '1 half', 125]]),
  food('strawberries', 167762, 'Strawberries, raw', 'Çilek', 'fruits', [32, 0.67, 7.68, 0.3, 2.0], [piece(12), cup(150)]),
  food('grapes', 174683, 'Grapes, red or green (European type, such as Thompson seedless), raw', 'Üzüm', 'fruits', [69, 0.72, 18.1, 0.16, 0.9], [cup(150), ['1 küçük salkım', '1 small bunch', 100]]),
  food('watermelon', 167765, 'Watermelon, raw', 'Karpuz', 'fruits', [30, 0.61, 7.55, 0.15, 0.4], [slice(280)]),
  food('melon_honeydew', 169911, 'Melons, honeydew, raw', 'Kavun', 'fruits', [36, 0.54, 9.09, 0.14, 0.8], [slice(160)]),
  food('melon_cantaloupe', 169092, 'Melons, cantaloupe, raw', 'Kavun (turuncu, kantalup)', 'fruits', [34, 0.84, 8.16, 0.19, 0.9], [slice(140)]),
  food('peach', 169928, 'Peaches, yellow, raw', 'Şeftali', 'fruits', [39, 0.91, 9.54, 0.25, 1.5], [medium(150)]),
  food('nectarine', 169914, 'Nectarines, raw', 'Nektarin', 'fruits', [44, 1.06, 10.55, 0.32, 1.7], [medium(140)]),
  food('apricot', 171697, 'Apricots, raw', 'Kayısı', 'fruits', [48, 1.4, 11.12, 0.39, 2.0], [piece(35)]),
  food('apricot_dried', 173941, 'Apricots, dried, sulfured, uncooked', 'Kuru kayısı', 'fruits', [241, 3.39, 62.64, 0.51, 7.3], [piece(8)]),
  food('cherries', 171719, 'Cherries, sweet, raw', 'Kiraz', 'fruits', [63, 1.06, 16.01, 0.2, 2.1], [cup(140), piece(8)]),
  food('sour_cherries', 173954, 'Cherries, sour, red, raw', 'Vişne', 'fruits', [50, 1.0, 12.18, 0.3, 1.6], [cup(150)]),
  food('figs', 173021, 'Figs, raw', 'İncir (taze)', 'fruits', [74, 0.75, 19.18, 0.3, 2.9], [medium(50)]),
  food('figs_dried', 174665, 'Figs, dried, uncooked', 'Kuru incir', 'fruits', [249, 3.3, 63.87, 0.93, 9.8], [piece(20)]),
  food('pear', 169118, 'Pears, raw', 'Armut', 'fruits', [57, 0.36, 15.23, 0.14, 3.1], [medium(180)]),
  food('quince', 169135, 'Quince, raw', 'Ayva', 'fruits', [57, 0.4, 15.3, 0.1, 1.9], [medium(250)]),
  food('pomegranate', 169134, 'Pomegranates, raw', 'Nar', 'fruits', [83, 1.67, 18.7, 1.17, 4.0], [medium(280), cup(175)]),
  food('kiwi', 168153, 'Kiwifruit, green, raw', 'Kivi', 'fruits', [61, 1.14, 14.66, 0.52, 3.0], [piece(70)]),
  food('plum', 169949, 'Plums, raw', 'Erik', 'fruits', [46, 0.7, 11.42, 0.28, 1.4], [piece(65)]),
  food('mulberries', 173963, 'Mulberries, raw', 'Dut', 'fruits', [43, 1.44, 9.8, 0.39, 1.7], [cup(140)]),
  food('blackberries', 173946, 'Blackberries, raw', 'Böğürtlen', 'fruits', [43, 1.39, 9.61, 0.49, 5.3], [cup(145)]),
  food('raspberries', 167755, 'Raspberries, raw', 'Ahududu', 'fruits', [52, 1.2, 11.94, 0.65, 6.5], [cup(125)]),
  food('pineapple', 169124, 'Pineapple, raw, all varieties', 'Ananas', 'fruits', [50, 0.54, 13.12, 0.12, 1.4], [slice(85)]),
  food('persimmon', 169941, 'Persimmons, japanese, raw', 'Trabzon hurması', 'fruits', [70, 0.58, 18.59, 0.19, 3.6], [medium(170)]),
  food('dates', 168191, 'Dates, medjool', 'Hurma', 'fruits', [277, 1.81, 74.97, 0.15, 6.7], [piece(24)]),
  food('raisins', 168165, 'Raisins, seedless', 'Kuru üzüm', 'fruits', [299, 3.07, 79.18, 0.46, 3.7], [tbsp(10), handful(30)]),
  food('avocado', 171705, 'Avocados, raw, all commercial varieties', 'Avokado', 'fruits', [160, 2.0, 8.53, 14.66, 6.7], [piece(200), ['1 yarım', '1 half', 100]]),

  // Red meat, poultry, fish, eggs
  food('beef_ground', 174036, 'Beef, ground, 80% lean meat / 20% fat, raw', 'Dana kıyma (orta yağlı)', 'meat', [254, 17.17, 0, 20.0, 0], [tbsp(20), ['1 köfte', '1 meatball', 30]]),
  food('beef_ground_lean', 174030, 'Beef, ground, 90% lean meat / 10% fat, raw', 'Dana kıyma (az yağlı)', 'meat', [176, 20.0, 0, 10.0, 0], [tbsp(20), ['1 köfte', '1 meatball', 30]]),
  food('beef_liver', 169451, 'Beef, variety meats and by-products, liver, raw', 'Dana ciğer', 'meat', [135, 20.36, 3.89, 3.63, 0], [serving(120)]),
  food('chicken_breast', 171077, 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Tavuk göğsü (çiğ)', 'poultry', [120, 22.5, 0, 2.62, 0], [serving(150), piece(170)]),
  food('chicken_breast_roasted', 171477, 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Tavuk göğsü (fırında)', 'poultry', [165, 31.02, 0, 3.57, 0], [serving(120)]),
  food('chicken_thigh', 173627, 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 'Tavuk but (derisiz, çiğ)', 'poultry', [121, 19.66, 0, 4.12, 0], [piece(100)]),
  food('turkey_breast', 171098, 'Turkey, whole, breast, meat only, raw', 'Hindi göğsü (çiğ)', 'poultry', [114, 23.66, 0.14, 1.48, 0], [serving(150), slice(30)]),
  food('egg', 171287, 'Egg, whole, raw, fresh', 'Yumurta', 'eggs', [143, 12.56, 0.72, 9.51, 0], [medium(50), large(60)]),
  food('egg_boiled', 173424, 'Egg, whole, cooked, hard-boiled', 'Haşlanmış yumurta', 'eggs', [155, 12.58, 1.12, 10.61, 0], [medium(50)]),
  food('egg_white', 172183, 'Egg, white, raw, fresh', 'Yumurta akı', 'eggs', [52, 10.9, 0.73, 0.17, 0], [piece(33)]),
  food('salmon', 175167, 'Fish, salmon, Atlantic, farmed, raw', 'Somon', 'fish', [208, 20.42, 0, 13.42, 0], [serving(150), slice(100)]),
  food('anchovy', 174183, 'Fish, anchovy, european, canned in oil, drained solids', 'Hamsi (konserve, yağda, süzülmüş)', 'fish', [210, 28.89, 0, 9.71, 0], [piece(4), ['1 kutu', '1 can', 45]]),
  food('mackerel', 175119, 'Fish, mackerel, Atlantic, raw', 'Uskumru', 'fish', [205, 18.6, 0, 13.89, 0], [piece(250), serving(150)]),
  food('sea_bass', 175142, 'Fish, sea bass, mixed species, raw', 'Levrek', 'fish', [97, 18.43, 0, 2.0, 0], [serving(150), piece(300)]),
  food('trout', 173717, 'Fish, trout, rainbow, farmed, raw', 'Alabalık', 'fish', [141, 19.94, 0, 6.18, 0], [serving(150), piece(250)]),
  food('tuna_canned', 173709, 'Fish, tuna, light, canned in water, drained solids', 'Ton balığı (suda, süzülmüş)', 'fish', [86, 19.44, 0, 0.96, 0], [['1 kutu', '1 can', 120], tbsp(15)]),

  // Milk and dairy, cheese
  food('milk', 171265, 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Süt (tam yağlı)', 'dairy', [61, 3.15, 4.8, 3.25, 0], [cup(206), teaGlass(103)]),
  food('milk_semi', 171267, 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', 'Süt (yarım yağlı)', 'dairy', [50, 3.3, 4.8, 1.98, 0], [cup(206), teaGlass(103)]),
  food('milk_skim', 171269, 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)', 'Süt (yağsız)', 'dairy', [34, 3.37, 4.96, 0.08, 0], [cup(206)]),
  food('yogurt', 171284, 'Yogurt, plain, whole milk', 'Yoğurt (tam yağlı)', 'dairy', [61, 3.47, 4.66, 3.25, 0], [bowl(200), tbsp(15), cup(210)]),
  food('yogurt_lowfat', 170886, 'Yogurt, plain, low fat', 'Yoğurt (az yağlı)', 'dairy', [63, 5.25, 7.04, 1.55, 0], [bowl(200), tbsp(15)]),
  food('yogurt_greek', 170894, 'Yogurt, Greek, plain, nonfat', 'Süzme yoğurt (yağsız)', 'dairy', [59, 10.19, 3.6, 0.39, 0], [bowl(150), tbsp(20)]),
  food('kefir', 170904, 'Kefir, lowfat, plain', 'Kefir', 'dairy', [41, 3.79, 4.48, 0.93, 0], [cup(210)]),
  food('cream', 170859, 'Cream, fluid, heavy whipping', 'Krema (sıvı)', 'dairy', [340, 2.84, 2.74, 36.08, 0], [tbsp(15)]),
  food('ice_cream', 167575, 'Ice creams, vanilla', 'Dondurma (vanilyalı)', 'dairy', [207, 3.5, 23.6, 11.0, 0.7], [['1 top', '1 scoop', 65]]),
  food('feta', 173420, 'Cheese, feta', 'Beyaz peynir (feta)', 'cheese', [264, 14.21, 4.09, 21.28, 0], [['1 kibrit kutusu', '1 matchbox size', 30], slice(20)]),
  food('cheddar', 173414, 'Cheese, cheddar', 'Çedar peyniri', 'cheese', [403, 22.87, 3.37, 33.31, 0], [slice(20)]),
  food('mozzarella', 170845, 'Cheese, mozzarella, whole milk', 'Mozzarella peyniri', 'cheese', [299, 22.17, 2.4, 22.14, 0], [slice(20), tbsp(8)]),
  food('cottage', 172179, 'Cheese, cottage, creamed, large or small curd', 'Lor / çökelek tipi peynir (cottage)', 'cheese', [98, 11.12, 3.38, 4.3, 0], [tbsp(20), bowl(110)]),
  food('ricotta', 170851, 'Cheese, ricotta, whole milk', 'Ricotta peyniri', 'cheese', [174, 11.26, 3.04, 12.98, 0], [tbsp(15)]),
  food('parmesan', 171247, 'Cheese, parmesan, grated', 'Parmesan (rendelenmiş)', 'cheese', [420, 28.42, 13.91, 27.84, 0], [tbsp(5)]),
  food('cream_cheese', 173418, 'Cheese, cream', 'Krem peynir', 'cheese', [342, 5.93, 4.07, 34.24, 0], [tbsp(15)]),
  food('goat_cheese', 173435, 'Cheese, goat, soft type', 'Keçi peyniri (yumuşak)', 'cheese', [264, 18.52, 0, 21.08, 0], [['1 kibrit kutusu', '1 matchbox size', 30]]),

  // Nuts and seeds
  food('almonds', 170567, 'Nuts, almonds', 'Badem', 'nuts_seeds', [579, 21.15, 21.55, 49.93, 12.5], [handful(28), piece(1.2)]),
  food('walnuts', 170187, 'Nuts, walnuts, english', 'Ceviz içi', 'nuts_seeds', [654, 15.23, 13.71, 65.21, 6.7], [['1 adet (2 yarım)', '1 nut (2 halves)', 4], handful(28)]),
  food('hazelnuts', 170581, 'Nuts, hazelnuts or filberts', 'Fındık', 'nuts_seeds', [628, 14.95, 16.7, 60.75, 9.7], [handful(28), piece(1.4)]),
  food('pistachios', 170184, 'Nuts, pistachio nuts, raw', 'Antep fıstığı', 'nuts_seeds', [560, 20.16, 27.17, 45.32, 10.6], [handful(28), tbsp(8)]),
  food('peanuts', 172430, 'Peanuts, all types, raw', 'Yer fıstığı', 'nuts_seeds', [567, 25.8, 16.13, 49.24, 8.5], [handful(28)]),
  food('cashews', 170162, 'Nuts, cashew nuts, raw', 'Kaju', 'nuts_seeds', [553, 18.22, 30.19, 43.85, 3.3], [handful(28)]),
  food('chestnuts', 170170, 'Nuts, chestnuts, european, roasted', 'Kestane (közlenmiş)', 'nuts_seeds', [245, 3.17, 52.96, 2.2, 5.1], [piece(8)]),
  food('sunflower_seeds', 170562, 'Seeds, sunflower seed kernels, dried', 'Ay çekirdeği içi', 'nuts_seeds', [584, 20.78, 20.0, 51.46, 8.6], [tbsp(9), handful(28)]),
  food('pumpkin_seeds', 170556, 'Seeds, pumpkin and squash seed kernels, dried', 'Kabak çekirdeği içi', 'nuts_seeds', [559, 30.23, 10.71, 49.05, 6.0], [tbsp(9), handful(28)]),
  food('sesame', 170150, 'Seeds, sesame seeds, whole, dried', 'Susam', 'nuts_seeds', [573, 17.73, 23.45, 49.67, 11.8], [tbsp(9), tsp(3)]),
  food('tahini', 170189, 'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)', 'Tahin', 'nuts_seeds', [595, 17.0, 21.19, 53.76, 9.3], [tbsp(15), tsp(5)]),

  // Oils and fats
  food('olive_oil', 171413, 'Oil, olive, salad or cooking', 'Zeytinyağı', 'oils_fats', [884, 0, 0, 100, 0], [tbsp(13.5), dsp(9), tsp(4.5)]),
  food('sunflower_oil', 171025, 'Oil, sunflower, linoleic (less than 60%)', 'Ayçiçek yağı', 'oils_fats', [884, 0, 0, 100, 0], [tbsp(13.6), tsp(4.5)]),
  food('butter', 173410, 'Butter, salted', 'Tereyağı', 'oils_fats', [717, 0.85, 0.06, 81.11, 0], [tbsp(14), tsp(5)]),

  // Sweets
  food('sugar', 169655, 'Sugars, granulated', 'Toz şeker', 'sweets', [387, 0, 99.98, 0, 0], [cup(180), tbsp(12.5), tsp(4.2), ['1 küp şeker', '1 sugar cube', 3]]),
  food('honey', 169640, 'Honey', 'Bal', 'sweets', [304, 0.3, 82.4, 0, 0.2], [tbsp(21), tsp(7)]),
  food('jam', 169731, 'Jams and preserves', 'Reçel', 'sweets', [278, 0.37, 68.86, 0.07, 1.1], [tbsp(20), tsp(7)]),
  food('chocolate_dark', 170273, 'Chocolate, dark, 70-85% cacao solids', 'Bitter çikolata (%70–85)', 'sweets', [598, 7.79, 45.9, 42.63, 10.9], [['1 kare', '1 square', 7], ['1 tablet', '1 bar', 80]]),
  food('chocolate_milk', 167587, 'Candies, milk chocolate', 'Sütlü çikolata', 'sweets', [535, 7.65, 59.4, 29.66, 3.4], [['1 kare', '1 square', 7]]),

  // Beverages
  food('tea', 171917, 'Beverages, tea, black, brewed, prepared with tap water', 'Çay (demlenmiş, şekersiz)', 'beverages', [1, 0, 0.3, 0, 0], [teaGlass(100), ['1 kupa', '1 mug', 240]]),
  food('coffee', 171890, 'Beverages, coffee, brewed, prepared with tap water', 'Filtre kahve (şekersiz)', 'beverages', [1, 0.12, 0, 0.02, 0], [['1 kupa', '1 mug', 240]]),
  food('orange_juice', 169098, 'Orange juice, raw', 'Portakal suyu (taze sıkılmış)', 'beverages', [45, 0.7, 10.4, 0.2, 0.2], [cup(206)]),
  food('water', 173647, 'Beverages, water, tap, drinking', 'Su', 'beverages', [0, 0, 0, 0, 0], [cup(200)]),

  // Spices and sauces
  food('salt', 173468, 'Salt, table', 'Tuz', 'condiments', [0, 0, 0, 0, 0], [tsp(6), ['1 tutam', '1 pinch', 0.4]]),
  food('black_pepper', 170931, 'Spices, pepper, black', 'Karabiber', 'condiments', [251, 10.39, 63.95, 3.26, 25.3], [tsp(2.3)]),
  food('cumin', 170923, 'Spices, cumin seed', 'Kimyon', 'condiments', [375, 17.81, 44.24, 22.27, 10.5], [tsp(2)]),
  food('red_pepper_flakes', 170932, 'Spices, pepper, red or cayenne', 'Pul biber', 'condiments', [318, 12.01, 56.63, 17.27, 27.2], [tsp(1.8)]),
  food('paprika', 171329, 'Spices, paprika', 'Toz kırmızı biber (tatlı)', 'condiments', [282, 14.14, 53.99, 12.89, 34.9], [tsp(2.3)]),
  food('vinegar', 173469, 'Vinegar, cider', 'Elma sirkesi', 'condiments', [21, 0, 0.93, 0, 0], [tbsp(15)]),
];
