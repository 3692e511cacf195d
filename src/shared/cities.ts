// Turkey's 81 provinces for the branch form's city dropdown (spec part 2 §2, §3).
// id = licence-plate code; coordinates of the provincial centre; population approximate
// (TÜİK address-based register, 2023). Region names are the spec's seven regions, spelled as it spells them.

export const REGIONS = [
  'Akdeniz',
  'Ege',
  'Marmara',
  'Karadeniz',
  'Iç Anadolu',
  'Doğu Anadolu',
  'Güneydoğu Anadolu',
] as const;
export type Region = (typeof REGIONS)[number];

export interface City {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  region: Region;
}

type Row = [
  id: number,
  name: string,
  latitude: number,
  longitude: number,
  population: number,
  region: Region,
];

const ROWS: Row[] = [
  [1, 'Adana', 37.0, 35.3213, 2270298, 'Akdeniz'],
  [2, 'Adıyaman', 37.7648, 38.2786, 610484, 'Güneydoğu Anadolu'],
  [3, 'Afyonkarahisar', 38.7507, 30.5567, 747555, 'Ege'],
  [4, 'Ağrı', 39.7191, 43.0503, 510626, 'Doğu Anadolu'],
  [5, 'Amasya', 40.6499, 35.8353, 335494, 'Karadeniz'],
  [6, 'Ankara', 39.9208, 32.8541, 5803482, 'Iç Anadolu'],
  [7, 'Antalya', 36.8841, 30.7056, 2696249, 'Akdeniz'],
  [8, 'Artvin', 41.1828, 41.8183, 169403, 'Karadeniz'],
  [9, 'Aydın', 37.856, 27.8416, 1161702, 'Ege'],
  [10, 'Balıkesir', 39.6484, 27.8826, 1273519, 'Marmara'],
  [11, 'Bilecik', 40.1451, 29.9799, 228058, 'Marmara'],
  [12, 'Bingöl', 38.8855, 40.4983, 285655, 'Doğu Anadolu'],
  [13, 'Bitlis', 38.3938, 42.1232, 356106, 'Doğu Anadolu'],
  [14, 'Bolu', 40.735, 31.6061, 320824, 'Karadeniz'],
  [15, 'Burdur', 37.7203, 30.2908, 273799, 'Akdeniz'],
  [16, 'Bursa', 40.1885, 29.061, 3214571, 'Marmara'],
  [17, 'Çanakkale', 40.1553, 26.4142, 568966, 'Marmara'],
  [18, 'Çankırı', 40.6013, 33.6134, 195766, 'Iç Anadolu'],
  [19, 'Çorum', 40.5506, 34.9556, 527220, 'Karadeniz'],
  [20, 'Denizli', 37.7765, 29.0864, 1059082, 'Ege'],
  [21, 'Diyarbakır', 37.9144, 40.2306, 1818133, 'Güneydoğu Anadolu'],
  [22, 'Edirne', 41.6818, 26.5623, 414714, 'Marmara'],
  [23, 'Elazığ', 38.681, 39.2264, 591098, 'Doğu Anadolu'],
  [24, 'Erzincan', 39.75, 39.5, 239223, 'Doğu Anadolu'],
  [25, 'Erzurum', 39.9, 41.27, 749993, 'Doğu Anadolu'],
  [26, 'Eskişehir', 39.7767, 30.5206, 915418, 'Iç Anadolu'],
  [27, 'Gaziantep', 37.0662, 37.3833, 2164134, 'Güneydoğu Anadolu'],
  [28, 'Giresun', 40.9128, 38.3895, 461712, 'Karadeniz'],
  [29, 'Gümüşhane', 40.4386, 39.5086, 144544, 'Karadeniz'],
  [30, 'Hakkari', 37.5833, 43.7333, 287625, 'Doğu Anadolu'],
  [31, 'Hatay', 36.4018, 36.3498, 1544640, 'Akdeniz'],
  [32, 'Isparta', 37.7648, 30.5566, 445325, 'Akdeniz'],
  [33, 'Mersin', 36.8, 34.6333, 1938389, 'Akdeniz'],
  [34, 'İstanbul', 41.0082, 28.9784, 15655924, 'Marmara'],
  [35, 'İzmir', 38.4192, 27.1287, 4479525, 'Ege'],
  [36, 'Kars', 40.6167, 43.1, 274829, 'Doğu Anadolu'],
  [37, 'Kastamonu', 41.3887, 33.7827, 388990, 'Karadeniz'],
  [38, 'Kayseri', 38.7312, 35.4787, 1445683, 'Iç Anadolu'],
  [39, 'Kırklareli', 41.7333, 27.2167, 369347, 'Marmara'],
  [40, 'Kırşehir', 39.1425, 34.1709, 244519, 'Iç Anadolu'],
  [41, 'Kocaeli', 40.8533, 29.8815, 2102907, 'Marmara'],
  [42, 'Konya', 37.8667, 32.4833, 2320241, 'Iç Anadolu'],
  [43, 'Kütahya', 39.4167, 29.9833, 580701, 'Ege'],
  [44, 'Malatya', 38.3552, 38.3095, 742725, 'Doğu Anadolu'],
  [45, 'Manisa', 38.6191, 27.4289, 1475353, 'Ege'],
  [46, 'Kahramanmaraş', 37.5858, 36.9371, 1116618, 'Akdeniz'],
  [47, 'Mardin', 37.3212, 40.7245, 888874, 'Güneydoğu Anadolu'],
  [48, 'Muğla', 37.2153, 28.3636, 1066736, 'Ege'],
  [49, 'Muş', 38.9462, 41.7539, 399202, 'Doğu Anadolu'],
  [50, 'Nevşehir', 38.6939, 34.6857, 310011, 'Iç Anadolu'],
  [51, 'Niğde', 37.9667, 34.6833, 369228, 'Iç Anadolu'],
  [52, 'Ordu', 40.9839, 37.8764, 763190, 'Karadeniz'],
  [53, 'Rize', 41.0201, 40.5234, 345662, 'Karadeniz'],
  [54, 'Sakarya', 40.694, 30.4358, 1098115, 'Marmara'],
  [55, 'Samsun', 41.2928, 36.3313, 1377546, 'Karadeniz'],
  [56, 'Siirt', 37.9333, 41.95, 331070, 'Güneydoğu Anadolu'],
  [57, 'Sinop', 42.0231, 35.1531, 220799, 'Karadeniz'],
  [58, 'Sivas', 39.7477, 37.0179, 634224, 'Iç Anadolu'],
  [59, 'Tekirdağ', 40.9833, 27.5167, 1167059, 'Marmara'],
  [60, 'Tokat', 40.3167, 36.55, 596454, 'Karadeniz'],
  [61, 'Trabzon', 41.0015, 39.7178, 824352, 'Karadeniz'],
  [62, 'Tunceli', 39.1079, 39.5401, 89317, 'Doğu Anadolu'],
  [63, 'Şanlıurfa', 37.1591, 38.7969, 2213964, 'Güneydoğu Anadolu'],
  [64, 'Uşak', 38.6823, 29.4082, 375454, 'Ege'],
  [65, 'Van', 38.4891, 43.4089, 1127612, 'Doğu Anadolu'],
  [66, 'Yozgat', 39.8181, 34.8147, 418442, 'Iç Anadolu'],
  [67, 'Zonguldak', 41.4564, 31.7987, 588510, 'Karadeniz'],
  [68, 'Aksaray', 38.3687, 34.037, 433055, 'Iç Anadolu'],
  [69, 'Bayburt', 40.2552, 40.2249, 86047, 'Karadeniz'],
  [70, 'Karaman', 37.1759, 33.2287, 260838, 'Iç Anadolu'],
  [71, 'Kırıkkale', 39.8468, 33.5153, 276050, 'Iç Anadolu'],
  [72, 'Batman', 37.8812, 41.1351, 647205, 'Güneydoğu Anadolu'],
  [73, 'Şırnak', 37.4187, 42.4918, 570745, 'Güneydoğu Anadolu'],
  [74, 'Bartın', 41.5811, 32.461, 203351, 'Karadeniz'],
  [75, 'Ardahan', 41.1105, 42.7022, 91354, 'Doğu Anadolu'],
  [76, 'Iğdır', 39.888, 44.0048, 208232, 'Doğu Anadolu'],
  [77, 'Yalova', 40.65, 29.2667, 304780, 'Marmara'],
  [78, 'Karabük', 41.2061, 32.6204, 249287, 'Karadeniz'],
  [79, 'Kilis', 36.7184, 37.1212, 155100, 'Güneydoğu Anadolu'],
  [80, 'Osmaniye', 37.0742, 36.2478, 559405, 'Akdeniz'],
  [81, 'Düzce', 40.8438, 31.1565, 409865, 'Karadeniz'],
];

export const CITIES: readonly City[] = ROWS.map(([id, name, latitude, longitude, population, region]) => ({
  id,
  name,
  latitude,
  longitude,
  population,
  region,
}));

const byId = new Map(CITIES.map((c) => [c.id, c]));
export const cityById = (id: number): City | undefined => byId.get(id);
export const isCityId = (id: unknown): boolean => typeof id === 'number' && byId.has(id);
