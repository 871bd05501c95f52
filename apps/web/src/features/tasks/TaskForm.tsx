import { useLingui } from '@lingui/react/macro';
import { type RestAttachment, useUploadAttachment } from '@parley/api';
import {
  parseForm,
  TASK_BODY_MAX_LENGTH,
  TASK_FILES_MAX,
  TASK_TITLE_MAX_LENGTH,
  type TaskForm as TaskFormValues,
  taskFormSchema,
} from '@parley/domain';
import {
  AttachFileIcon,
  Banner,
  Button,
  CloseIcon,
  DatePicker,
  Form,
  IconButton,
  parseDate,
  parseTime,
  TextArea,
  TextField,
  TimeField,
  useToast,
} from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { type ReactNode, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './tasks.css.ts';

export type { TaskFormValues };

const fields = ['title', 'body', 'dueDay', 'dueTime'] as const;
/** Server fields that belong to one of the form's. */
const serverFields = ['title', 'body', 'dueDate'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function safeDate(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

function safeTime(value: string) {
  try {
    return value ? parseTime(value) : null;
  } catch {
    return null;
  }
}

type TaskFormProps = {
  defaultValues: TaskFormValues;
  submitLabel: string;
  /**
   * Saves; a rejection naming a field shows next to it, any other one above the form. Call
   * `allowLeave` right before navigating away after a successful save.
   */
  onSubmit: (
    values: TaskFormValues,
    options: { allowLeave: () => void; files: RestAttachment[] },
  ) => Promise<void>;
  /** Files already attached (edit). */
  defaultFiles?: RestAttachment[];
  /** More actions beside the submit button (cancel, delete). */
  actions?: ReactNode;
  'aria-label': string;
};

/**
 * Title, notes and due date of a task (create and edit). The title must not be blank (spec 5); nothing
 * typed is lost when a save fails, and leaving with unsaved changes asks first.
 */
export function TaskForm({
  defaultValues,
  defaultFiles = [],
  submitLabel,
  onSubmit,
  actions,
  'aria-label': label,
}: TaskFormProps) {
  const { t } = useLingui();
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
          description: error instanceof Error ? error.message : undefined,
        });
      }
    }
  };
  const fieldError = useFieldError();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: taskFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(taskFormSchema, value);
      if (!parsed.success) return;
      setFormError(null);
      try {
        await onSubmit(value, { allowLeave: guard.allowLeave, files });
        formApi.reset(value);
      } catch (error) {
        const named = serverFieldOf(error);
        if (!named || !showServerFieldError(formApi, { ...named }, fields))
          setFormError(t`Changes not saved.`);
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  return (
    <Form
      validationBehavior="aria"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {guard.dialog}
      {formError ? (
        <Banner tone="critical" role="alert">
          {formError}
        </Banner>
      ) : null}
      <form.Field name="title">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextField
              label={t`Title`}
              name="title"
              isRequired
              maxLength={TASK_TITLE_MAX_LENGTH}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
            />
          );
        }}
      </form.Field>
      <form.Field name="body">
        {(field) => {
          const error = fieldError(field.state.meta.errors);
          return (
            <TextArea
              label={t`Notes`}
              name="body"
              maxLength={TASK_BODY_MAX_LENGTH}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isInvalid={Boolean(error)}
              errorMessage={error}
            />
          );
        }}
      </form.Field>
      <div className={styles.dateRow}>
        <form.Field name="dueDay">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <DatePicker
                label={t`Due date`}
                isRequired
                previousMonthLabel={t`Previous month`}
                nextMonthLabel={t`Next month`}
                value={safeDate(field.state.value)}
                onChange={(value) => field.handleChange(value ? value.toString() : '')}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Field name="dueTime">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <TimeField
                label={t`Time`}
                isRequired
                minuteStep={1}
                value={safeTime(field.state.value)}
                onChange={(value) =>
                  field.handleChange(value ? `${pad(value.hour)}:${pad(value.minute)}` : '')
                }
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
      </div>
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
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
        {actions}
      </div>
    </Form>
  );
}

/** A server error on `dueDate` belongs to the due day field. */
function serverFieldOf(error: unknown): { field: string; messageKey?: string } | null {
  if (!error || typeof error !== 'object' || !('field' in error) || typeof error.field !== 'string')
    return null;
  const field = error.field as (typeof serverFields)[number] | string;
  const messageKey =
    'messageKey' in error && typeof error.messageKey === 'string' ? error.messageKey : undefined;
  return { field: field === 'dueDate' ? 'dueDay' : field, ...(messageKey ? { messageKey } : {}) };
}
