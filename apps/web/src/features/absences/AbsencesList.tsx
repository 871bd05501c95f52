import { useLingui } from '@lingui/react/macro';
import { type MyAbsencesQuery, myAbsencesQueryOptions, useApi } from '@parley/api';
import { isoDateToDisplay, todayInAbsenceZone } from '@parley/domain';
import { AddIcon, Badge, Button, DataTable, type DataTableColumn, EmptyState } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { queryLoadError } from '../../components/LoadError.tsx';
import * as styles from './absences.css.ts';

type Absence = MyAbsencesQuery['myAbsences'][number];

/** profile/absences: the user's absences, latest first; a row opens it for editing. */
export function AbsencesList() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const absences = useQuery(myAbsencesQueryOptions(api));
  const today = todayInAbsenceZone();
  const handleAdd = () => void navigate({ to: '/profile/absences/add' });

  const columns: DataTableColumn<Absence>[] = [
    {
      id: 'range',
      header: t`Absent`,
      isRowHeader: true,
      cell: (absence) =>
        absence.startDate === absence.endDate
          ? isoDateToDisplay(absence.startDate)
          : `${isoDateToDisplay(absence.startDate)} – ${isoDateToDisplay(absence.endDate)}`,
    },
    {
      id: 'state',
      header: t`State`,
      cell: (absence) =>
        absence.endDate < today ? (
          <Badge tone="neutral">{t`Past`}</Badge>
        ) : absence.startDate <= today ? (
          <Badge tone="warning">{t`Now`}</Badge>
        ) : (
          <Badge tone="info">{t`Planned`}</Badge>
        ),
    },
    { id: 'note', header: t`Note`, cell: (absence) => absence.note ?? '' },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {t`While you are absent, no new customers from the pool are given to you and the inbox says so.`}
        </p>
        <Button icon={<AddIcon size="sm" />} onPress={handleAdd}>
          {t`Add absence`}
        </Button>
      </div>
      <DataTable
        aria-label={t`Your absences`}
        columns={columns}
        rows={absences.data ?? []}
        getRowId={(absence) => absence.id}
        getRowHref={(absence) => `/profile/absences/${absence.id}`}
        isLoading={absences.isPending}
        loadingLabel={t`Loading absences…`}
        emptyState={
          <EmptyState
            headingLevel={3}
            title={t`No absences`}
            description={t`Add your holidays and other days away, so colleagues take over your new customers.`}
            action={
              <Button variant="secondary" icon={<AddIcon size="sm" />} onPress={handleAdd}>
                {t`Add absence`}
              </Button>
            }
          />
        }
        errorState={queryLoadError(absences, t`The absences could not be loaded.`)}
      />
    </div>
  );
}
