import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { growthOf } from '../testing/linearTime.ts';
import {
  archiveYears,
  canAffordSend,
  chargeCredits,
  creditBalance,
  fillTemplate,
  newsletterCreateInputSchema,
  newsletterMessageKeys,
  newsletterWizardSchema,
  previewScheduleRetryDelay,
  priceCents,
  remainingCredits,
  subjectRequired,
  templateAvailability,
  templateKindOf,
  templatePlaceholders,
  topUpFormSchema,
} from './index.ts';

describe('template availability (od_ per channel, odn_ any channel)', () => {
  const od = (
    syncStatuses: { channelId: string; status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'UNKNOWN' }[],
  ) => ({
    name: 'od_welcome',
    syncStatuses,
  });
  it('knows the kind by the prefix', () => {
    expect(templateKindOf('od_x')).toBe('od');
    expect(templateKindOf('odn_x')).toBe('odn');
    expect(templateKindOf('x_od')).toBeNull();
    expect(templateAvailability({ name: 'hello', syncStatuses: [] }, 'c1')).toEqual({
      available: false,
      reason: 'NOT_A_TEMPLATE',
    });
  });
  it('od_: available without statuses, or when the channel is approved or unknown', () => {
    expect(templateAvailability(od([]), 'c1').available).toBe(true);
    expect(templateAvailability(od([{ channelId: 'c1', status: 'APPROVED' }]), 'c1').available).toBe(true);
    expect(templateAvailability(od([{ channelId: 'c1', status: 'UNKNOWN' }]), 'c1').available).toBe(true);
    // Not submitted to this channel: its status is unknown.
    expect(templateAvailability(od([{ channelId: 'c2', status: 'REJECTED' }]), 'c1').available).toBe(true);
    expect(templateAvailability(od([{ channelId: 'c1', status: 'PENDING' }]), 'c1')).toEqual({
      available: false,
      reason: 'PENDING',
    });
    expect(
      templateAvailability(
        od([
          { channelId: 'c1', status: 'REJECTED' },
          { channelId: 'c2', status: 'APPROVED' },
        ]),
        'c1',
      ),
    ).toEqual({ available: false, reason: 'REJECTED' });
  });
  it('odn_: available without statuses, or when any is approved or unknown', () => {
    const odn = (statuses: ('APPROVED' | 'PENDING' | 'REJECTED' | 'UNKNOWN')[]) => ({
      name: 'odn_sale',
      syncStatuses: statuses.map((status, i) => ({ channelId: `c${i}`, status })),
    });
    expect(templateAvailability(odn([]), null).available).toBe(true);
    expect(templateAvailability(odn(['REJECTED', 'APPROVED']), 'c0').available).toBe(true);
    expect(templateAvailability(odn(['PENDING', 'UNKNOWN']), 'c0').available).toBe(true);
    expect(templateAvailability(odn(['PENDING', 'REJECTED']), 'c0')).toEqual({
      available: false,
      reason: 'REJECTED',
    });
    expect(templateAvailability(odn(['PENDING']), 'c0')).toEqual({ available: false, reason: 'PENDING' });
  });
});

describe('template placeholders', () => {
  it('lists and fills {{n}} in order of first use', () => {
    expect(templatePlaceholders('Hi {{1}}, your {{2}} is ready, {{1}}! {{x}} {{3')).toEqual(['1', '2']);
    expect(fillTemplate('Hi {{1}}, {{2}} {{x}}', { 1: 'Anna' })).toBe('Hi Anna, {{2}} {{x}}');
  });
  // A quadratic scan fails every attempt; a busy machine's noise (it failed once at the start of a full
  // run, beside the installs) fails one now and then: three attempts, one must pass. 10,000 to 100,000
  // repeats (up to 700,000 characters) tell them apart; with room for a busy 2-core machine, where
  // the 50,000 it measured before took longer than the default 5 s once.
  it('runs in linear time', () => {
    const linear = (run: (n: number) => unknown) =>
      [0, 1, 2].some(() => growthOf(run, { length: 10_000 }).linear);
    expect(linear((n) => templatePlaceholders(`${'{{1}}{{'.repeat(n)}x`))).toBe(true);
    expect(linear((n) => fillTemplate('{{1}}{{2}'.repeat(n), { 1: 'a' }))).toBe(true);
  }, 30_000);
});

describe('credits', () => {
  it('balance is credits plus monthly credits; remaining is balance minus cost and must stay positive', () => {
    const balance = creditBalance({ credits: 300, monthlyCredits: 200 });
    expect(balance).toBe(500);
    expect(remainingCredits(balance, 120)).toBe(380);
    expect(canAffordSend(balance, 499)).toBe(true);
    expect(canAffordSend(balance, 500)).toBe(false);
    expect(canAffordSend(balance, 501)).toBe(false);
  });
  it('prices in cents and charges monthly credits first', () => {
    expect(priceCents(1000, 12)).toBe(12_000);
    expect(chargeCredits({ credits: 10, monthlyCredits: 3 }, 5)).toEqual({ credits: 8, monthlyCredits: 0 });
    expect(chargeCredits({ credits: 10, monthlyCredits: 3 }, 2)).toEqual({ credits: 10, monthlyCredits: 1 });
    expect(chargeCredits({ credits: 1, monthlyCredits: 1 }, 3)).toBeNull();
  });
  it('archive years run from 2023 to this year, newest first', () => {
    expect(archiveYears(2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(archiveYears(2023)).toEqual([2023]);
  });
  it('the schedule preview waits min(1000·2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(previewScheduleRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('schemas', () => {
  it('the top-up needs both boxes ticked and an offered amount', () => {
    const result = v.safeParse(topUpFormSchema, { quantity: '1000', terms: true, privacy: false });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(newsletterMessageKeys.termsRequired);
    expect(v.safeParse(topUpFormSchema, { quantity: '700', terms: true, privacy: true }).success).toBe(false);
    expect(v.parse(topUpFormSchema, { quantity: '2500', terms: true, privacy: true }).quantity).toBe(2500);
  });
  it('a newsletter names a channel and a template; lists and variables are capped', () => {
    const ok = v.parse(newsletterCreateInputSchema, { channelId: 'ch', templateId: 't', ids: ['a', 'a'] });
    expect(ok).toMatchObject({ ids: ['a'], teamIds: [], type: 'now', consentGiven: false, subject: '' });
    expect(v.safeParse(newsletterCreateInputSchema, { templateId: 't' }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), 'x']));
    expect(
      v.safeParse(newsletterCreateInputSchema, {
        channelId: 'c',
        templateId: 't',
        userInput: { variables: many },
      }).success,
    ).toBe(false);
  });
  it('an email newsletter with an attachment needs a subject', () => {
    expect(subjectRequired('EMAIL', { attachments: [{}] })).toBe(true);
    expect(subjectRequired('EMAIL', { attachments: [] })).toBe(false);
    expect(subjectRequired('WHATSAPP', { attachments: [{}] })).toBe(false);
  });
});

describe('the wizard form', () => {
  const values = {
    channelId: 'c',
    templateId: 't',
    contactTypeId: null,
    productId: null,
    ids: [],
    teamIds: [],
    name: '',
    subject: ' ',
    variables: {},
    consentGiven: false,
  };
  it('asks for a subject and the consent only when the rules say so', () => {
    expect(
      v.safeParse(newsletterWizardSchema({ subjectRequired: false, consentRequired: false }), values).success,
    ).toBe(true);
    const strict = v.safeParse(
      newsletterWizardSchema({ subjectRequired: true, consentRequired: true }),
      values,
    );
    expect(strict.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
      ['subject', 'FORM_ERRORS.REQUIRED'],
      ['consentGiven', newsletterMessageKeys.consentRequired],
    ]);
  });
});
