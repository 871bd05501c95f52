import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { DEFAULT_WIDGET_COLOR, widgetPlacement } from '../touchpoints/touchpoints.ts';
import { requiredText } from '../validation/text.ts';
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

const { general } = messageKeys;

/**
 * enabled: the widget answers at all; teamId: whose opening hours it offers (null: any team);
 * title above the slots; the button's label; the side of the page; the accent colour (#RRGGBB).
 */
export const appointmentWidgetSettingsSchema = v.object({
  enabled: v.boolean(general),
  teamId: v.nullable(v.pipe(v.string(general), v.maxLength(128, general))),
  title: requiredText(APPOINTMENT_WIDGET_TITLE_MAX_LENGTH, channelMessageKeys.tooLong),
  buttonLabel: requiredText(APPOINTMENT_WIDGET_BUTTON_MAX_LENGTH, channelMessageKeys.tooLong),
  ...widgetPlacement(appointmentWidgetMessageKeys.invalidColor),
});
export type AppointmentWidgetSettings = v.InferOutput<typeof appointmentWidgetSettingsSchema>;

export const defaultAppointmentWidgetSettings: AppointmentWidgetSettings = {
  enabled: false,
  teamId: null,
  title: 'Book an appointment',
  buttonLabel: 'Book now',
  position: 'right',
  color: DEFAULT_WIDGET_COLOR,
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
