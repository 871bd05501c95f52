import { useLingui } from '@lingui/react/macro';
import { companyLabelsQueryOptions, inboxKeys, inboxRest, opportunityQuery } from '@parley/api';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useClient } from 'urql';
import * as styles from './inbox.css.ts';

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
  const { app } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  const client = useClient();
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const companyLabels = useQuery(companyLabelsQueryOptions(app.rest, companyId));
  const matches = searchLabels(
    companyLabels.data ?? [],
    search,
    attached.map((label) => label.id),
  );
  const exact = (companyLabels.data ?? []).some(
    (label) => label.key.toLowerCase() === search.trim().toLowerCase(),
  );

  const refresh = () => {
    // The opportunity (labels), the lists (chips in rows) and the company's labels may all have changed.
    void client.query(opportunityQuery, { id: opportunityId }, { requestPolicy: 'network-only' }).toPromise();
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.labels(companyId) });
  };

  const add = async (key: string) => {
    try {
      await inboxRest.addLabel(app.rest, { opportunityId, key });
      setSearch('');
      setOpen(false);
      refresh();
    } catch (error) {
      console.error('Adding the label failed', error);
    }
  };

  const remove = async (id: string) => {
    try {
      await inboxRest.removeLabel(app.rest, { opportunityId, id });
      refresh();
    } catch (error) {
      console.error('Removing the label failed', error);
    }
  };

  return (
    <ul className={styles.labels} aria-label={t`Labels`}>
      {attached.map((label) => (
        <li key={label.id}>
          <Badge tone="brand">
            {label.key}
            <IconButton
              size="sm"
              label={t`Remove label ${label.key}`}
              icon={<CloseIcon size="sm" />}
              onPress={() => void remove(label.id)}
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
              <TextField label={t`Search labels`} value={search} onChange={setSearch} autoFocus />
              <ul className={styles.labels} aria-label={t`Matching labels`}>
                {matches.map((label) => (
                  <li key={label.id}>
                    <Button size="sm" variant="secondary" onPress={() => void add(label.key)}>
                      {label.key}
                    </Button>
                  </li>
                ))}
                {search.trim() && !exact ? (
                  <li>
                    <Button size="sm" onPress={() => void add(search.trim())}>
                      {t`Create “${search.trim()}”`}
                    </Button>
                  </li>
                ) : null}
              </ul>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </li>
    </ul>
  );
}
