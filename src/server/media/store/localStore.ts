// Uploads as files in one folder (DATA_DIR/media): the embedded default, one node.
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './mediaStore';

export function localStore(folder: string): MediaStore {
  const at = (name: string) => path.join(folder, path.basename(name));
  const sizeOf = async (name: string) => {
    try {
      const found = await stat(at(name));
      return found.isFile() ? { size: found.size } : null;
    } catch {
      return null;
    }
  };
  return {
    kind: 'local',
    async put(name, content) {
      await mkdir(folder, { recursive: true });
      // 'wx' and COPYFILE_EXCL: never overwrite, even in the impossible case of a name collision.
      if (Buffer.isBuffer(content)) await writeFile(at(name), content, { flag: 'wx' });
      else await copyFile(content.path, at(name), constants.COPYFILE_EXCL);
    },
    stat: sizeOf,
    async get(name, range) {
      const found = await sizeOf(name);
      if (!found) return null;
      return { size: found.size, body: createReadStream(at(name), range ?? {}) };
    },
    async remove(name) {
      await rm(at(name), { force: true });
    },
    async *list() {
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names.sort()) yield name;
    },
  };
}
