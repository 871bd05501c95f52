import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { isHexColor, widgetPositions } from '../touchpoints/touchpoints.ts';
import { channelMessageKeys } from './forms.ts';

/*
 * The appointment widget (settings → channels → appointment widget): a booking button a company puts
 * on its website. Customers pick a slot of one team's opening hours and leave their contact. The
 * settings are stored per company on the server; the snippet carries only the company's public key,
 * so changed settings apply without pasting the snippet again.
 */

export const APPOINTMENT_WIDGET_TITLE_MAX_LENGTH = 80;
export const APPOINTMENT_WIDGET_BUTTON_MAX_LENGTH = 40;

export const appointmentWidgetMessageKeys = {
  invalidColor: 'CHANNELS.WIDGET_INVALID_COLOR',
} as const;

const { required, general } = messageKeys;

const text = (max: number) =>
  v.pipe(
    v.string(required),
    v.maxLength(max * 4, channelMessageKeys.tooLong),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, channelMessageKeys.tooLong),
  );

/**
 * enabled: the widget answers at all; teamId: whose opening hours it offers (null: any team);
 * title above the slots; the button's label; the side of the page; the accent colour (#RRGGBB).
 */
export const appointmentWidgetSettingsSchema = v.object({
  enabled: v.boolean(general),
  teamId: v.nullable(v.pipe(v.string(general), v.maxLength(128, general))),
  title: text(APPOINTMENT_WIDGET_TITLE_MAX_LENGTH),
  buttonLabel: text(APPOINTMENT_WIDGET_BUTTON_MAX_LENGTH),
  position: v.picklist(widgetPositions, general),
  color: v.pipe(
    v.string(required),
    v.maxLength(16, appointmentWidgetMessageKeys.invalidColor),
    v.trim(),
    v.check(isHexColor, appointmentWidgetMessageKeys.invalidColor),
  ),
});
export type AppointmentWidgetSettings = v.InferOutput<typeof appointmentWidgetSettingsSchema>;

export const defaultAppointmentWidgetSettings: AppointmentWidgetSettings = {
  enabled: false,
  teamId: null,
  title: 'Book an appointment',
  buttonLabel: 'Book now',
  position: 'right',
  color: '#40929F',
};

/** The HTML a company pastes into its website for the booking widget. */
export function appointmentWidgetSnippet(options: { origin: string; key: string }): string {
  const attribute = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return [
    '<!-- Parley appointment widget -->',
    `<script async src="${attribute(`${options.origin}/api/widget/appointments-v1.js`)}"`,
    `  data-parley-appointments="${attribute(options.key)}"></script>`,
  ].join('\n');
}
