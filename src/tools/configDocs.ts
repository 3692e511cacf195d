// `npm run docs:config`: writes docs/configuration.md's table, and README's first-deployment rows, from the
// variables' declarations (src/server/configSchema.ts). `--check` only says whether they are current (exit 1 when
// not); __tests__/server/service/configDocs.test.ts fails the same way, so the docs cannot drift from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VARIABLES, type Variable, type VariableName } from '../server/configSchema';

/** The settings a first deployment usually sets, in README's order. */
export const FIRST_DEPLOYMENT: readonly VariableName[] = [
  'NODE_ENV',
  'DATA_DIR',
  'DATABASE_URL',
  'MIGRATE_ON_START',
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'PORT',
  'TRUST_PROXY',
  'SMTP_URL',
  'SMS_URL',
  'MAIL_FROM',
  'GYM_NAME',
  'METRICS_TOKEN',
];

const ALL = Object.keys(VARIABLES) as VariableName[];
const HEADER = ['variable', 'default', 'meaning'];

/** The default cell: what the declaration shows, else the schema's default (text in code), else a dash. */
function defaultCell(variable: Variable): string {
  if (variable.shown !== undefined) return variable.shown;
  const fallback: unknown = variable.schema.describe().default;
  if (fallback === undefined) return '—';
  return typeof fallback === 'string' ? `\`${fallback}\`` : String(fallback);
}

function rows(names: readonly VariableName[]): string[][] {
  const aliases = new Set(ALL.map((name) => (VARIABLES[name] as Variable).alias).filter(Boolean));
  return names
    .filter((name) => !aliases.has(name))
    .map((name) => {
      const variable: Variable = VARIABLES[name];
      const names = [name, ...(variable.alias ? [variable.alias] : [])].map((n) => `\`${n}\``).join(', ');
      return [names, defaultCell(variable), variable.meaning];
    });
}

/** A Markdown table aligned as Prettier aligns one (so `npm run format` leaves it as it is). */
function table(cells: string[][]): string {
  const escaped = [HEADER, ...cells].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = HEADER.map((_, i) => Math.max(3, ...escaped.map((row) => [...row[i]].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell + ' '.repeat(widths[i] - [...cell].length)).join(' | ')} |`;
  const [head, ...body] = escaped;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Replaces the table whose first line starts with `| variable` (after `after`, when given). */
function replaceTable(document: string, replacement: string, after?: string): string {
  const lines = document.split('\n');
  const from = after === undefined ? 0 : lines.indexOf(after);
  if (from < 0) throw new Error(`no line '${after}'`);
  const start = lines.findIndex((line, i) => i >= from && /^\| variable /.test(line));
  if (start < 0) throw new Error('no configuration table');
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end += 1;
  return [...lines.slice(0, start), replacement, ...lines.slice(end)].join('\n');
}

/** docs/configuration.md with its table written from the declarations. */
export function configurationDoc(current: string): string {
  return replaceTable(current, table(rows(ALL)));
}

/** README.md with its first-deployment table written from the declarations (links made relative to the root). */
export function readme(current: string): string {
  const cells = rows(FIRST_DEPLOYMENT).map((row) =>
    row.map((cell) => cell.replace(/\]\((?![a-z]+:|#|\/)([^)]+)\)/g, '](docs/$1)')),
  );
  return replaceTable(current, table(cells), '## A first deployment');
}

const FILES = { 'docs/configuration.md': configurationDoc, 'README.md': readme };

function main(check: boolean): number {
  let stale = 0;
  for (const [file, render] of Object.entries(FILES)) {
    const full = path.resolve(__dirname, '../..', file);
    const current = readFileSync(full, 'utf8');
    const next = render(current);
    if (next === current) continue;
    stale += 1;
    if (check)
      process.stdout.write(`${file} differs from src/server/configSchema.ts: run npm run docs:config\n`);
    else {
      writeFileSync(full, next);
      process.stdout.write(`wrote ${file}\n`);
    }
  }
  return check && stale > 0 ? 1 : 0;
}

if (require.main === module) process.exitCode = main(process.argv.includes('--check'));
