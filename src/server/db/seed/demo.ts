// Demo data for a fresh database (SEED_DEMO): branches, staff of every type (one password, DEMO_PASSWORD or
// generated into DATA_DIR/demo-password),
// ~300 members with Turkish names who joined over the last three years (demoPlan.ts) and a few articles — the
// core every area builds on; each area adds its own rows through its module's demoSeed (after the
// modules its `seedAfter` names).
// Deterministic, so every fresh start looks the same (dates relative to the seed's today).
import type { Kysely } from 'kysely';
import { CITIES } from '../../../shared/cities';
import { hashPassword } from '../../lib/password';
import { insertRecord } from '../repositories/records';
import { insertRole } from '../repositories/roles';
import { insertUser } from '../repositories/users';
import type { RecordStatus } from '../../../shared/types';
import type { Database } from '../schema';
import { DEMO_ROLES } from './demoRoles';
import { DAY_MS, isoDay, joinTimes, random } from './demoPlan';
import { FIRST_NAMES, JOBS, LAST_NAMES, asciiSlug } from './turkishNames';

export const DEMO_MEMBER_COUNT = 300;
/** The demo's first staff account: present, the demo gym is in. */
export const DEMO_MANAGER = 'manager';

const STAFF = [
  {
    username: DEMO_MANAGER,
    type: 'manager',
    role: 'manager',
    name: 'Selim',
    lastname: 'Aydın',
    title: 'Genel Müdür',
  },
  {
    username: 'supervisor',
    type: 'supervisor',
    role: 'supervisor',
    name: 'Derya',
    lastname: 'Koç',
    title: 'Şube Sorumlusu',
  },
  {
    username: 'supervisor2',
    type: 'supervisor',
    role: 'supervisor',
    name: 'Kaan',
    lastname: 'Tekin',
    title: 'Şube Sorumlusu',
  },
  { username: 'coach', type: 'coach', role: 'coach', name: 'Emre', lastname: 'Yıldız', title: 'Antrenör' },
  { username: 'coach2', type: 'coach', role: 'coach', name: 'Selin', lastname: 'Kurt', title: 'Antrenör' },
  {
    username: 'coach3',
    type: 'coach',
    role: 'coach',
    name: 'Burak',
    lastname: 'Şimşek',
    title: 'Kişisel Antrenör',
  },
  {
    username: 'nutritionist',
    type: 'nutritionist',
    role: 'nutritionist',
    name: 'Elif',
    lastname: 'Güneş',
    title: 'Diyetisyen',
  },
  {
    username: 'nutritionist2',
    type: 'nutritionist',
    role: 'nutritionist',
    name: 'Cem',
    lastname: 'Bulut',
    title: 'Diyetisyen',
  },
  {
    username: 'sales',
    type: 'sales',
    role: 'sales',
    name: 'Merve',
    lastname: 'Acar',
    title: 'Satış Temsilcisi',
  },
] as const;

const BRANCHES = [
  {
    name: 'Kadıköy',
    city: 34,
    address: 'Caferağa Mah. Moda Cad. No:12, Kadıköy/İstanbul',
    latitude: 40.9877,
    longitude: 29.0257,
  },
  {
    name: 'Beşiktaş',
    city: 34,
    address: 'Sinanpaşa Mah. Barbaros Blv. No:45, Beşiktaş/İstanbul',
    latitude: 41.0429,
    longitude: 29.0075,
  },
  {
    name: 'Çankaya',
    city: 6,
    address: 'Kızılay Mah. Atatürk Blv. No:101, Çankaya/Ankara',
    latitude: 39.9208,
    longitude: 32.8541,
  },
  {
    name: 'Alsancak',
    city: 35,
    address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No:8, Konak/İzmir',
    latitude: 38.437,
    longitude: 27.1428,
  },
];

const ARTICLES = [
  {
    title: 'Yeni grup dersleri başladı',
    type: 'announcement',
    lang: 'tr',
    summary: 'Pilates ve fonksiyonel antrenman derslerimiz tüm şubelerde.',
    content:
      '<p>Bu aydan itibaren <strong>pilates</strong> ve <em>fonksiyonel antrenman</em> grup derslerimiz tüm şubelerimizde başladı.</p>',
  },
  {
    title: 'Doğru beslenmenin 5 kuralı',
    type: 'education',
    lang: 'tr',
    summary: 'Diyetisyenlerimizden günlük beslenme önerileri.',
    content:
      '<ol><li>Güne kahvaltıyla başlayın.</li><li>Su içmeyi unutmayın.</li><li>Porsiyonları küçültün.</li><li>Şekeri azaltın.</li><li>Sebzeyi artırın.</li></ol>',
  },
  {
    title: 'Warm-up before every workout',
    type: 'article',
    lang: 'en',
    summary: 'Why ten minutes of warm-up prevent injuries.',
    content: '<p>A short <strong>warm-up</strong> raises body temperature and prepares joints for load.</p>',
  },
  {
    title: 'Beşiktaş şubemiz yenilendi',
    type: 'news',
    lang: 'tr',
    summary: 'Yeni kardiyo alanı ve soyunma odaları hizmetinizde.',
    content:
      '<p>Beşiktaş şubemizde yenilenen kardiyo alanı ve soyunma odaları üyelerimizin hizmetine açıldı.</p>',
  },
];

/** Members per branch, roughly: the two Istanbul branches are the largest. */
const BRANCH_WEIGHTS = [0.34, 0.3, 0.21, 0.15];
/** Members per coach and per nutritionist (in the order of STAFF), roughly. */
const COACH_WEIGHTS = [0.4, 0.35, 0.25];
const NUTRITIONIST_WEIGHTS = [0.55, 0.45];

/** An index into a list of weights, drawn with `r` in [0, 1). */
function weighted(weights: readonly number[], r: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = r * total;
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

export async function seedDemo(db: Kysely<Database>, password: string): Promise<void> {
  const roleIds = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const row = await insertRole(db, {
      name: role.name,
      status: 'active',
      permissions: JSON.stringify(role.permissions),
    });
    roleIds.set(role.key, row.id);
  }

  // One hash for all demo staff: they share the install's demo password.
  const passwordHash = await hashPassword(password);
  const staffIds = new Map<string, number[]>();
  for (const [index, staff] of STAFF.entries()) {
    const user = await insertUser(db, {
      username: staff.username,
      email: `${staff.username}@gym.example`,
      type: staff.type,
      name: staff.name,
      lastname: staff.lastname,
      title: staff.title,
      phone: `(532) 555 ${String(10 + index).padStart(2, '0')} ${String(20 + index).padStart(2, '0')}`,
      status: 'active',
      branches_id: null,
      roles_id: roleIds.get(staff.role) ?? null,
      password_hash: passwordHash,
      data: '{}',
    });
    staffIds.set(staff.type, [...(staffIds.get(staff.type) ?? []), user.id]);
  }
  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
  const supervisors = staffIds.get('supervisor') ?? [];
  const nutritionists = staffIds.get('nutritionist') ?? [];
  const coaches = staffIds.get('coach') ?? [];

  const branchIds: number[] = [];
  for (const [i, branch] of BRANCHES.entries()) {
    const row = await insertRecord(db, 'branches', {
      ...branch,
      supervisor_id: pick(supervisors, i),
      nutritionist_id: pick(nutritionists, i),
      status: 'active',
      attributes: '{}',
    });
    branchIds.push(Number(row.id));
  }
  // Staff belong to branches too (round robin).
  for (const [type, ids] of staffIds) {
    for (const [i, id] of ids.entries()) {
      await db
        .updateTable('users')
        .set({ branches_id: pick(branchIds, i + type.length) })
        .where('id', '=', id)
        .execute();
    }
  }

  // Members joined over the last three years, oldest first (so the newest have the highest ids, and the members
  // list, newest first, opens on them); each left some time after joining, more likely the longer ago.
  const rand = random(20261121);
  const now = Date.now();
  const joined = joinTimes(DEMO_MEMBER_COUNT, now, random(20261122));
  const members = joined.map((at, i) => {
    const first = pick(FIRST_NAMES, Math.floor(rand() * FIRST_NAMES.length));
    const last = pick(LAST_NAMES, Math.floor(rand() * LAST_NAMES.length));
    // 18 to 65 at joining, most in their twenties and thirties.
    const age = 18 + 47 * rand() ** 1.6;
    const birthdate = isoDay(at - Math.floor(age * 365.25) * DAY_MS);
    const city = pick(CITIES, Math.floor(rand() * CITIES.length));
    // Every draw is made whatever its outcome: each member's name and details stay the same from day to day.
    const [leaves, edited, editedAt] = [rand(), rand(), rand()];
    const months = (now - at) / (30.44 * DAY_MS);
    const passive = months > 6 && leaves < 0.1 + (0.4 * (months - 6)) / 30;
    const updated = edited < 0.6 ? at + Math.floor(editedAt * (now - at)) : at;
    return {
      name: `${first} ${last}`,
      birthdate,
      email: `${asciiSlug(first)}.${asciiSlug(last)}${i + 1}@example.com`,
      job: pick(JOBS, Math.floor(rand() * JOBS.length)),
      reference: 0,
      phone: `(5${30 + Math.floor(rand() * 30)}) ${100 + Math.floor(rand() * 900)} ${10 + Math.floor(rand() * 90)} ${10 + Math.floor(rand() * 90)}`,
      mobile: '',
      status: (passive ? 'passive' : 'active') as RecordStatus,
      customer_type: rand() < 0.8 ? 1 : 0,
      address: `${city.name} merkez`,
      work_address: '',
      emergency_title: '',
      emergency_name: '',
      emergency_phone: '',
      coach_id: pick(coaches, weighted(COACH_WEIGHTS, rand())),
      nutritionist_id: pick(nutritionists, weighted(NUTRITIONIST_WEIGHTS, rand())),
      branches_id: pick(branchIds, weighted(BRANCH_WEIGHTS, rand())),
      height: 150 + Math.floor(rand() * 45),
      use_device_health: rand() < 0.3 ? 1 : 0,
      target_daily_calorie: 1600 + Math.floor(rand() * 10) * 100,
      password_hash: null,
      created_at: new Date(at).toISOString(),
      updated_at: new Date(updated).toISOString(),
    };
  });
  for (let i = 0; i < members.length; i += 100)
    await db
      .insertInto('members')
      .values(members.slice(i, i + 100))
      .execute();

  for (const article of ARTICLES) {
    await insertRecord(db, 'articles', {
      ...article,
      status: 'active',
      attributes: JSON.stringify({ media: [] }),
    });
  }
}
