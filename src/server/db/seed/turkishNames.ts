// Name pools for demo members and staff.
export const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Emre',
  'Burak',
  'Murat',
  'Can',
  'Cem',
  'Deniz',
  'Eren',
  'Kerem',
  'Oğuz',
  'Serkan',
  'Tolga',
  'Umut',
  'Yusuf',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Merve',
  'Büşra',
  'Esra',
  'Selin',
  'Ceren',
  'Derya',
  'Ebru',
  'Gizem',
  'İrem',
  'Melis',
  'Özge',
  'Pınar',
  'Seda',
  'Şeyma',
];

export const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Korkmaz',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Bulut',
  'Tekin',
  'Acar',
  'Güler',
  'Uçar',
];

export const JOBS = [
  'Mühendis',
  'Öğretmen',
  'Doktor',
  'Avukat',
  'Muhasebeci',
  'Mimar',
  'Öğrenci',
  'Hemşire',
  'Esnaf',
  'Yazılımcı',
  '',
];

/** ASCII form of a Turkish name for e-mail addresses. */
export const asciiSlug = (text: string): string =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]+/g, '.');
