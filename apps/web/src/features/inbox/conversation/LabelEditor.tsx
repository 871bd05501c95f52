import { useLingui } from '@lingui/react/macro';
import { companyLabelsQueryOptions, useAddLabel, useApi, useRemoveLabel } from '@parley/api';
import { searchLabels } from '@parley/domain';
import {
  AddIcon,
  Badge,
  Button,
  CloseIcon,
  Dialog,
  DialogTrigger,
  IconButton,
  Modal,
  TextField,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../inbox.css.ts';

type LabelEditorProps = {
  opportunityId: string;
  companyId: string;
  attached: ReadonlyArray<{ id: string; key: string }>;
};

/**
 * Labels of an opportunity: remove with a chip's button, add by searching the company's labels
 * (filtered by key, attached ones hidden — spec 5) or by creating a new key. Failures are only logged
 * (spec 8).
 */
export function LabelEditor({ opportunityId, companyId, attached }: LabelEditorProps) {
  const { t } = useLingui();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const companyLabels = useQuery(companyLabelsQueryOptions(api, companyId));
  const addLabel = useAddLabel();
  const removeLabel = useRemoveLabel();
  const matches = searchLabels(
    companyLabels.data ?? [],
    search,
    attached.map((label) => label.id),
  );
  const exact = (companyLabels.data ?? []).some(
    (label) => label.key.toLowerCase() === search.trim().toLowerCase(),
  );

  const add = (key: string) =>
    addLabel.mutate(
      { companyId, opportunityId, key },
      {
        onSuccess: () => {
          setSearch('');
          setOpen(false);
        },
        onError: (error) => console.error('Adding the label failed', error),
      },
    );

  const remove = (id: string) =>
    removeLabel.mutate(
      { companyId, opportunityId, id },
      { onError: (error) => console.error('Removing the label failed', error) },
    );

  return (
    <ul className={styles.labels} aria-label={t`Labels`}>
      {attached.map((label) => (
        <li key={label.id}>
          <Badge tone="brand">
            {label.key}
            <IconButton
              size="sm"
              className={styles.labelRemove}
              label={t`Remove label ${label.key}`}
              icon={<CloseIcon size="sm" />}
              onPress={() => remove(label.id)}
            />
          </Badge>
        </li>
      ))}
      <li>
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button size="sm" variant="quiet" icon={<AddIcon size="sm" />}>
            {t`Label`}
          </Button>
          <Modal size="sm">
            <Dialog title={t`Add a label`} closeLabel={t`Close`}>
              <div className={styles.labelSearch}>
                <TextField label={t`Search labels`} value={search} onChange={setSearch} autoFocus />
                <ul className={styles.labels} aria-label={t`Matching labels`}>
                  {matches.map((label) => (
                    <li key={label.id}>
                      <Button size="sm" variant="secondary" onPress={() => add(label.key)}>
                        {label.key}
                      </Button>
                    </li>
                  ))}
                  {search.trim() && !exact ? (
                    <li>
                      <Button size="sm" onPress={() => add(search.trim())}>
                        {t`Create “${search.trim()}”`}
                      </Button>
                    </li>
                  ) : null}
                </ul>
              </div>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </li>
    </ul>
  );
}
