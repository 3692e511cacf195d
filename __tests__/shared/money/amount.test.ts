import { formatMoney, liraAmount, MAX_KURUS, toKurus, toLira } from '../../../src/shared/money/amount';

describe('money amounts', () => {
  it('turns every two-decimal lira amount into whole kuruş and back, exactly', () => {
    for (let kurus = 0; kurus <= 200_000; kurus += 7) {
      const lira = Number((kurus / 100).toFixed(2));
      expect(toKurus(lira)).toBe(kurus);
      expect(toLira(kurus)).toBe(lira);
    }
    expect(toKurus(1249.99)).toBe(124999);
    expect(toKurus(4800)).toBe(480000);
  });

  it('refuses more than two decimals, negatives, non-numbers and amounts past the ceiling', () => {
    for (const bad of [1249.999, 0.001, 0.1 + 0.2, -1, -0.01, Number.NaN, Infinity, '12', null, undefined]) {
      expect(toKurus(bad)).toBeNull();
    }
    expect(toKurus(toLira(MAX_KURUS))).toBe(MAX_KURUS);
    expect(toKurus(toLira(MAX_KURUS + 1))).toBeNull();
  });

  it('validates a form or request amount with the shared field keys', async () => {
    const schema = liraAmount();
    await expect(schema.validate(1249.99)).resolves.toBe(1249.99);
    await expect(schema.validate(12.345)).rejects.toThrow('generic.fields.invalid');
    await expect(schema.validate(0)).rejects.toThrow('generic.fields.invalid');
    await expect(schema.validate('abc')).rejects.toThrow('generic.fields.invalid');
    await expect(schema.validate('')).rejects.toThrow('generic.fields.required');
    await expect(liraAmount(0).validate(0)).resolves.toBe(0);
  });

  it('prints lira as each language writes money', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f\u200f\u061c]/g, ' ');
    expect(plain(formatMoney(480000, 'tr'))).toBe('₺4.800,00');
    expect(plain(formatMoney(124999, 'en'))).toBe('₺1,249.99');
    expect(plain(formatMoney(124999, 'ar'))).toBe(' 1,249.99 ₺');
  });
});
