import { appointmentMessageKeys, isTimeZone, messageKeys } from '@parley/domain';
import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';

/*
 * The shapes the appointment adapters parse (GraphQL arguments, REST query and body) before they call
 * the services; the services take the parsed values and apply the rules that need the clock, the time
 * zone or the database.
 */

const instant = (max = 40) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.check((value) => {
      try {
        Temporal.Instant.from(value);
        return true;
      } catch {
        return false;
      }
    }, messageKeys.general),
  );
const optionalId = v.nullish(v.pipe(v.string(), v.maxLength(64)));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** createNewAppointmentByUser / updateAppointment `input`. */
export const appointmentInputSchema = v.object({
  name: v.nullish(v.pipe(v.string(), v.maxLength(800, appointmentMessageKeys.nameTooLong))),
  start: instant(),
  end: instant(),
  timeZone: v.nullish(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, messageKeys.general))),
  teamId: optionalId,
  serviceId: optionalId,
  productId: optionalId,
  customerTypeId: optionalId,
  contactId: optionalId,
  opportunityId: optionalId,
  userMessage: v.nullish(v.pipe(v.string(), v.maxLength(1600, appointmentMessageKeys.commentTooLong))),
});
export type AppointmentInput = v.InferOutput<typeof appointmentInputSchema>;

/** appointments(startRange, endRange, from, skip, take). */
export const appointmentListArgsSchema = v.object({
  startRange: v.nullish(instant()),
  endRange: v.nullish(instant()),
  from: v.nullish(instant()),
  skip: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
  take: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  activeOnly: v.nullish(v.boolean()),
  contactId: v.nullish(v.pipe(v.string(), v.maxLength(128))),
});
export type AppointmentListArgs = v.InferOutput<typeof appointmentListArgsSchema>;

/** REST check-overlap query. */
export const overlapQuerySchema = v.object({
  user_id: v.nullish(v.pipe(v.string(), v.maxLength(64))),
  startTime: instant(),
  endTime: instant(),
  excludeId: v.nullish(v.pipe(v.string(), v.maxLength(64))),
});
export type OverlapQuery = v.InferOutput<typeof overlapQuerySchema>;

/** The team (and user) an availability call is about; company and brand must be the caller's. */
export const availabilityScopeSchema = v.object({
  teamId: id,
  userId: v.nullish(id),
  companyId: v.nullish(id),
  brandId: v.nullish(id),
});
export type AvailabilityScope = v.InferOutput<typeof availabilityScopeSchema>;

/** POST / PUT user-team-settings body. */
export const userTeamSettingsBodySchema = v.object({
  userId: id,
  teamId: id,
  isUnavailable: v.boolean(),
  inheritedFromTeam: v.boolean(),
});
export type UserTeamSettingsBody = v.InferOutput<typeof userTeamSettingsBodySchema>;
