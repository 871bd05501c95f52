import { sql } from 'drizzle-orm';
import { GRAPH_STANDIN_ACCOUNT, GRAPH_STANDIN_TOKEN } from '../channels/graphStandin.ts';
import type { Db } from './client.ts';
import { demoIds, demoInvited, demoLogins } from './demo.ts';
import { nordlichtLogoLarge, nordlichtLogoSmall } from './demo-logos.ts';
import {
  brandChannelPreferences,
  brands,
  channels,
  companies,
  teamAvailability,
  teamReviewLinks,
  teams,
  teamUsers,
  userProfiles,
  users,
} from './schema.ts';
import { seedAnalytics } from './seed-analytics.ts';
import { seedAppointments } from './seed-appointments.ts';
import { seedAutomation } from './seed-automation.ts';
import { seedChannels } from './seed-channels.ts';
import { seedContacts } from './seed-contacts.ts';
import { seedDocuments } from './seed-documents.ts';
import { seedInbox } from './seed-inbox.ts';
import { seedNews } from './seed-news.ts';
import { seedNewsletter } from './seed-newsletter.ts';
import { seedProfile } from './seed-profile.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedSettings } from './seed-settings.ts';
import { seedShop } from './seed-shop.ts';
import { seedTasks } from './seed-tasks.ts';

const weekdays = [0, 1, 2, 3, 4];

/** True when no brand exists yet: the seed runs only on an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  return (row?.count ?? 0) === 0;
}

/** Demo data (idempotent: every insert skips rows that already exist). */
export async function seedDemo(db: Db): Promise<void> {
  await seedCore(db);
  await seedInbox(db);
  await seedContacts(db);
  await seedTasks(db);
  await seedSettings(db);
  await seedProfile(db);
  await seedAnalytics(db);
  await seedAppointments(db);
  await seedChannels(db);
  await seedDocuments(db);
  await seedNews(db);
  await seedReviews(db);
  await seedNewsletter(db);
  await seedShop(db);
  await seedAutomation(db);
}

async function seedCore(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values([
        {
          id: demoIds.brandParley,
          name: 'Parley Demo',
          appName: 'Parley',
          nameKey: 'parley-demo',
          // No brand colour: the sidebar stays on the neutral surface.
          primaryColor: '#40929F',
          conversationsIncludedPerMonth: 1000,
          featureReviews: true,
          featureReviewReplies: true,
          featureAppointments: true,
          featureAnalytics: true,
          featureCompanyQuickReplies: true,
          featureUserQuickReplies: true,
          featureBrandDocuments: true,
          featureWritingTools: true,
          featureGpt: true,
          featureOffice365: true,
          featureGoogleCalendar: true,
          newsletterConsentHeader: 'Stay in touch',
          newsletterConsentAgreeLabel: 'Yes, send me news',
        },
        {
          id: demoIds.brandNordlicht,
          name: 'Nordlicht',
          appName: 'Nordlicht Connect',
          nameKey: 'nordlicht',
          // Every on-screen brand field: navy sidebar, teal buttons, violet internal notes, own logos.
          primaryColor: '#0B6E7F',
          brandColor: '#1B2A4A',
          internalColor: '#7C3AED',
          logoMain: nordlichtLogoLarge,
          logoSmall: nordlichtLogoSmall,
          conversationsIncludedPerMonth: 500,
          featureReviews: true,
          featureCompanyQuickReplies: true,
          featureUserQuickReplies: true,
          featureAppointments: false,
          featureAnalytics: false,
          featureGpt: false,
          featureOffice365: false,
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(brandChannelPreferences)
      .values([
        { brandId: demoIds.brandParley, channelType: 'OFFICE365', isDisabled: true },
        { brandId: demoIds.brandParley, channelType: 'GMAIL', isDisabled: false },
        { brandId: demoIds.brandNordlicht, channelType: 'OFFICE365', isDisabled: true },
        { brandId: demoIds.brandNordlicht, channelType: 'GMAIL', isDisabled: true },
        { brandId: demoIds.brandNordlicht, channelType: 'GOOGLE_REVIEWS', isDisabled: true },
      ])
      .onConflictDoNothing();

    await tx
      .insert(companies)
      .values([
        {
          id: demoIds.companyDemo,
          brandId: demoIds.brandParley,
          externalId: 'DEMO-1',
          name: 'Demo GmbH',
          status: 'ACTIVE',
          onboardingFinished: true,
          street: 'Hauptstraße',
          streetNumber: '1',
          zipCode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
        {
          id: demoIds.companyOther,
          brandId: demoIds.brandNordlicht,
          externalId: 'OTHER-1',
          name: 'Other AG',
          status: 'ACTIVE',
          onboardingFinished: true,
          city: 'Hamburg',
          country: 'DE',
        },
      ])
      .onConflictDoNothing();

    const companyOf = (name: string) => (name === 'Demo GmbH' ? demoIds.companyDemo : demoIds.companyOther);
    await tx
      .insert(users)
      .values([
        ...demoLogins.map((login) => ({
          id: login.userId,
          companyId: companyOf(login.company),
          firebaseUid: login.firebaseUid,
          email: login.email,
          roleType: login.role,
          title: login.role === 'COMPANY_ADMIN' ? 'Managing Director' : 'Sales',
          // The demo's sign-ins have signed in before: they show as active.
          firstSignInAt: new Date(),
        })),
        {
          id: demoInvited.userId,
          companyId: demoIds.companyDemo,
          firebaseUid: demoInvited.firebaseUid,
          email: demoInvited.email,
          roleType: 'COMPANY_USER' as const,
          title: 'Service',
          lastInviteSent: new Date(Date.now() - 2 * 24 * 60 * 60_000),
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(userProfiles)
      .values(
        [...demoLogins, demoInvited].map((login) => ({
          userId: login.userId,
          firstName: login.firstName,
          lastName: login.lastName,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(teams)
      .values([
        {
          id: demoIds.teamSales,
          companyId: demoIds.companyDemo,
          name: 'Sales',
          externalId: 'SALES',
          // Teams with an address have all four of its fields (the team form's rule), so theirs can be edited.
          street: 'Friedrichstraße',
          streetNumber: '68',
          zipCode: '10117',
          city: 'Berlin',
          createdBy: demoIds.userAdmin,
        },
        {
          id: demoIds.teamService,
          companyId: demoIds.companyDemo,
          name: 'Service',
          externalId: 'SERVICE',
          street: 'Oranienstraße',
          streetNumber: '25',
          zipCode: '10999',
          city: 'Berlin',
          createdBy: demoIds.userAdmin,
        },
        {
          id: demoIds.teamOther,
          companyId: demoIds.companyOther,
          name: 'Hamburg',
          street: 'Jungfernstieg',
          streetNumber: '7',
          zipCode: '20354',
          city: 'Hamburg',
          createdBy: demoIds.userOther,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(teamUsers)
      .values([
        { teamId: demoIds.teamSales, userId: demoIds.userAdmin },
        { teamId: demoIds.teamSales, userId: demoIds.userUser },
        { teamId: demoIds.teamService, userId: demoIds.userAdmin },
        { teamId: demoIds.teamOther, userId: demoIds.userOther },
        { teamId: demoIds.teamOther, userId: demoIds.userNora },
      ])
      .onConflictDoNothing();

    const [existingAvailability] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(teamAvailability);
    if ((existingAvailability?.count ?? 0) === 0) {
      await tx
        .insert(teamAvailability)
        .values(
          [demoIds.teamSales, demoIds.teamService, demoIds.teamOther].flatMap((teamId) =>
            weekdays.map((day) => ({ teamId, day, from: '07:00', to: '16:00' })),
          ),
        );
      await tx.insert(teamReviewLinks).values([
        { teamId: demoIds.teamSales, type: 'GOOGLE', link: 'https://g.page/r/demo-gmbh-sales/review' },
        { teamId: demoIds.teamOther, type: 'FACEBOOK', link: 'https://facebook.com/other-ag/reviews' },
      ]);
    }

    await tx
      .insert(channels)
      .values([
        {
          id: '00000000-0000-4000-8000-00000000e001',
          companyId: demoIds.companyDemo,
          teamId: demoIds.teamSales,
          type: 'email',
          channelType: 'EMAIL',
          value: 'sales@demo-gmbh.test',
          clientType: 'SMTP',
          status: 'LIVE',
          createdBy: demoIds.userAdmin,
          config: {
            type: 'smtp',
            name: 'Sales mailbox',
            host: 'imap.demo-gmbh.test',
            port: 993,
            secure: true,
            host_transport: 'smtp.demo-gmbh.test',
            port_transport: 465,
            secure_transport: true,
            password: 'demo-secret-never-returned',
          },
        },
        {
          id: '00000000-0000-4000-8000-00000000e002',
          companyId: demoIds.companyDemo,
          teamId: demoIds.teamService,
          type: 'messenger',
          channelType: 'WHATSAPP',
          value: '+4930123456789',
          clientType: 'WHATSAPP',
          clientId: '106540352242922',
          cloudApi: true,
          status: 'LIVE',
          createdBy: demoIds.userAdmin,
          // The Graph API stand-in's number and token (channels/graphStandin.ts): the demo's WhatsApp
          // messages take the production path, out through the Graph API and back as status webhooks.
          config: {
            phoneNumberId: '106540352242922',
            businessAccountId: GRAPH_STANDIN_ACCOUNT,
            verifyToken: 'parley-demo-verify-token',
            accessToken: GRAPH_STANDIN_TOKEN,
          },
        },
        {
          id: '00000000-0000-4000-8000-00000000e003',
          companyId: demoIds.companyDemo,
          teamId: demoIds.teamService,
          type: 'reviews',
          channelType: 'GOOGLE_REVIEWS',
          value: 'Demo GmbH Berlin',
          clientType: 'GOOGLE_BUSINESS',
          status: 'DRAFT',
          createdBy: demoIds.userAdmin,
        },
        {
          id: '00000000-0000-4000-8000-00000000e004',
          companyId: demoIds.companyOther,
          teamId: demoIds.teamOther,
          type: 'email',
          channelType: 'EMAIL',
          value: 'info@other-ag.test',
          clientType: 'SMTP',
          status: 'LIVE',
          createdBy: demoIds.userOther,
          config: {
            type: 'smtp',
            host: 'mail.other-ag.test',
            port: 993,
            secure: true,
            password: 'other-secret',
          },
        },
      ])
      .onConflictDoNothing();
  });
}
