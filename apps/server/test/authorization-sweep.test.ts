import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp, token, USER } from './helpers.ts';
import { sweptFields, sweptRoutes } from './sweep.ts';

/*
 * The authorization sweep (issue 30), generated from the code: every GraphQL field of the schema and
 * every REST route the app registers is called without a session and as a company user (not admin).
 * A field must be classified below: a new one fails this test until someone says who may call it.
 * Refusals must be refusals (401, 403), and nothing answers with a 5xx. Which company's data a
 * signed-in caller reaches is isolation.test.ts's sweep.
 */

/** Fields anyone may call without a session (the sign-in page's). */
const PUBLIC_FIELDS = new Set(['Query.ping', 'Query.requestResetPassword', 'Mutation.resetPassword']);

/** Fields for company admins only: a company user is refused with 403. */
const ADMIN_FIELDS = new Set([
  'Query.appointmentWidget',
  'Query.auditLog',
  'Query.autoresponders',
  'Query.bots',
  'Query.consentBot',
  'Query.channelStatus',
  'Query.chatTouchpoints',
  'Query.companyQuickReplies',
  'Query.companyQuickReply',
  'Query.conversationCredits',
  'Query.conversationStatistics',
  'Query.conversationsCostCalculator',
  'Query.impersonateToken',
  'Query.websiteWidget',
  'Mutation.addChannel',
  'Mutation.completeReviewsLink',
  'Mutation.startReviewsLink',
  'Mutation.autoresponderUpdate',
  'Mutation.consentBotUpdate',
  'Mutation.createBotFromBrand',
  'Mutation.updateBotConfig',
  'Mutation.conversationTopUp',
  'Mutation.createNewsletter',
  'Mutation.createCompanyQuickReply',
  'Mutation.createTeam',
  'Mutation.updateTeam',
  'Mutation.deleteTeam',
  'Mutation.deleteCompanyQuickReply',
  'Mutation.inviteUser',
  'Mutation.reconnectChannel',
  'Mutation.removeChannel',
  'Mutation.resendInvite',
  'Mutation.setAvailability',
  'Mutation.setChannelTeam',
  'Mutation.setUserActive',
  'Mutation.setUserTeams',
  'Mutation.updateAppointmentWidget',
  'Mutation.updateCompanyBrandCustomerTypes',
  'Mutation.updateCompanyBrandProducts',
  'Mutation.updateCompanyBrandServices',
  'Mutation.updateCompanyQuickReply',
  'Mutation.updateWebsiteWidget',
]);

/** Fields every signed-in user may call (on their own company's data, which the services check). */
const USER_FIELDS = new Set([
  'Query.appointment',
  'Query.appointments',
  'Query.brandDetails',
  'Query.brandnews',
  'Query.calendarAppointments',
  'Query.calendarConnection',
  'Query.calendarConnections',
  'Query.companyPortfolio',
  'Query.conversationTemplateOffer',
  'Query.conversations',
  'Query.getAvailability',
  'Query.getAvailabilityAggregated',
  'Query.me',
  'Query.myAbsence',
  'Query.myAbsences',
  'Query.opportunity',
  'Query.quickReplies',
  'Query.reviews',
  'Query.teamDetails',
  'Query.teams',
  'Query.userQuickReplies',
  'Query.userQuickReply',
  'Query.users',
  'Query.usersRoles',
  'Query.validateEmail',
  'Query.validatePhone',
  'Mutation.acceptSharedOpportunity',
  'Mutation.sendTemplateMessage',
  'Mutation.cancelAppointment',
  'Mutation.addConversationNote',
  'Mutation.claimOpportunity',
  'Mutation.completeCalendarLink',
  'Mutation.confirmAppointment',
  'Mutation.createAbsence',
  'Mutation.createNewAppointmentByUser',
  'Mutation.createUserQuickReply',
  'Mutation.deleteAbsence',
  'Mutation.deleteUserQuickReply',
  'Mutation.disconnectCalendar',
  'Mutation.markConversationRead',
  'Mutation.replyToReview',
  'Mutation.sendMessage',
  'Mutation.setConsent',
  'Mutation.startCalendarLink',
  'Mutation.syncCalendarConnection',
  'Mutation.updateAbsence',
  'Mutation.updateAppointment',
  'Mutation.updateConversation',
  'Mutation.updateConversations',
  'Mutation.updateUser',
  'Mutation.updateUserQuickReply',
]);

/**
 * REST routes without a session: downloads by their capability key, the website widgets, the sign-in
 * page's report, dev routes (loopback only), the providers' webhooks (signed by the provider).
 */
const PUBLIC_REST = [
  /^(GET|POST) \/api\/webhooks\//,
  /^GET \/api\/core-service\/attachments\/:key(\/:name)?$/,
  /^(GET|POST) \/api\/widget\//,
  /^POST \/api\/auth\/sign-in-failures$/,
  /^POST \/api\/dev\//,
];

/** REST routes for company admins only. */
const ADMIN_REST = [
  'GET /api/core-service/audit-log/export',
  'GET /api/core-service/od-template',
  'GET /api/core-service/shop/products/bots',
  'GET /api/core-service/shop/products/links',
  'POST /api/core-service/shop/purchase',
  'GET /api/core-service/new-bots/list/companies/:companyId',
  'GET /api/core-service/new-bots/list/brands/:brandId',
  'GET /api/core-service/new-bots/brands/:botId',
  'POST /api/core-service/newsletter/preview-schedule',
  'GET /api/core-service/newsletter/contact-types',
  'GET /api/core-service/newsletter/in-progress',
  'GET /api/core-service/newsletter/stats',
  'GET /api/core-service/newsletter/stats/:id',
  'GET /api/core-service/customers/export',
  'POST /api/core-service/customers/import',
  'PATCH /api/core-service/companies/:id',
  'PUT /api/core-service/companies/:id',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = sweptFields();

describe('the GraphQL schema', () => {
  it('has every field classified once: public, admins only, or signed-in users', () => {
    const unclassified = fields
      .map((field) => field.name)
      .filter(
        (name) =>
          [PUBLIC_FIELDS, ADMIN_FIELDS, USER_FIELDS].filter((classification) => classification.has(name))
            .length !== 1,
      );
    expect(unclassified).toEqual([]);
    const known = new Set(fields.map((field) => field.name));
    const stale = [...PUBLIC_FIELDS, ...ADMIN_FIELDS, ...USER_FIELDS].filter((name) => !known.has(name));
    expect(stale).toEqual([]);
  });

  it('refuses every field but the public ones without a session (401), on both endpoints', async () => {
    const answered: string[] = [];
    for (const field of fields)
      for (const path of ['/graphql', '/v2/graphql']) {
        const { status, body } = await gql(t.app, field.document, { path });
        expect(status, `${field.name} on ${path}`).toBeLessThan(500);
        if (PUBLIC_FIELDS.has(field.name)) continue;
        if (status !== 401 || body.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED')
          answered.push(`${field.name} ${path}: ${status}`);
      }
    expect(answered).toEqual([]);
  });

  it('refuses every admin field to a company user (403), and answers no field with a 5xx', async () => {
    const answered: string[] = [];
    for (const field of fields) {
      const { status, body } = await gql(t.app, field.document, { token: token(USER) });
      expect(status, field.name).toBeLessThan(500);
      if (!ADMIN_FIELDS.has(field.name)) continue;
      if (status !== 403 || body.errors?.[0]?.extensions?.code !== 'FORBIDDEN')
        answered.push(`${field.name}: ${status} ${body.errors?.[0]?.extensions?.code ?? 'answered'}`);
    }
    expect(answered).toEqual([]);
  });
});

describe('the REST routes', () => {
  it('refuses every API route but the public ones without a session (401)', async () => {
    const api = sweptRoutes(t.app);
    expect(api.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const route of api) {
      if (PUBLIC_REST.some((pattern) => pattern.test(route))) continue;
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-0000000fffff');
      const res = await t.app.request(url, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      if (res.status !== 401) answered.push(`${route}: ${res.status}`);
    }
    expect(answered).toEqual([]);
  });

  it('refuses the admin routes to a company user (403)', async () => {
    const answered: string[] = [];
    for (const route of ADMIN_REST) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(':id', '00000000-0000-4000-8000-00000000c001');
      const res = await t.app.request(url, {
        method,
        headers: { authorization: `Bearer ${token(USER)}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      if (res.status !== 403) answered.push(`${route}: ${res.status}`);
    }
    expect(answered).toEqual([]);
  });
});
