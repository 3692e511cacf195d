// `npm run new:area -- <name> [--singular <word>]`: writes a working area (generate.ts) into this checkout and
// says what to fill in next (docs/adding-an-entity.md). Exit 0 written, 2 unusable input or a name taken.
import path from 'node:path';
import { generateArea } from './generate';

const USAGE = `Usage: npm run new:area -- <name> [--singular <word>]
  <name>      the area's registry name, camelCase plural: lockers, bodyScans
  --singular  one record's name when "<name> without its s" is wrong: --singular person`;

async function main(args: string[]): Promise<number> {
  const rest: string[] = [];
  let singular: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--singular') singular = args[++i] ?? '';
    else rest.push(args[i]!);
  }
  if (rest.length !== 1 || rest[0]!.startsWith('-') || singular === '') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const root = path.resolve(__dirname, '../../..');
  try {
    const area = await generateArea({ root, name: rest[0]!, singular });
    const lines = [
      `Wrote the area '${area.names.name}' (table ${area.names.table}, family ${area.names.family}):`,
      ...area.written.map((file) => `  + ${file}`),
      ...area.edited.map((file) => `  ~ ${file}`),
      '',
      'It runs as it is: npm run typecheck, then',
      `  npx jest ${area.written.filter((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx')).join(' ')}`,
      'Now replace the sample fields (name, status, notes) with the real ones: docs/adding-an-entity.md.',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
