// The image flow of add/edit screens (spec part 1 §4, part 2 §4): the chosen file waits until the record is
// saved, then is uploaded; on edit an old image is either deleted and re-uploaded (articles, recipes) or
// replaced in place (branches). A failure shows its message and reports false, so no success notice follows.
import { useCallback, useState } from 'react';
import { chooseErrorMessage } from '../api/http';
import { deleteMedia, replaceMedia, uploadMedia, type MediaPath, type MediaRecord } from '../api/media';
import type { Id } from '../api/resourceClient';
import { useToast } from '../lib/useToast';

export interface ImageUploadOptions {
  /** `owner` of the upload: 'article', 'branch', ... */
  owner: string;
  path?: MediaPath;
  /** How an existing image is changed on edit. */
  strategy?: 'replace' | 'inPlace';
}

export function useImageUpload({ owner, path = 'media', strategy = 'replace' }: ImageUploadOptions) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);

  /** Runs after the owner record is saved; resolves true when there was nothing to do or it all worked. */
  const upload = useCallback(
    async (ownerId: Id, existingMediaId?: Id | null): Promise<boolean> => {
      if (!file) return true;
      try {
        let saved: MediaRecord;
        if (existingMediaId !== undefined && existingMediaId !== null && strategy === 'inPlace') {
          saved = await replaceMedia(existingMediaId, file, path);
        } else {
          if (existingMediaId !== undefined && existingMediaId !== null)
            await deleteMedia(existingMediaId, path);
          saved = await uploadMedia(owner, ownerId, file, path);
        }
        setFile(null);
        return Boolean(saved);
      } catch (error) {
        toast.error(chooseErrorMessage(error));
        return false;
      }
    },
    [file, owner, path, strategy, toast],
  );

  return { file, setFile, upload };
}
