// `npm run foods:import -- <source>`: a USDA release into the foods table, in one transaction, with a progress bar
// and a summary. `-- <source> --write <file>` writes a table file instead (how data/usda-sr24.json.gz is made).
import type { CommandContext } from '../../module';
import { progressBar } from '../../../progressBar';
import { importFoods } from './importFoods';
import { readUsdaSource } from './readSource';
import { writeFoodTable } from './tableFile';

const USAGE = 'usage: npm run foods:import -- <SR folder | usda_sr24.jar | table.json.gz> [--write <file>]';

export async function runFoodsImport(args: string[], { log, withDatabase }: CommandContext): Promise<void> {
  const writeAt = args.indexOf('--write');
  const target = writeAt === -1 ? undefined : args[writeAt + 1];
  if (writeAt !== -1 && !target) throw new Error(USAGE);
  const path = args.find((arg, i) => !arg.startsWith('-') && i !== writeAt + 1);
  if (!path) throw new Error(USAGE);

  const started = Date.now();
  const source = readUsdaSource(path);
  const left = source.skipped.length;
  log.info({ foods: source.records.length, left, ms: Date.now() - started }, `read ${source.release}`);
  if (target) {
    writeFoodTable(target, source);
    log.info({ file: target, foods: source.records.length }, 'food table written');
    return;
  }
  await withDatabase(async (db) => {
    const bar = progressBar((text) => process.stderr.write(text), Boolean(process.stderr.isTTY), 'foods');
    const summary = await db.transaction().execute((trx) => importFoods(trx, source, { progress: bar }));
    log.info({ ...summary, ms: Date.now() - started }, 'foods imported');
  });
}
