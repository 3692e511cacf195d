// Estimated VO2max (ml/kg/min) of a cardio test from its protocol's published formula. The SPA shows the
// figure and the formula's name while the test is typed; the server recomputes it when the test is saved.
export const CARDIO_PROTOCOLS = ['rockport', 'queens_college', 'cooper'] as const;
export type CardioProtocol = (typeof CARDIO_PROTOCOLS)[number];

export interface CardioInputs {
  protocol?: string;
  sex?: string;
  age?: number | string | null;
  weight_kg?: number | string | null;
  walk_time_min?: number | string | null;
  distance_m?: number | string | null;
  hr_exercise?: number | string | null;
  hr_recovery?: number | string | null;
}

/** The inputs each protocol's formula reads (the form asks for these). */
export const PROTOCOL_INPUTS: Record<CardioProtocol, readonly (keyof CardioInputs)[]> = {
  rockport: ['sex', 'age', 'weight_kg', 'walk_time_min', 'hr_exercise'],
  queens_college: ['sex', 'hr_recovery'],
  cooper: ['distance_m'],
};

const num = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * - Rockport 1-mile walk (Kline et al., 1987): 132.853 − 0.0769·weight(lb) − 0.3877·age + 6.315·sex(male 1,
 *   female 0) − 3.2649·time(min) − 0.1565·HR at the end of the walk.
 * - Queens College step test (McArdle et al., 1972): men 111.33 − 0.42·HR, women 65.81 − 0.1847·HR, HR the
 *   recovery pulse from 5 to 20 s after 3 minutes of stepping, per minute.
 * - Cooper 12-minute run (Cooper, 1968): (distance in metres − 504.9) / 44.73.
 * Undefined when an input is missing.
 */
export function estimateVo2max(inputs: CardioInputs): number | undefined {
  const male = inputs.sex === 'male' ? 1 : inputs.sex === 'female' ? 0 : undefined;
  switch (inputs.protocol) {
    case 'rockport': {
      const [age, kg, time, hr] = [
        inputs.age,
        inputs.weight_kg,
        inputs.walk_time_min,
        inputs.hr_exercise,
      ].map(num);
      if (
        male === undefined ||
        age === undefined ||
        kg === undefined ||
        time === undefined ||
        hr === undefined
      )
        return undefined;
      return round1(
        132.853 - 0.0769 * kg * 2.20462 - 0.3877 * age + 6.315 * male - 3.2649 * time - 0.1565 * hr,
      );
    }
    case 'queens_college': {
      const hr = num(inputs.hr_recovery);
      if (male === undefined || hr === undefined) return undefined;
      return round1(male ? 111.33 - 0.42 * hr : 65.81 - 0.1847 * hr);
    }
    case 'cooper': {
      const distance = num(inputs.distance_m);
      return distance === undefined ? undefined : round1((distance - 504.9) / 44.73);
    }
    default:
      return undefined;
  }
}
