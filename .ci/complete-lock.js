#!/usr/bin/env node
// The npm mirror this project is built from lacks the non-Linux builds of @unrs/resolver-binding-* (jest's and
// eslint-plugin-import-x's resolver), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lock as out of sync. This adds the missing optional entries with their os/cpu, which npm ci skips
// on other platforms. Idempotent; run it after changing dependencies: `node .ci/complete-lock.js`.
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const parent = lock.packages['node_modules/unrs-resolver'];
const platform = (suffix) => {
  const [os, cpu] = suffix.split('-');
  return { os: os === 'wasm32' ? undefined : os, cpu: cpu === 'arm' ? 'arm' : cpu };
};
let added = 0;
for (const [name, version] of Object.entries(parent?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu } = platform(name.replace('@unrs/resolver-binding-', ''));
  lock.packages[key] = {
    version,
    ...(cpu ? { cpu: [cpu] } : {}),
    dev: true,
    license: 'MIT',
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
  added += 1;
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added ? `package-lock.json: added ${added} optional platform entries` : 'package-lock.json: complete',
);
