import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type ImportProgress as Progress, useExportContacts } from '@parley/api';
import {
  CONTACT_IMPORT_LIMITS,
  type ContactCsvColumn,
  contactCsvColumns,
  contactsToCsv,
} from '@parley/domain';
import {
  Banner,
  Button,
  Card,
  DownloadIcon,
  ImportProgress,
  type ImportRowProblem,
  useToast,
} from '@parley/ui';
import { FileTrigger } from 'react-aria-components';
import { translateKey } from '../../lib/messages.ts';
import { saveBlob } from '../../lib/saveBlob.ts';
import * as styles from './importExport.css.ts';
import { useContactImport } from './useContactImport.ts';

/** settings/import-export: contacts CSV import with progress and per-row errors, and the contacts export. */
export function ContactsImportExport() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const toast = useToast();
  const contactImport = useContactImport();
  const exportContacts = useExportContacts();
  const { state } = contactImport;

  const columnLabels: Record<ContactCsvColumn, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`Email`,
    phone: t`Phone`,
    companyName: t`Company`,
    street: t`Street`,
    streetNumber: t`Street number`,
    zipCode: t`Zip code`,
    city: t`City`,
  };
  const columnLabel = (column: string | undefined) =>
    column && column in columnLabels ? `${columnLabels[column as ContactCsvColumn]} (${column})` : undefined;

  const problemsOf = (progress: Progress): ImportRowProblem[] =>
    progress.failures.flatMap(({ row, errors }) =>
      errors.map((error) => ({
        row,
        ...(columnLabel(error.column) ? { column: columnLabel(error.column) as string } : {}),
        message: translateKey(i18n, error.messageKey),
      })),
    );

  const handleSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void contactImport.start(file);
  };

  const handleExport = async () => {
    try {
      const { blob, fileName } = await exportContacts.mutateAsync();
      saveBlob(blob, fileName);
      toast.add({ tone: 'positive', title: t`Contacts downloaded.` });
    } catch {
      toast.add({ tone: 'critical', title: translateKey(i18n, 'FORM_ERRORS.GENERAL') });
    }
  };

  const handleTemplate = () =>
    saveBlob(new Blob([`\uFEFF${contactsToCsv([])}`], { type: 'text/csv' }), 'contacts-template.csv');

  const progress =
    state.phase === 'running' || state.phase === 'done'
      ? state.progress
      : state.phase === 'failed'
        ? state.progress
        : null;
  const fileName = state.phase === 'idle' ? '' : state.fileName;
  const isBusy = state.phase === 'reading' || state.phase === 'running';
  const maxMb = CONTACT_IMPORT_LIMITS.maxFileBytes / (1024 * 1024);

  return (
    <div className={styles.page}>
      <Card title={t`Import contacts`}>
        <div className={styles.stack}>
          <p className={styles.text}>
            {t`Choose a CSV file with one contact per line and a header line naming the columns. Each contact needs a last name and an email address or a phone number.`}
          </p>
          <p className={styles.columns}>{contactCsvColumns.join(', ')}</p>
          <p className={styles.muted}>
            {t`Comma or semicolon separated, UTF-8. At most ${maxMb} MB and ${plural(CONTACT_IMPORT_LIMITS.maxRows, { one: '# contact', other: '# contacts' })} per file.`}
          </p>
          <div className={styles.actions}>
            <FileTrigger acceptedFileTypes={['text/csv', '.csv']} onSelect={handleSelect}>
              <Button isDisabled={isBusy} isPending={isBusy} pendingLabel={t`Importing…`}>
                {t`Choose CSV file`}
              </Button>
            </FileTrigger>
            <Button variant="quiet" icon={<DownloadIcon size="sm" />} onPress={handleTemplate}>
              {t`Download template`}
            </Button>
          </div>
          {state.phase === 'fileError' ? (
            <Banner tone="critical" role="alert" title={state.fileName}>
              {translateKey(i18n, state.messageKey, {
                column: state.column ?? '',
                line: state.line ?? '',
              })}
            </Banner>
          ) : null}
          {state.phase === 'failed' ? (
            <Banner tone="critical" role="alert" title={state.fileName}>
              {t`The import stopped. Rows not listed below were not imported.`}
            </Banner>
          ) : null}
          {progress ? (
            <ImportProgress
              total={progress.total}
              done={progress.done}
              created={progress.created}
              failedRows={progress.failures.length}
              problems={problemsOf(progress)}
              isRunning={state.phase === 'running'}
              progressLabel={t`Importing ${fileName}`}
              valueLabel={(done, total) => t`${done} of ${plural(total, { one: '# row', other: '# rows' })}`}
              summary={(created, failed) =>
                state.phase === 'running'
                  ? t`${created} imported so far`
                  : t`${plural(created, { one: '# contact imported', other: '# contacts imported' })}, ${plural(failed, { one: '# row not imported', other: '# rows not imported' })}.`
              }
              errorsTitle={t`Rows not imported`}
              rowHeader={t`Row`}
              columnHeader={t`Column`}
              problemHeader={t`Problem`}
            />
          ) : null}
        </div>
      </Card>
      <Card title={t`Export contacts`}>
        <div className={styles.stack}>
          <p className={styles.text}>
            {t`Download all contacts of your company as a CSV file, in the same columns the import reads.`}
          </p>
          <div>
            <Button
              variant="secondary"
              icon={<DownloadIcon size="sm" />}
              isPending={exportContacts.isPending}
              pendingLabel={t`Preparing download…`}
              onPress={() => void handleExport()}
            >
              {t`Download contacts (CSV)`}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
