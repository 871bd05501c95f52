import { useLingui } from '@lingui/react/macro';
import { availabilityQueryOptions, useApi, useSaveAvailability } from '@parley/api';
import {
  type AvailabilityMode,
  availabilityErrors,
  availabilityToLocal,
  availabilityToUtc,
  userTeamSettingsOf,
} from '@parley/domain';
import {
  Banner,
  Button,
  Dialog,
  EditIcon,
  Modal,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  useToast,
  WeeklyHoursEditor,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userTimeZone } from '../../lib/dates.ts';
import { messageFor } from '../../lib/messages.ts';
import {
  type DraftSlot,
  slotErrorMessages,
  useDayNames,
  useWeeklyHoursLabels,
} from '../../lib/weeklyHours.ts';
import { openingHoursSummary } from '../settings/index.ts';
import * as styles from './appointments.css.ts';

let nextKey = 1;

/** The dialog's state for the team shown: the mode, the hours in local time, and whether they are open for editing. */
type Draft = { teamId: string; mode: AvailabilityMode; slots: DraftSlot[]; editing: boolean };

/**
 * The availability modal (spec 2: width 600; spec 4 modes): per team, the user's hours are the team's
 * opening hours (inherited), their own (individual, edited here in local time and stored in UTC) or
 * none (unavailable). A slot without start or end is the incomplete-availabilities message (spec 5).
 */
export function AvailabilityDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      size="md"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {isOpen ? <AvailabilityEditor onClose={onClose} /> : null}
    </Modal>
  );
}

function AvailabilityEditor({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const query = useQuery(availabilityQueryOptions(api));
  const save = useSaveAvailability();
  const dayNames = useDayNames();
  const timeZone = userTimeZone();
  const teams = query.data ?? [];
  const [teamId, setTeamId] = useState<string | null>(null);
  const current = teams.find((team) => team.teamId === teamId) ?? teams[0];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [failed, setFailed] = useState(false);

  const state =
    current && draft?.teamId === current.teamId
      ? draft
      : current
        ? {
            teamId: current.teamId,
            mode: current.mode,
            slots: availabilityToLocal(current.slots, timeZone).map((slot) => ({ ...slot, key: nextKey++ })),
            editing: false,
          }
        : null;
  const errors = state ? availabilityErrors(state.slots) : {};
  const shortDays = dayNames.map((name) => name.slice(0, 2));

  const handleSave = async () => {
    if (!state || !current) return;
    setShowErrors(true);
    setFailed(false);
    if (state.mode === 'individual' && Object.keys(errors).length > 0) {
      setDraft({ ...state, editing: true });
      return;
    }
    try {
      await save.mutateAsync({
        userId: current.userId,
        teamId: current.teamId,
        settings: userTeamSettingsOf(state.mode),
        ...(state.mode === 'individual'
          ? {
              slots: availabilityToUtc(
                state.slots.map(({ day, from, to }) => ({ day, from: from ?? '', to: to ?? '' })),
                timeZone,
              ),
            }
          : {}),
      });
      toast.add({ tone: 'positive', title: t`Availability saved.` });
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog
      title={t`Availability`}
      closeLabel={t`Close`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t`Cancel`}
          </Button>
          <Button isPending={save.isPending} isDisabled={!state} onPress={() => void handleSave()}>
            {t`Save availability`}
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <div aria-busy="true">
          <Skeleton width="60%" />
          <Skeleton width="100%" height="6rem" />
        </div>
      ) : query.isError ? (
        <Banner tone="critical" role="alert">
          {t`The availability could not be loaded.`}
        </Banner>
      ) : !current || !state ? (
        <p className={styles.intro}>{t`You are in no team yet: an admin adds you to one in the settings.`}</p>
      ) : (
        <div className={styles.modeGroup}>
          {failed ? (
            <Banner tone="critical" role="alert">
              {t`The availability could not be saved. Please try again.`}
            </Banner>
          ) : null}
          {teams.length > 1 ? (
            <Select
              label={t`Team`}
              selectedKey={current.teamId}
              onSelectionChange={(key) => {
                setTeamId(String(key));
                setShowErrors(false);
              }}
            >
              {teams.map((team) => (
                <SelectItem key={team.teamId} id={team.teamId}>
                  {team.teamName}
                </SelectItem>
              ))}
            </Select>
          ) : (
            <p className={styles.intro}>{t`Team ${current.teamName}`}</p>
          )}
          <RadioGroup
            label={t`When can customers book you?`}
            value={state.mode}
            onChange={(value) => setDraft({ ...state, mode: value as AvailabilityMode })}
          >
            <Radio value="inherited">
              {t`Like the team's opening hours`}
              {current.teamSlots.length > 0
                ? ` (${openingHoursSummary(availabilityToLocal(current.teamSlots, timeZone), shortDays)})`
                : ''}
            </Radio>
            <Radio value="individual">{t`My own hours`}</Radio>
            <Radio value="unavailable">{t`Not available`}</Radio>
          </RadioGroup>
          {state.mode === 'individual' ? (
            <IndividualHours
              draft={state}
              onChange={setDraft}
              errors={showErrors ? errors : {}}
              timeZone={timeZone}
              shortDays={shortDays}
            />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

/** A user's own hours: a summary with an edit button, or the weekly editor once opened. */
function IndividualHours({
  draft,
  onChange,
  errors,
  timeZone,
  shortDays,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** The slots' errors to show (none until the user tried to save). */
  errors: ReturnType<typeof availabilityErrors>;
  timeZone: string;
  shortDays: string[];
}) {
  const { t, i18n } = useLingui();
  const dayNames = useDayNames();
  const labels = useWeeklyHoursLabels();
  if (draft.editing)
    return (
      <>
        <p className={styles.muted}>{t`Times are in your local time (${timeZone}).`}</p>
        <WeeklyHoursEditor
          slots={draft.slots}
          onChange={(slots) => onChange({ ...draft, slots })}
          dayNames={dayNames}
          errors={slotErrorMessages(draft.slots, errors, (key) => i18n._(messageFor(key)))}
          newKey={() => nextKey++}
          labels={labels}
        />
      </>
    );
  return (
    <div className={styles.toolbar}>
      <span className={styles.muted}>
        {draft.slots.length > 0
          ? openingHoursSummary(
              draft.slots.map(({ day, from, to }) => ({ day, from: from ?? '', to: to ?? '' })),
              shortDays,
            )
          : t`No hours yet`}
      </span>
      <Button
        variant="secondary"
        size="sm"
        icon={<EditIcon size="sm" />}
        onPress={() => onChange({ ...draft, editing: true })}
      >
        {t`Edit hours`}
      </Button>
    </div>
  );
}
