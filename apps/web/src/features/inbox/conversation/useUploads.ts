import { type RestAttachment, useDeleteAttachment, useUploadAttachment } from '@parley/api';
import { useState } from 'react';

export type PendingAttachment = RestAttachment & { id: string };

/**
 * Files attached to the message being written: uploaded one after the other as they are chosen,
 * removable until sent (a removed file is deleted on the server, freeing the company's storage). A
 * failed upload is reported and the files uploaded before it stay.
 */
export function useUploads(onError: (error: Error) => void) {
  const upload = useUploadAttachment();
  const deleteFile = useDeleteAttachment();
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [uploading, setUploading] = useState(false);

  const add = async (files: readonly File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        const stored = await upload.mutateAsync(file);
        setAttachments((current) => [...current, { ...stored, id: crypto.randomUUID() }]);
      }
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setUploading(false);
    }
  };

  const remove = (id: string) => {
    const removed = attachments.find((a) => a.id === id);
    setAttachments((current) => current.filter((a) => a.id !== id));
    // Not worth a word when it fails: the file is off the message either way and only takes storage.
    if (removed) deleteFile.mutate(removed);
  };

  /** The uploaded files to send, leaving none attached. */
  const take = (): RestAttachment[] => {
    setAttachments([]);
    return attachments.map(({ id: _id, ...file }) => file);
  };

  return { attachments, uploading, add, remove, take };
}
