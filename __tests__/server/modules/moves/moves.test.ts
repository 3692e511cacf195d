import { MOVE_GROUPS, moveByLabel } from '../../../../src/shared/moveCatalogue';
import { describeEachDatabase } from '../../helpers/testApp';

interface Group {
  label: string;
  options: { value: string; label: string; type: string }[];
}

describeEachDatabase('GET moves (the move catalogue)', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const moves = (query = '', lang?: string) =>
    t().request({
      method: 'GET',
      url: `/api/v1/moves${query}`,
      token,
      headers: lang ? { 'accept-language': lang } : {},
    });

  it('answers the 14 groups, each with at least 8 moves in the spec shape', async () => {
    const res = await moves();
    expect(res.statusCode).toBe(200);
    const groups = res.json() as Group[];
    expect(groups.map((g) => g.label)).toEqual([...MOVE_GROUPS]);
    expect(groups).toHaveLength(14);
    const values = new Set<string>();
    for (const group of groups) {
      expect(Object.keys(group).sort()).toEqual(['label', 'options']);
      expect(group.options.length).toBeGreaterThanOrEqual(8);
      for (const option of group.options) {
        expect(Object.keys(option).sort()).toEqual(['label', 'type', 'value']);
        expect(option.value).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(option.type).toBe('move');
        expect(option.label).not.toBe('');
        values.add(option.value);
      }
    }
    // Codes are unique across groups.
    expect(values.size).toBe(groups.reduce((n, g) => n + g.options.length, 0));
  });

  it('labels moves in the caller language (Turkish by default) and keeps labels unique', async () => {
    const byLang = async (lang?: string) =>
      ((await moves('', lang)).json() as Group[]).flatMap((g) => g.options);
    const tr = await byLang();
    const en = await byLang('en-US,en;q=0.9');
    const ar = await byLang('ar');
    expect(tr.find((o) => o.value === 'push_up')?.label).toBe('Şınav');
    expect(en.find((o) => o.value === 'push_up')?.label).toBe('Push-up');
    expect(ar.find((o) => o.value === 'push_up')?.label).toBe('تمرين الضغط');
    for (const list of [tr, en, ar]) expect(new Set(list.map((o) => o.label)).size).toBe(list.length);
    // A stored label (move names keep the label) leads back to its move in any language.
    expect(moveByLabel('تمرين الضغط')?.value).toBe('push_up');
  });

  it('narrows by name, dropping empty groups', async () => {
    const groups = (await moves('?name=curl', 'en')).json() as Group[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.map((g) => g.label)).toEqual(expect.arrayContaining(['BICEPS', 'FOREARM']));
    for (const g of groups) for (const o of g.options) expect(o.label.toLowerCase()).toContain('curl');
    expect((await moves('?name=zzzz')).json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t().request({ method: 'GET', url: '/api/v1/moves' })).statusCode).toBe(401);
  });
});
