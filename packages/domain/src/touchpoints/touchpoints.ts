import * as v from 'valibot';
import { messageKeys } from '../messages.ts';
import { hexColorSchema } from '../validation/color.ts';
import { requiredText } from '../validation/text.ts';
import {
  touchpointMessageKeys,
  WIDGET_BUTTON_LABEL_MAX_LENGTH,
  WIDGET_GREETING_MAX_LENGTH,
} from './constants.ts';

export {
  touchpointMessageKeys,
  WIDGET_BUTTON_LABEL_MAX_LENGTH,
  WIDGET_GREETING_MAX_LENGTH,
} from './constants.ts';

/*
 * Touchpoints: where customers start a chat with the company. The website widget (a script the
 * company pastes into its site; its settings are stored per company and website type) and QR codes
 * that open a chat on one of the company's messenger channels.
 */

/** Kinds of website touchpoint: a floating chat bubble, or an inline contact button. */
export const websiteTypes = ['chat-widget', 'contact-button'] as const;
export type WebsiteType = (typeof websiteTypes)[number];

/** QR codes per messenger: WhatsApp opens wa.me, Facebook Messenger opens m.me. */
export const qrTypes = ['whatsapp', 'messenger'] as const;
export type QrType = (typeof qrTypes)[number];

export const websiteTypeSchema = v.picklist(websiteTypes, messageKeys.general);
export const qrTypeSchema = v.picklist(qrTypes, messageKeys.general);

export const widgetPositions = ['left', 'right'] as const;
export type WidgetPosition = (typeof widgetPositions)[number];

/** The accent colour a website widget starts with: the default brand's primary colour. */
export const DEFAULT_WIDGET_COLOR = '#40929F';

/** Where a widget's button sits on the company's page and its colour, alike for every widget. */
export const widgetPlacement = (invalidColor: string) => ({
  position: v.picklist(widgetPositions, messageKeys.general),
  color: hexColorSchema(invalidColor),
});

const { general } = messageKeys;

/**
 * The settings of a website touchpoint: shown or not, the greeting above the chat, the button's label,
 * the side of the page and the accent colour.
 */
export const websiteWidgetSettingsSchema = v.object({
  enabled: v.boolean(general),
  greeting: requiredText(WIDGET_GREETING_MAX_LENGTH, touchpointMessageKeys.greetingTooLong),
  buttonLabel: requiredText(WIDGET_BUTTON_LABEL_MAX_LENGTH, touchpointMessageKeys.buttonLabelTooLong),
  ...widgetPlacement(touchpointMessageKeys.invalidColor),
});
export type WebsiteWidgetSettings = v.InferOutput<typeof websiteWidgetSettingsSchema>;

/** What a new company's widget starts with. */
export const defaultWidgetSettings: WebsiteWidgetSettings = {
  enabled: false,
  greeting: 'Hi! How can we help you?',
  buttonLabel: 'Chat with us',
  position: 'right',
  color: DEFAULT_WIDGET_COLOR,
};

/**
 * The HTML a company pastes into its website. The widget script reads its settings from the server by
 * the public key, so changed settings apply without pasting the snippet again.
 */
export function websiteWidgetSnippet(options: { origin: string; key: string; type: WebsiteType }): string {
  const attribute = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return [
    `<!-- Parley ${options.type} -->`,
    `<script async src="${attribute(`${options.origin}/api/widget/v1.js`)}"`,
    `  data-parley-key="${attribute(options.key)}"`,
    `  data-parley-type="${attribute(options.type)}"></script>`,
  ].join('\n');
}

/** The channel types each QR code type uses (the server's channel_type). */
export const qrChannelTypes: Record<QrType, 'WHATSAPP' | 'MESSENGER'> = {
  whatsapp: 'WHATSAPP',
  messenger: 'MESSENGER',
};

/**
 * The link a QR code opens: https://wa.me/<number digits> for a WhatsApp number, https://m.me/<page>
 * for a Facebook page (name or id). Null when the channel's value cannot make one.
 */
export function chatLinkFor(type: QrType, value: string): string | null {
  if (type === 'whatsapp') {
    let digits = '';
    for (const char of value) if (char >= '0' && char <= '9') digits += char;
    if (digits.startsWith('00')) digits = digits.slice(2);
    return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
  }
  const page = value.trim().replace(/^@/, '');
  if (page.length === 0 || page.length > 100) return null;
  for (const char of page) if (!/[a-z0-9.]/i.test(char)) return null;
  return `https://m.me/${page}`;
}
