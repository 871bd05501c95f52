import { useLingui } from '@lingui/react/macro';
import { type RestAttachment, useUploadAttachment } from '@parley/api';
import {
  TASK_BODY_MAX_LENGTH,
  TASK_FILES_MAX,
  TASK_TITLE_MAX_LENGTH,
  type TaskForm as TaskFormValues,
  taskFormSchema,
} from '@parley/domain';
import { AttachFileIcon, Button, CloseIcon, IconButton, useToast } from '@parley/ui';
import { type ReactNode, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useSchemaForm } from '../../lib/form/index.ts';
import { failureText } from '../../lib/messages.ts';
import { useColleagues } from '../../lib/useColleagues.ts';
import * as styles from './tasks.css.ts';

export type { TaskFormValues };

type TaskFormProps<R> = {
  defaultValues: TaskFormValues;
  submitLabel: string;
  /** Saves the task with its files; a rejection naming a field shows next to it, any other one above the form. */
  onSubmit: (values: TaskFormValues, options: { files: RestAttachment[] }) => Promise<R>;
  /** After a successful save, once the form holds what was saved (leaving does not ask). */
  onSaved?: (result: R) => unknown;
  /** Files already attached (edit). */
  defaultFiles?: RestAttachment[];
  /** The signed-in user: offered first as the assignee, named "Me". */
  meId: string;
  /** More actions beside the submit button (cancel, delete). */
  actions?: ReactNode;
  'aria-label': string;
};

/**
 * Title, notes, due date and assignee of a task (create and edit). The title must not be blank (spec 5); nothing
 * typed is lost when a save fails, and leaving with unsaved changes asks first.
 */
export function TaskForm<R>({
  defaultValues,
  defaultFiles = [],
  submitLabel,
  onSubmit,
  onSaved,
  meId,
  actions,
  'aria-label': label,
}: TaskFormProps<R>) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const upload = useUploadAttachment();
  const [files, setFiles] = useState<RestAttachment[]>(defaultFiles);
  const handleFiles = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      try {
        const stored = await upload.mutateAsync(file);
        setFiles((current) => [...current, stored]);
      } catch (error) {
        toast.add({
          tone: 'critical',
          title: t`The file could not be attached.`,
          description: failureText(i18n, error),
        });
      }
    }
  };
  // Whoever does it: the user or an active colleague (the server checks the company).
  const users = useColleagues((id) => id === meId);
  const assignees = [{ id: meId, name: t`Me` }, ...users.colleagues];
  const form = useSchemaForm({
    schema: taskFormSchema,
    defaultValues,
    // The server names the instant it stores; the form asks for its day.
    serverFields: { dueDate: 'dueDay' },
    onSubmit: (values) => onSubmit(values, { files }),
    onSaved,
  });

  return (
    <form.AppForm>
      <form.Shell aria-label={label}>
        <form.AppField name="title">
          {(field) => <field.TextField label={t`Title`} isRequired maxLength={TASK_TITLE_MAX_LENGTH} />}
        </form.AppField>
        <form.AppField name="body">
          {(field) => <field.TextArea label={t`Notes`} maxLength={TASK_BODY_MAX_LENGTH} />}
        </form.AppField>
        <div className={styles.dateRow}>
          <form.AppField name="dueDay">
            {(field) => <field.DatePicker label={t`Due date`} isRequired />}
          </form.AppField>
          <form.AppField name="dueTime">
            {(field) => <field.TimeField label={t`Time`} isRequired minuteStep={1} />}
          </form.AppField>
        </div>
        <form.AppField name="assigneeId">
          {(field) => <field.OptionSelect label={t`Assigned to`} options={assignees} isRequired />}
        </form.AppField>
        <div className={styles.files}>
          {files.length > 0 ? (
            <ul className={styles.fileList} aria-label={t`Attached files`}>
              {files.map((file) => (
                <li key={file.url} className={styles.fileItem}>
                  <AttachFileIcon size="sm" />
                  <span className={styles.fileName}>{file.displayName}</span>
                  <IconButton
                    size="sm"
                    label={t`Remove ${file.displayName}`}
                    icon={<CloseIcon size="sm" />}
                    onPress={() => setFiles((current) => current.filter((f) => f.url !== file.url))}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {files.length < TASK_FILES_MAX ? (
            <FileTrigger allowsMultiple onSelect={(list) => void handleFiles(list)}>
              <Button variant="secondary" icon={<AttachFileIcon size="sm" />} isPending={upload.isPending}>
                {t`Attach file`}
              </Button>
            </FileTrigger>
          ) : null}
        </div>
        <div className={styles.actions}>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
          {actions}
        </div>
      </form.Shell>
    </form.AppForm>
  );
}
