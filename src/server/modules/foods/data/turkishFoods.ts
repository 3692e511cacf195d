// The Turkish face of the USDA table: the foods of Turkish cuisine a nutritionist reaches for, by their USDA NDB
// number, with the Turkish name shown in the product, the product's category and Turkish household measures
// (su bardağı = 200 ml) with their usual weights. Nutrients and USDA's own measures come from the release
// (usda-sr24.json.gz); where USDA has no Turkish product the nearest USDA food is named as what it is (feta for
// beyaz peynir, not "kaşar"). Dishes USDA lacks (mercimek çorbası, menemen, ...) are recipes built from these
// foods: see turkishRecipes.ts. `key` is how the demo recipes name a food.
import type { FoodCategory } from '../../../../shared/schemas/foods';

/** Turkish name, English name, grams. */
export type Portion = readonly [string, string, number];

export interface TurkishFood {
  key: string;
  ndb: string;
  name_tr: string;
  category: FoodCategory;
  portions: readonly Portion[];
}

const food = (
  key: string,
  ndb: string,
  name_tr: string,
  category: FoodCategory,
  portions: readonly Portion[] = [],
): TurkishFood => ({ key, ndb, name_tr, category, portions });

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


export const TURKISH_FOODS: readonly TurkishFood[] = [
  // Cereals and bakery
  food('bulgur', '20012', 'Bulgur (pilavlık, kuru)', 'cereals', [cup(160), tbsp(12)]),
  food('bulgur_cooked', '20013', 'Bulgur pilavı (sade, haşlanmış)', 'cereals', [serving(150), tbsp(15)]),
  food('rice', '20044', 'Pirinç (kuru)', 'cereals', [cup(180), tbsp(13)]),
  food('rice_cooked', '20045', 'Pirinç (haşlanmış)', 'cereals', [serving(150), tbsp(15)]),
  food('rice_brown_cooked', '20037', 'Esmer pirinç (haşlanmış)', 'cereals', [serving(150), tbsp(15)]),
  food('pasta', '20120', 'Makarna (kuru)', 'cereals', [serving(80), cup(100)]),
  food('pasta_cooked', '20421', 'Makarna (haşlanmış)', 'cereals', [serving(180), tbsp(20)]),
  food('noodles_cooked', '20310', 'Erişte (haşlanmış)', 'cereals', [serving(160)]),
  food('couscous_cooked', '20029', 'Kuskus (haşlanmış)', 'cereals', [serving(150)]),
  food('quinoa_cooked', '20137', 'Kinoa (haşlanmış)', 'cereals', [serving(150), tbsp(15)]),
  food('oats', '08120', 'Yulaf ezmesi', 'cereals', [cup(90), tbsp(6)]),
  food('flour', '20081', 'Buğday unu (beyaz)', 'cereals', [cup(110), tbsp(8)]),
  food('popcorn', '19034', 'Patlamış mısır (yağsız)', 'cereals', [cup(16)]),
  food('bread_white', '18069', 'Beyaz ekmek', 'bakery', [slice(25), ['1 çeyrek ekmek', '1 quarter loaf', 62]]),
  food('bread_whole', '18075', 'Tam buğday ekmeği', 'bakery', [slice(25)]),
  food('bread_rye', '18060', 'Çavdar ekmeği', 'bakery', [slice(25)]),
  food('bread_pita', '18041', 'Pide ekmeği (beyaz)', 'bakery', [piece(60), slice(30)]),

  // Legumes
  food('lentils_red', '16144', 'Kırmızı mercimek (kuru)', 'legumes', [cup(180), tbsp(12)]),
  food('lentils', '16069', 'Yeşil mercimek (kuru)', 'legumes', [cup(180), tbsp(12)]),
  food('lentils_cooked', '16070', 'Yeşil mercimek (haşlanmış)', 'legumes', [serving(150), tbsp(15)]),
  food('chickpeas', '16056', 'Nohut (kuru)', 'legumes', [cup(180), tbsp(12)]),
  food('chickpeas_cooked', '16057', 'Nohut (haşlanmış)', 'legumes', [serving(150), tbsp(15)]),
  food('beans_white', '16049', 'Kuru fasulye (kuru)', 'legumes', [cup(180), tbsp(12)]),
  food('beans_white_cooked', '16050', 'Kuru fasulye (haşlanmış)', 'legumes', [serving(150)]),
  food('beans_kidney_canned', '16335', 'Kırmızı fasulye (konserve, süzülmüş)', 'legumes', [serving(150), tbsp(15)]),
  food('cowpeas', '16062', 'Börülce (kuru)', 'legumes', [cup(170)]),
  food('broadbeans', '16052', 'Bakla (kuru)', 'legumes', [cup(150)]),
  food('hummus', '16158', 'Humus', 'legumes', [tbsp(15), serving(60)]),
  food('peanut_butter', '16398', 'Fıstık ezmesi', 'legumes', [tbsp(16), tsp(5)]),

  // Vegetables
  food('tomato', '11529', 'Domates', 'vegetables', [medium(120), small(90), cup(180)]),
  food('tomato_paste', '11546', 'Domates salçası', 'vegetables', [tbsp(16), tsp(5)]),
  food('tomato_dried', '11955', 'Kuru domates', 'vegetables', [piece(2)]),
  food('cucumber', '11205', 'Salatalık', 'vegetables', [medium(120), cup(105)]),
  food('onion', '11282', 'Kuru soğan', 'vegetables', [medium(110), small(70), tbsp(10)]),
  food('green_onion', '11291', 'Yeşil soğan', 'vegetables', [piece(15), bunch(100)]),
  food('garlic', '11215', 'Sarımsak', 'vegetables', [['1 diş', '1 clove', 3]]),
  food('pepper_green', '11333', 'Yeşil biber (dolmalık/çarliston)', 'vegetables', [medium(120), ['1 adet sivri', '1 long pepper', 20], cup(150)]),
  food('pepper_red', '11821', 'Kırmızı biber (tatlı)', 'vegetables', [medium(120)]),
  food('pepper_hot', '11979', 'Acı yeşil biber (jalapeno)', 'vegetables', [piece(15)]),
  food('eggplant', '11209', 'Patlıcan', 'vegetables', [medium(250), cup(80)]),
  food('zucchini', '11477', 'Kabak (sakız)', 'vegetables', [medium(200), cup(125)]),
  food('potato', '11352', 'Patates', 'vegetables', [medium(170), small(110)]),
  food('potato_boiled', '11367', 'Patates (haşlanmış)', 'vegetables', [medium(150)]),
  food('sweet_potato', '11507', 'Tatlı patates', 'vegetables', [medium(130)]),
  food('carrot', '11124', 'Havuç', 'vegetables', [medium(60), cup(110)]),
  food('spinach', '11457', 'Ispanak', 'vegetables', [cup(30), bunch(350)]),
  food('spinach_cooked', '11458', 'Ispanak (haşlanmış)', 'vegetables', [serving(180)]),
  food('chard', '11147', 'Pazı', 'vegetables', [cup(36), bunch(300)]),
  food('lettuce_romaine', '11251', 'Marul', 'vegetables', [['1 yaprak', '1 leaf', 10], cup(50)]),
  food('lettuce_iceberg', '11252', 'Aysberg marul', 'vegetables', [cup(55)]),
  food('arugula', '11959', 'Roka', 'vegetables', [bunch(40), cup(20)]),
  food('cabbage', '11109', 'Beyaz lahana', 'vegetables', [cup(90)]),
  food('cabbage_red', '11112', 'Mor lahana', 'vegetables', [cup(90)]),
  food('cauliflower', '11135', 'Karnabahar', 'vegetables', [cup(105)]),
  food('broccoli', '11090', 'Brokoli', 'vegetables', [cup(90)]),
  food('brussels', '11098', 'Brüksel lahanası', 'vegetables', [piece(19)]),
  food('leek', '11246', 'Pırasa', 'vegetables', [piece(90)]),
  food('celeriac', '11141', 'Kereviz (kök)', 'vegetables', [medium(250)]),
  food('celery', '11143', 'Sap kereviz', 'vegetables', [['1 sap', '1 stalk', 40]]),
  food('okra', '11278', 'Bamya', 'vegetables', [cup(100)]),
  food('asparagus', '11011', 'Kuşkonmaz', 'vegetables', [piece(16), bunch(250)]),
  food('mushroom', '11260', 'Kültür mantarı', 'vegetables', [cup(70), piece(18)]),
  food('beet', '11080', 'Pancar', 'vegetables', [medium(80)]),
  food('radish', '11429', 'Turp (kırmızı)', 'vegetables', [piece(5)]),
  food('turnip', '11564', 'Şalgam', 'vegetables', [medium(120)]),
  food('pumpkin', '11422', 'Bal kabağı', 'vegetables', [cup(115), slice(150)]),
  food('green_beans', '11052', 'Taze fasulye', 'vegetables', [cup(110), handful(50)]),
  food('peas', '11304', 'Bezelye (taze)', 'vegetables', [cup(145), tbsp(12)]),
  food('corn', '11167', 'Mısır (taze)', 'vegetables', [piece(100), tbsp(15)]),
  food('parsley', '11297', 'Maydanoz', 'vegetables', [bunch(60), tbsp(4)]),
  food('dill', '02045', 'Dereotu', 'vegetables', [bunch(50), tbsp(2)]),
  food('mint', '02065', 'Taze nane', 'vegetables', [bunch(40), tbsp(2)]),
  food('grape_leaves', '11974', 'Asma yaprağı', 'vegetables', [['1 yaprak', '1 leaf', 3]]),
  food('purslane', '11427', 'Semizotu', 'vegetables', [bunch(250), cup(45)]),
  food('olives_black', '09193', 'Siyah zeytin', 'vegetables', [piece(4), ['5 adet', '5 olives', 20]]),
  food('pickles', '11937', 'Salatalık turşusu', 'vegetables', [medium(65)]),

  // Fruits
  food('apple', '09003', 'Elma', 'fruits', [medium(180), small(150)]),
  food('banana', '09040', 'Muz', 'fruits', [medium(120), small(100)]),
  food('orange', '09200', 'Portakal', 'fruits', [medium(130)]),
  food('mandarin', '09218', 'Mandalina', 'fruits', [medium(90)]),
  food('lemon', '09150', 'Limon', 'fruits', [medium(85)]),
  food('lemon_juice', '09152', 'Limon suyu', 'fruits', [tbsp(15), tsp(5)]),
  food('grapefruit', '09112', 'Greyfurt', 'fruits', [['1 yarım', '1 half', 125]]),
  food('strawberries', '09316', 'Çilek', 'fruits', [piece(12), cup(150)]),
  food('grapes', '09132', 'Üzüm', 'fruits', [cup(150), ['1 küçük salkım', '1 small bunch', 100]]),
  food('watermelon', '09326', 'Karpuz', 'fruits', [slice(280)]),
  food('melon_honeydew', '09184', 'Kavun', 'fruits', [slice(160)]),
  food('melon_cantaloupe', '09181', 'Kavun (turuncu, kantalup)', 'fruits', [slice(140)]),
  food('peach', '09236', 'Şeftali', 'fruits', [medium(150)]),
  food('nectarine', '09191', 'Nektarin', 'fruits', [medium(140)]),
  food('apricot', '09021', 'Kayısı', 'fruits', [piece(35)]),
  food('apricot_dried', '09032', 'Kuru kayısı', 'fruits', [piece(8)]),
  food('cherries', '09070', 'Kiraz', 'fruits', [cup(140), piece(8)]),
  food('sour_cherries', '09063', 'Vişne', 'fruits', [cup(150)]),
  food('figs', '09089', 'İncir (taze)', 'fruits', [medium(50)]),
  food('figs_dried', '09094', 'Kuru incir', 'fruits', [piece(20)]),
  food('pear', '09252', 'Armut', 'fruits', [medium(180)]),
  food('quince', '09296', 'Ayva', 'fruits', [medium(250)]),
  food('pomegranate', '09286', 'Nar', 'fruits', [medium(280), cup(175)]),
  food('kiwi', '09148', 'Kivi', 'fruits', [piece(70)]),
  food('plum', '09279', 'Erik', 'fruits', [piece(65)]),
  food('mulberries', '09190', 'Dut', 'fruits', [cup(140)]),
  food('blackberries', '09042', 'Böğürtlen', 'fruits', [cup(145)]),
  food('raspberries', '09302', 'Ahududu', 'fruits', [cup(125)]),
  food('pineapple', '09266', 'Ananas', 'fruits', [slice(85)]),
  food('persimmon', '09263', 'Trabzon hurması', 'fruits', [medium(170)]),
  food('dates', '09421', 'Hurma', 'fruits', [piece(24)]),
  food('raisins', '09298', 'Kuru üzüm', 'fruits', [tbsp(10), handful(30)]),
  food('avocado', '09037', 'Avokado', 'fruits', [piece(200), ['1 yarım', '1 half', 100]]),

  // Red meat, poultry, fish, eggs
  food('beef_ground', '23572', 'Dana kıyma (orta yağlı)', 'meat', [tbsp(20), ['1 köfte', '1 meatball', 30]]),
  food('beef_ground_lean', '23562', 'Dana kıyma (az yağlı)', 'meat', [tbsp(20), ['1 köfte', '1 meatball', 30]]),
  food('beef_liver', '13325', 'Dana ciğer', 'meat', [serving(120)]),
  food('chicken_breast', '05062', 'Tavuk göğsü (çiğ)', 'poultry', [serving(150), piece(170)]),
  food('chicken_breast_roasted', '05064', 'Tavuk göğsü (fırında)', 'poultry', [serving(120)]),
  food('chicken_thigh', '05096', 'Tavuk but (derisiz, çiğ)', 'poultry', [piece(100)]),
  food('turkey_breast', '05219', 'Hindi göğsü (çiğ)', 'poultry', [serving(150), slice(30)]),
  food('egg', '01123', 'Yumurta', 'eggs', [medium(50), large(60)]),
  food('egg_boiled', '01129', 'Haşlanmış yumurta', 'eggs', [medium(50)]),
  food('egg_white', '01124', 'Yumurta akı', 'eggs', [piece(33)]),
  food('salmon', '15236', 'Somon', 'fish', [serving(150), slice(100)]),
  food('anchovy', '15002', 'Hamsi (konserve, yağda, süzülmüş)', 'fish', [piece(4), ['1 kutu', '1 can', 45]]),
  food('mackerel', '15046', 'Uskumru', 'fish', [piece(250), serving(150)]),
  food('sea_bass', '15091', 'Levrek', 'fish', [serving(150), piece(300)]),
  food('trout', '15240', 'Alabalık', 'fish', [serving(150), piece(250)]),
  food('tuna_canned', '15121', 'Ton balığı (suda, süzülmüş)', 'fish', [['1 kutu', '1 can', 120], tbsp(15)]),

  // Milk and dairy, cheese
  food('milk', '01077', 'Süt (tam yağlı)', 'dairy', [cup(206), teaGlass(103)]),
  food('milk_semi', '01079', 'Süt (yarım yağlı)', 'dairy', [cup(206), teaGlass(103)]),
  food('milk_skim', '01085', 'Süt (yağsız)', 'dairy', [cup(206)]),
  food('yogurt', '01116', 'Yoğurt (tam yağlı)', 'dairy', [bowl(200), tbsp(15), cup(210)]),
  food('yogurt_lowfat', '01117', 'Yoğurt (az yağlı)', 'dairy', [bowl(200), tbsp(15)]),
  food('cream', '01053', 'Krema (sıvı)', 'dairy', [tbsp(15)]),
  food('ice_cream', '19095', 'Dondurma (vanilyalı)', 'dairy', [['1 top', '1 scoop', 65]]),
  food('feta', '01019', 'Beyaz peynir (feta)', 'cheese', [['1 kibrit kutusu', '1 matchbox size', 30], slice(20)]),
  food('cheddar', '01009', 'Çedar peyniri', 'cheese', [slice(20)]),
  food('mozzarella', '01026', 'Mozzarella peyniri', 'cheese', [slice(20), tbsp(8)]),
  food('cottage', '01012', 'Lor / çökelek tipi peynir (cottage)', 'cheese', [tbsp(20), bowl(110)]),
  food('ricotta', '01036', 'Ricotta peyniri', 'cheese', [tbsp(15)]),
  food('parmesan', '01032', 'Parmesan (rendelenmiş)', 'cheese', [tbsp(5)]),
  food('cream_cheese', '01017', 'Krem peynir', 'cheese', [tbsp(15)]),
  food('goat_cheese', '01159', 'Keçi peyniri (yumuşak)', 'cheese', [['1 kibrit kutusu', '1 matchbox size', 30]]),

  // Nuts and seeds
  food('almonds', '12061', 'Badem', 'nuts_seeds', [handful(28), piece(1.2)]),
  food('walnuts', '12155', 'Ceviz içi', 'nuts_seeds', [['1 adet (2 yarım)', '1 nut (2 halves)', 4], handful(28)]),
  food('hazelnuts', '12120', 'Fındık', 'nuts_seeds', [handful(28), piece(1.4)]),
  food('pistachios', '12151', 'Antep fıstığı', 'nuts_seeds', [handful(28), tbsp(8)]),
  food('peanuts', '16087', 'Yer fıstığı', 'nuts_seeds', [handful(28)]),
  food('cashews', '12087', 'Kaju', 'nuts_seeds', [handful(28)]),
  food('chestnuts', '12167', 'Kestane (közlenmiş)', 'nuts_seeds', [piece(8)]),
  food('sunflower_seeds', '12036', 'Ay çekirdeği içi', 'nuts_seeds', [tbsp(9), handful(28)]),
  food('pumpkin_seeds', '12014', 'Kabak çekirdeği içi', 'nuts_seeds', [tbsp(9), handful(28)]),
  food('sesame', '12023', 'Susam', 'nuts_seeds', [tbsp(9), tsp(3)]),
  food('tahini', '12166', 'Tahin', 'nuts_seeds', [tbsp(15), tsp(5)]),

  // Oils and fats
  food('olive_oil', '04053', 'Zeytinyağı', 'oils_fats', [tbsp(13.5), dsp(9), tsp(4.5)]),
  food('sunflower_oil', '04060', 'Ayçiçek yağı', 'oils_fats', [tbsp(13.6), tsp(4.5)]),
  food('butter', '01001', 'Tereyağı', 'oils_fats', [tbsp(14), tsp(5)]),

  // Sweets
  food('sugar', '19335', 'Toz şeker', 'sweets', [cup(180), tbsp(12.5), tsp(4.2), ['1 küp şeker', '1 sugar cube', 3]]),
  food('honey', '19296', 'Bal', 'sweets', [tbsp(21), tsp(7)]),
  food('jam', '19297', 'Reçel', 'sweets', [tbsp(20), tsp(7)]),
  food('chocolate_dark', '19904', 'Bitter çikolata (%70–85)', 'sweets', [['1 kare', '1 square', 7], ['1 tablet', '1 bar', 80]]),
  food('chocolate_milk', '19120', 'Sütlü çikolata', 'sweets', [['1 kare', '1 square', 7]]),

  // Beverages
  food('tea', '14355', 'Çay (demlenmiş, şekersiz)', 'beverages', [teaGlass(100), ['1 kupa', '1 mug', 240]]),
  food('coffee', '14209', 'Filtre kahve (şekersiz)', 'beverages', [['1 kupa', '1 mug', 240]]),
  food('orange_juice', '09206', 'Portakal suyu (taze sıkılmış)', 'beverages', [cup(206)]),
  food('water', '14411', 'Su', 'beverages', [cup(200)]),

  // Spices and sauces
  food('salt', '02047', 'Tuz', 'condiments', [tsp(6), ['1 tutam', '1 pinch', 0.4]]),
  food('black_pepper', '02030', 'Karabiber', 'condiments', [tsp(2.3)]),
  food('cumin', '02014', 'Kimyon', 'condiments', [tsp(2)]),
  food('red_pepper_flakes', '02031', 'Pul biber', 'condiments', [tsp(1.8)]),
  food('paprika', '02028', 'Toz kırmızı biber (tatlı)', 'condiments', [tsp(2.3)]),
  food('vinegar', '02048', 'Elma sirkesi', 'condiments', [tbsp(15)]),
];
