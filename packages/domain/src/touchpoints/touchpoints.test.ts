import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isHexColor } from '../validation/color.ts';
import { parseForm } from '../validation/issues.ts';
import {
  chatLinkFor,
  defaultWidgetSettings,
  touchpointMessageKeys,
  websiteWidgetSettingsSchema,
  websiteWidgetSnippet,
} from './touchpoints.ts';

describe('websiteWidgetSettingsSchema', () => {
  it('accepts the defaults and trims texts', () => {
    expect(v.parse(websiteWidgetSettingsSchema, defaultWidgetSettings)).toEqual(defaultWidgetSettings);
    expect(
      v.parse(websiteWidgetSettingsSchema, { ...defaultWidgetSettings, greeting: '  Hallo  ' }).greeting,
    ).toBe('Hallo');
  });

  it('names the field of each problem', () => {
    expect(
      parseForm(websiteWidgetSettingsSchema, {
        ...defaultWidgetSettings,
        greeting: ' ',
        buttonLabel: 'x'.repeat(41),
        color: 'red',
      }),
    ).toEqual({
      success: false,
      errors: {
        greeting: 'FORM_ERRORS.REQUIRED',
        buttonLabel: touchpointMessageKeys.buttonLabelTooLong,
        color: touchpointMessageKeys.invalidColor,
      },
    });
  });

  it('checks hex colours', () => {
    expect(isHexColor('#40929f')).toBe(true);
    expect(isHexColor('#40929')).toBe(false);
    expect(isHexColor('#40929g')).toBe(false);
  });
});

describe('websiteWidgetSnippet', () => {
  it('names the script, the key and the type, escaping attribute values', () => {
    const snippet = websiteWidgetSnippet({ origin: 'https://app.example', key: 'k"1', type: 'chat-widget' });
    expect(snippet).toContain('src="https://app.example/api/widget/v1.js"');
    expect(snippet).toContain('data-parley-key="k&quot;1"');
    expect(snippet).toContain('data-parley-type="chat-widget"');
  });
});

describe('chatLinkFor', () => {
  it('makes wa.me links of WhatsApp numbers', () => {
    expect(chatLinkFor('whatsapp', '+49 30 123456789')).toBe('https://wa.me/4930123456789');
    expect(chatLinkFor('whatsapp', '0049 30 1234567')).toBe('https://wa.me/49301234567');
    expect(chatLinkFor('whatsapp', '12')).toBeNull();
  });

  it('makes m.me links of Facebook pages', () => {
    expect(chatLinkFor('messenger', '@demo.gmbh')).toBe('https://m.me/demo.gmbh');
    expect(chatLinkFor('messenger', 'a b')).toBeNull();
    expect(chatLinkFor('messenger', '')).toBeNull();
  });
});
