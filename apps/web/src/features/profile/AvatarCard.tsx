import { useLingui } from '@lingui/react/macro';
import { uploadAttachment, useApi, useUpdateMyProfile } from '@parley/api';
import { Avatar, Banner, Button, Card, Dialog, Modal, useToast } from '@parley/ui';
// Its own entry: the crop library loads with this page only.
import { AvatarCropper } from '@parley/ui/avatar-cropper';
import { useState } from 'react';
import type { MyProfile } from './ProfileInformation.tsx';
import * as styles from './profile.css.ts';

/** The user's picture: pick a file (checked before anything is sent), crop it, upload, set (spec 2). */
export function AvatarCard({ me }: { me: MyProfile }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const update = useUpdateMyProfile(me.id);
  const [isOpen, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const name = `${me.profile.firstName} ${me.profile.lastName}`.trim() || me.email;
  const avatar = me.profile.avatar?.url ?? null;

  const close = () => {
    setOpen(false);
    setFile(null);
    setFailed(false);
  };

  const save = async (blob: Blob) => {
    setSaving(true);
    setFailed(false);
    try {
      const extension = blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg';
      const stored = await uploadAttachment(
        api,
        new File([blob], `avatar.${extension}`, { type: blob.type }),
      );
      await update.mutateAsync({ avatar: { url: stored.url, name: stored.displayName } });
      toast.add({ tone: 'positive', title: t`Your picture is saved.` });
      close();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ removeAvatar: true });
      toast.add({ tone: 'positive', title: t`Your picture is removed.` });
    } catch {
      toast.add({ tone: 'critical', title: t`The picture could not be removed. Please try again.` });
    }
  };

  return (
    <Card title={t`Picture`}>
      <div className={styles.avatarRow}>
        <Avatar name={name} src={avatar} size="xl" />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {avatar ? t`Change picture` : t`Add picture`}
          </Button>
          {avatar ? (
            <Button variant="secondary" isPending={update.isPending} onPress={() => void remove()}>
              {t`Remove picture`}
            </Button>
          ) : null}
        </div>
      </div>
      <Modal
        size="md"
        isDismissable={false}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) close();
        }}
      >
        <Dialog title={t`Change picture`} closeLabel={t`Close`}>
          <div className={styles.stack}>
            {failed ? (
              <Banner tone="critical" role="alert">
                {t`The picture could not be saved. Please try again.`}
              </Banner>
            ) : null}
            <AvatarCropper
              file={file}
              onFileSelect={setFile}
              onConfirm={(blob: Blob) => void save(blob)}
              onCancel={file ? () => setFile(null) : close}
              onError={() => setFailed(true)}
              isConfirmDisabled={saving}
              pickLabel={t`Choose a picture`}
              errorMessages={{
                type: t`Choose a JPEG, PNG, WebP or GIF image.`,
                size: t`The image is larger than 5 MB.`,
                empty: t`The file is empty.`,
              }}
              zoomLabel={t`Zoom`}
              cropAreaLabel={t`Crop area`}
              cropAreaHint={t`Use the arrow keys to move the image.`}
              confirmLabel={t`Save picture`}
              cancelLabel={t`Cancel`}
              confirmingLabel={t`Saving…`}
            />
          </div>
        </Dialog>
      </Modal>
    </Card>
  );
}
