// `npm run foods:import -- <path>` takes any of: an SR ASCII release folder (FOOD_DES.txt …), Debian cronometer's
// usda_sr24.jar (or its unpacked folder), or a table file this importer wrote (.json.gz).
import { existsSync } from 'node:fs';
import { isCronometerSource, readCronometer } from './cronometer';
import { isSrAsciiDir, readSrAscii } from './srAscii';
import { isFoodTableFile, readFoodTable } from './tableFile';
import type { UsdaSource } from './usdaRecord';

export function readUsdaSource(source: string): UsdaSource {
  if (!existsSync(source)) throw new Error(`${source}: no such file or folder`);
  if (isFoodTableFile(source)) return readFoodTable(source);
  if (isSrAsciiDir(source)) return readSrAscii(source);
  if (isCronometerSource(source)) return readCronometer(source);
  throw new Error(
    `${source}: not a USDA release (an SR ASCII folder with FOOD_DES.txt, cronometer's usda_sr24.jar, or a .json.gz table)`,
  );
}
