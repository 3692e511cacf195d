// Valid request bodies per entity (unique on each call) and a multipart body builder for uploads.
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
    // Nutrition (issue 11). An ingredient row needs a food of its own: see nutrition tests and the matrix.
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
    // Diet lists (issue 11): the caller names an existing member (see dietLists tests and the matrix).
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
    default:
      throw new Error(`no sample for ${entity}`);
  }
}

/** Smallest files each sniffed type recognises. */
export const FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(32)]),
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
