// json-server 0.17 serving the same 100,000 members from memory (the usual mock back end of admin panels).
import jsonServer from 'json-server';
import { makeMembers } from '../members';

const server = jsonServer.create();
server.use(jsonServer.router({ members: makeMembers() }));
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
