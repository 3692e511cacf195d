// Debian's nginx in front of API nodes, with the shipped deploy/nginx/gym.conf included as it is; the upstreams and
// the listen line are written for the run (the deployment's own files in production).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/server';
import { root } from './compiledServer';
import { tempDir } from './tempDir';

export interface RunningNginx {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** nginx with the shipped gym.conf, its upstreams and listen line written for this test. */
export async function startNginx(nodes: string[]): Promise<RunningNginx> {
  const dir = tempDir('gym-nginx-');
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy']) mkdirSync(path.join(dir, temp), { mode: 0o777 });
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'gym-upstreams.conf'),
    nodes.map((node) => `server ${node} max_fails=2 fail_timeout=10s;\n`).join(''),
  );
  writeFileSync(path.join(dir, 'gym-listen.conf'), `listen 127.0.0.1:${port};\n`);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  include ${path.join(root, 'deploy', 'nginx', 'gym.conf')};
}
`,
  );
  const child = spawn('nginx', ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${baseUrl}/health`).catch(() => null))?.status === 200) return { child, baseUrl, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not answer: see ${dir}/error.log`);
}
