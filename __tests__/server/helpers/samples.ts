// Valid request bodies per entity (unique on each call) and a multipart body builder for uploads.
import { businessDay } from '../../../src/shared/businessDay';
import type { ResourceDef } from '../../../src/shared/resourceDef';
import { RESOURCES } from '../../../src/shared/resources';
let n = 0;

export function sampleBody(entity: string): Record<string, unknown> {
  n += 1;
  switch (entity) {
    case 'users':
      return {
        username: `user_${n}_${Date.now()}`,
        email: `user${n}@example.com`,
        type: 'coach',
        name: `Ali ${n}`,
        lastname: 'Yılmaz',
        title: 'Antrenör',
        phone: '(532) 555 11 22',
        status: 'active',
        branches_id: 1,
        roles_id: 1,
        password: 'secret-123',
        password_again: 'secret-123',
      };
    case 'roles':
      return { name: `Role ${n}`, status: 'active', permissions: ['MEMBERS_SEARCH', 'MEMBERS_READ'] };
    case 'branches':
      return {
        name: `Şube ${n}`,
        supervisor_id: 1,
        nutritionist_id: 1,
        status: 'active',
        city: 34,
        address: 'Moda Cad. 1, Kadıköy',
        latitude: 40.98,
        longitude: 29.02,
      };
    case 'articles':
      return {
        title: `Makale ${n}`,
        lang: 'tr',
        type: 'news',
        status: 'active',
        content: '<p>İçerik</p>',
        summary: 'Özet',
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      };
    case 'members':
      return {
        name: `Ayşe Demir ${n}`,
        birthdate: '1990-05-17',
        email: `member${n}@example.com`,
        status: 'active',
        customer_type: 1,
        phone: '(532) 555 33 44',
        reference: '',
        height: 0,
        target_daily_calorie: 0,
        use_device_health: 0,
      };
    case 'reports':
      // member_id: the caller adds an existing member (the row's owner).
      return {
        type: 'progress',
        title: `Aylık ilerleme ${n}`,
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        content: '<p>Düzenli çalışıyor; şınav sayısı 12 → 20.</p>',
      };
    // Personal trainings, by table and by path; they name the first training, day and member.
    case 'personal_training_types':
    case 'personalTrainingsTypes':
      return {
        personal_training_type_name: `Birebir ${n}`,
        short_description: 'Kısa açıklama',
        number_of_lessons: 12,
        display_price: '4500',
        validity_days: 90,
        description: '<p>Açıklama</p>',
      };
    case 'personal_trainings':
    case 'personalTrainings':
      return {
        member_id: 1,
        pt_type_id: 1,
        coach_id: 1,
        start_date: '2026-11-01',
        end_date: '2026-12-31',
        description: 'Hedef: kuvvet',
      };
    case 'personal_training_days':
    case 'personalTrainingsDay':
      return { pt_id: 1, title: `Gün ${n}`, description: 'Isınma' };
    case 'personal_training_day_moves':
    case 'personalTrainingsDayMoves':
      return {
        pt_id: 1,
        pt_day_id: 1,
        move_name: 'Düz Bench Press',
        number_sets: '4',
        duration: '60',
        weight: '40',
        description: '<p>Yavaş</p>',
      };
    case 'personal_training_messages':
    case 'personalTrainingMessage':
      return { pt_id: 1, description: '<p>Merhaba</p>' };
    case 'personalTrainingsDayCopy':
      return { pt_id: 1, day_id: 1, copy_day_id: 2 };
    // Training (by path or table name): days and moves name package 1 (and its day 1) unless a test overrides it.
    case 'coursePackages':
    case 'course_packages':
      return {
        package_name: `Paket ${n}`,
        short_description: 'Kısa açıklama',
        branch_id: 0,
        number_of_lessons: '12',
        status_id: 0,
        display_price: '1500',
        validity_days: 30,
        teacher: 'Ali Yılmaz',
        description: '<p>Açıklama</p>',
      };
    case 'packageDay':
    case 'package_days':
      return { package_id: 1, title: `Gün ${n}`, description: '<p>Isınma</p>' };
    case 'packageDayMove':
    case 'package_day_moves':
      return {
        package_id: 1,
        day_number: 1,
        move_name: 'Şınav',
        number_sets: '3',
        duration: '45 sn',
        weight: '0',
        description: '<p>Yavaş</p>',
      };
    // Nutrition. An ingredient row needs a food of its own: see nutrition tests and the matrix.
    case 'foods':
      return {
        name_tr: `Mercimek ${n}`,
        name_en: `Lentils ${n}`,
        category: 'legumes',
        energy_kcal: 352,
        protein_g: 24.6,
        carbohydrate_g: 63.4,
        fat_g: 1.06,
        fibre_g: 10.7,
        fdc_id: 172420,
        source: 'USDA FoodData Central SR Legacy',
      };
    case 'food_portions':
      return { name_tr: `1 su bardağı ${n}`, name_en: '1 cup', grams: 192 };
    case 'recipes':
      return {
        title: `Mercimek çorbası ${n}`,
        lang: 'tr',
        type: 'soups',
        status: 'active',
        content: '<p>Mercimeği yıkayın, soğanla kavurun, suyla kaynatın.</p>',
        ingredients: '<ul><li>1 su bardağı kırmızı mercimek</li></ul>',
        calorie: 180,
        carbohydrate: '28',
        fat: '4',
        protein: '10',
        difficulty: 'easy',
        cooking_time: 40,
        servings: 4,
      };
    // The member file's progress: the member comes from the path.
    case 'training_programs':
      return {
        name: `Kuvvet programı ${n}`,
        goal: 'strength',
        start_date: '2026-09-01',
        end_date: '2026-11-30',
        notes: 'Haftada 3 gün',
        days: [
          {
            title: 'Üst vücut',
            moves: [{ move_name: 'Düz Bench Press', sets: 4, repetitions: 8, weight: 60, rest_seconds: 90 }],
          },
          { title: 'Alt vücut', moves: [{ move_name: 'Barla Squat', sets: 5, repetitions: 5, weight: 80 }] },
        ],
      };
    case 'trainings':
      return {
        date: '2026-10-05',
        duration_minutes: 60,
        sets: [
          { move_name: 'Barla Squat', repetitions: 5, weight: 80 },
          { move_name: 'Barla Squat', repetitions: 5, weight: 85 },
        ],
      };
    case 'measurements':
      return { date: '2026-10-01', height: 170, weight: 72.5, waist: 80, hip: 100 };
    case 'diaries':
      return {
        date: '2026-10-02',
        items: [{ meal: 'breakfast', text: 'Peynir, domates' }],
      };
    // Diet lists: the caller names an existing member (see dietLists tests and the matrix).
    case 'diet_lists':
      return {
        member_id: 1,
        title: `Haftalık liste ${n}`,
        start_date: '2026-12-01',
        end_date: '2026-12-07',
        notes: 'Bol su için; akşam yemeğinden sonra atıştırmayın.',
        day_count: 2,
        items: [],
      };
    // The member file: a package names personal-training type 1 (the matrix creates it first).
    case 'member_packages':
      return {
        payment_type: 'unpaid',
        invoice_number: `FT-${n}`,
        lesson_count: 12,
        used_lessons: 2,
        starttime: '2026-12-01',
        endtime: '2027-02-28',
        price: 4500,
        product_type: 'personal_training',
        product_id: 1,
      };
    case 'notifications':
      return { title: `Duyuru ${n}`, message: 'Salonumuz bayramda 10:00–18:00 arası açıktır.' };
    case 'member_consultations':
      return {
        type: 'nutrition',
        answers: {
          bes_q1: { answer: 'own', note: '' },
          bes_q2: { answer: 'dietician', note: 'Haftada iki' },
        },
      };
    // Check-ins: the server picks the running package; a test makes one first (runningPackage).
    case 'checkins':
      return {};
    // A payment toward a package: well within a sample package's price.
    case 'payments':
      return { amount: 100, method: 'cash', note: `Tahsilat ${n}` };
    // Classes: a type and a room exist in every test database from the class tests' own set-up (classTypes and
    // rooms 1 are made by the first of these); sessions fall on a day of their own, a coach in one place at a time.
    case 'class_types':
      return {
        name: `Yoga ${n}`,
        description: 'Nefes ve esneme.',
        duration_minutes: 60,
        capacity: 12,
        colour: '#7cb305',
        status: 'active',
      };
    case 'rooms':
      return { name: `Stüdyo ${n}`, branch_id: 1, capacity: 20 };
    case 'class_schedules':
      return {
        class_type_id: 1,
        branch_id: 1,
        room_id: null,
        coach_id: 1,
        weekdays: [1 + (n % 7)],
        start_time: `${String(n % 24).padStart(2, '0')}:${n % 2 ? '00' : '30'}`,
        starts_on: businessDay(400 + n * 7),
        ends_on: businessDay(400 + n * 7 + 6),
        capacity: null,
      };
    case 'class_sessions':
      return {
        class_type_id: 1,
        branch_id: 1,
        room_id: null,
        coach_id: 1,
        day: businessDay(30 + n),
        start_time: '10:00',
        capacity: null,
      };
    case 'class_bookings':
      return { member_id: 1 };
    case 'reminder_rules':
      return {
        name: `Hatırlatma ${n}`,
        kind: 'package_ending',
        offset_days: 3,
        channel: 'email',
        templates: {
          tr: {
            subject: '{package_name} bitiyor',
            body: 'Merhaba {member_name}, paketiniz {endtime} tarihinde bitiyor.',
          },
          en: { subject: '', body: '' },
          ar: { subject: '', body: '' },
        },
        active: 0,
      };
    // A new area's row: a body read from its schema (unique on each call), the one its server test starts from.
    default:
      return sampleFromSchema(entity, n);
  }
}

interface DescribedField {
  type: string;
  optional: boolean;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
}

/** A value a schema field takes: its first option, else one of its type within its bounds (unique text). */
function sampleValue(field: string, described: DescribedField, n: number): unknown {
  const option = described.oneOf.find((v) => v !== undefined && v !== null && v !== '');
  if (option !== undefined) return option;
  const param = (test: string, key: string) =>
    described.tests.find((t) => t.name === test)?.params?.[key] as number | undefined;
  const has = (test: string) => described.tests.some((t) => t.name === test);
  switch (described.type) {
    case 'string': {
      if (has('email')) return `${field}${n}@example.com`;
      if (has('date')) return '2026-10-01';
      if (has('url')) return 'https://example.com/';
      const text = `Örnek ${field} ${n}`.slice(0, param('max', 'max') ?? 255);
      return text.padEnd(param('min', 'min') ?? 0, 'x');
    }
    case 'number': {
      const min = param('min', 'min') ?? 1;
      return Math.min(Math.max(min, 1), param('max', 'max') ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'date':
      return '2026-10-01';
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return undefined;
  }
}

/**
 * A valid body of the row that creates `entity` (by table or by name), from its schema: every required field and
 * the optional text, each of its type within its bounds — what the schema itself accepts, or an error naming the
 * row when it needs more (a reference that must exist, a rule between fields): add a case above.
 */
export function sampleFromSchema(
  entity: string,
  n: number,
  rows: Readonly<Record<string, ResourceDef>> = RESOURCES,
): Record<string, unknown> {
  const row = Object.values(rows).find(
    (r) => (r.entity === entity || r.name === entity) && r.schema && r.actions.includes('create'),
  );
  if (!row?.schema) throw new Error(`no sample for ${entity}`);
  const fields = row.schema.describe().fields as Record<string, DescribedField>;
  const body = (include: (field: DescribedField) => boolean) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, described]) => include(described))
        .map(([field, described]) => [field, sampleValue(field, described, n)])
        .filter(([, value]) => value !== undefined),
    );
  for (const candidate of [
    body((f) => !f.optional || (f.type === 'string' && f.tests.every((t) => t.name !== 'date'))),
    body((f) => !f.optional),
  ])
    if (row.schema.isValidSync(candidate)) return candidate;
  throw new Error(`no sample for ${entity}: its schema needs more than its fields' types say`);
}

/** A 1 × 1 PNG: signature and IHDR chunk, which file-type reads. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A box of an ISO media file (`ftyp` + brand), as phones and cameras write them. */
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(32)]);

/** Smallest files each sniffed type recognises. */
export const FILES = {
  png: PNG_1PX,
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
  mp4: ftyp('mp42'),
  /** Recognised, and refused: browsers other than Safari cannot show them. */
  heic: ftyp('heic'),
  mov: ftyp('qt  '),
  text: Buffer.from('just some text, not an image'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

export function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// --- Posture analysis and moves library ---

export const VIDEO_FILES = {
  /** The EBML header of a WebM file (DocType "webm"), the first 48 bytes of the demo move video. */
  webm: Buffer.from('GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAGUJ', 'base64'),
};

/** A multipart body with several named files (a posture analysis's four photos, a move's video). */
export function multipartFiles(
  fields: Record<string, string | number>,
  files: { field: string; name: string; content: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The four photos of a posture analysis, as a multipart form. */
export const postureForm = (fields: Record<string, string | number> = { posture_name: 'Duruş' }) =>
  multipartFiles(
    fields,
    ['image_front', 'image_back', 'image_side1', 'image_side2'].map((field) => ({
      field,
      name: `${field}.jpg`,
      content: FILES.jpeg,
    })),
  );

/** A move's video (and description) as a multipart form. */
export const moveMediaForm = (fields: Record<string, string | number>, content: Buffer = FILES.mp4) =>
  multipartFiles(fields, [{ field: 'file', name: 'move.mp4', content }]);

/** A member package that runs today (started yesterday, ends in a month) with lessons left: check-ins spend it. */
export function runningPackage(extra: object = {}) {
  const day = (offset: number) => businessDay(offset);
  return {
    ...sampleBody('member_packages'),
    product_type: '',
    product_id: null,
    used_lessons: 0,
    starttime: day(-1),
    endtime: day(30),
    ...extra,
  };
}
