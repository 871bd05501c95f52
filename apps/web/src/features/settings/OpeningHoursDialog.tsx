import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type SettingsTeamsQuery, useSetTeamAvailability } from '@parley/api';
import {
  type AvailabilitySlot,
  availabilityErrors,
  availabilityToLocal,
  availabilityToUtc,
} from '@parley/domain';
import { Banner, Button, Dialog, Modal, WeeklyHoursEditor } from '@parley/ui';
import { useState } from 'react';
import { userTimeZone } from '../../lib/dates.ts';
import { messageFor } from '../../lib/messages.ts';
import { translateKey, useSaveMessages } from '../../lib/useSaveMessages.ts';
import {
  type DraftSlot,
  slotErrorMessages,
  useDayNames,
  useWeeklyHoursLabels,
} from '../../lib/weeklyHours.ts';
import * as styles from './settings.css.ts';

type Team = SettingsTeamsQuery['teams'][number];

const timeZone = userTimeZone();

let nextKey = 1;

/** The team's stored UTC hours as the local slots of this week. */
export function localOpeningHours(team: Pick<Team, 'userTeamAvailability'>) {
  return availabilityToLocal(team.userTeamAvailability, timeZone);
}

/**
 * A short line of opening hours: consecutive days with the same hours share one range
 * ("Mon–Fri 08:00–17:00, Sat 09:00–12:00"); `dayNames` are the short weekday names.
 */
export function openingHoursSummary(slots: readonly AvailabilitySlot[], dayNames: readonly string[]): string {
  const hoursOf = (day: number) =>
    slots
      .filter((slot) => slot.day === day)
      .map((slot) => `${slot.from}–${slot.to}`)
      .join(' ');
  const parts: string[] = [];
  let start = 0;
  while (start < 7) {
    const hours = hoursOf(start);
    let end = start;
    while (end + 1 < 7 && hours && hoursOf(end + 1) === hours) end += 1;
    if (hours) parts.push(`${dayNames[start]}${end > start ? `–${dayNames[end]}` : ''} ${hours}`);
    start = end + 1;
  }
  return parts.join(', ');
}

export type OpeningHoursDialogProps = {
  team: Team | null;
  onClose: () => void;
};

/**
 * A team's opening hours per weekday (spec 2 availability modal, 600 px), in the browser's local time
 * with the kit TimeField; saved in UTC (spec 9). Each slot needs a start and an end (spec 5).
 */
export function OpeningHoursDialog({ team, onClose }: OpeningHoursDialogProps) {
  return (
    <Modal
      size="md"
      isDismissable={false}
      isOpen={team !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {team ? <OpeningHoursEditor key={team.id} team={team} onClose={onClose} /> : null}
    </Modal>
  );
}

function OpeningHoursEditor({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const save = useSetTeamAvailability();
  const messages = useSaveMessages();
  const [slots, setSlots] = useState<DraftSlot[]>(() =>
    localOpeningHours(team).map((slot) => ({ ...slot, key: nextKey++ })),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const errors = availabilityErrors(slots);
  const dayNames = useDayNames();
  const weeklyHoursLabels = useWeeklyHoursLabels();
  const slotErrors = showErrors ? slotErrorMessages(slots, errors, (key) => i18n._(messageFor(key))) : {};

  const handleSave = async () => {
    setShowErrors(true);
    setSaveError(false);
    if (Object.keys(errors).length > 0) return;
    const complete = slots.map(({ day, from, to }) => ({ day, from: from ?? '', to: to ?? '' }));
    try {
      await save.mutateAsync({ teamId: team.id, slots: availabilityToUtc(complete, timeZone) });
      messages.success(t`Opening hours`);
      onClose();
    } catch {
      setSaveError(true);
    }
  };

  return (
    <Dialog
      title={t`Opening hours of ${team.name}`}
      closeLabel={t`Close`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t`Cancel`}
          </Button>
          <Button isPending={save.isPending} onPress={() => void handleSave()}>
            {t`Save opening hours`}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t`Times are in your local time (${timeZone}).`}</p>
      {saveError ? (
        <Banner tone="critical" role="alert">
          {translateKey(i18n, 'MESSAGES.UPDATE_ERROR', { what: t`Opening hours` })}
        </Banner>
      ) : null}
      <WeeklyHoursEditor
        slots={slots}
        onChange={setSlots}
        dayNames={dayNames}
        errors={slotErrors}
        newKey={() => nextKey++}
        labels={weeklyHoursLabels}
      />
    </Dialog>
  );
}
