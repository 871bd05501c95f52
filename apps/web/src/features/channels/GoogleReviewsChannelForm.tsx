import { useLingui } from '@lingui/react/macro';
import { apiErrorOf, useAddChannel, useCompleteReviewsLink, useStartReviewsLink } from '@parley/api';
import { CHANNEL_VALUE_MAX_LENGTH, googleReviewsChannelFormSchema } from '@parley/domain';
import { Banner, Button, EmptyState, SelectItem, Spinner } from '@parley/ui';
import { useEffect, useRef } from 'react';
import { useSchemaForm } from '../../lib/form/index.ts';
import { messageFor } from '../../lib/messages.ts';
import type { OAuthReturn } from './AddChannel.tsx';
import { type Team, TeamField, useAddChannelForm } from './addChannelParts.tsx';
import * as styles from './channels.css.ts';

/*
 * settings/channels/add/google_reviews: a review channel is a location of a Google Business Profile.
 * The admin signs in with Google (OAuth, the server keeps the tokens), comes back to this page with
 * Google's code, picks one of the account's locations and the team, and the channel is added: its
 * reviews are read from Google at once and replies are published there.
 */

type Link = NonNullable<ReturnType<typeof useCompleteReviewsLink>['data']>;

export function GoogleReviewsChannelForm({
  companyId,
  teams,
  oauth,
}: {
  companyId: string;
  teams: Team[];
  oauth: OAuthReturn;
}) {
  const { t, i18n } = useLingui();
  const start = useStartReviewsLink();
  const complete = useCompleteReviewsLink();
  const started = useRef(false);
  const { code, state, error } = oauth;
  const returned = Boolean(code && state && !error);
  useEffect(() => {
    if (started.current || !returned || !code || !state) return;
    started.current = true;
    complete.mutate({ code, state });
  }, [returned, code, state, complete]);

  const signIn = () =>
    start.mutate(undefined, { onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl) });
  const title = t`Add a Google reviews channel`;
  const heading = (
    <h2 id="add-channel-heading" className={styles.heading}>
      {title}
    </h2>
  );
  const signInButton = (label: string) => (
    <Button onPress={signIn} isPending={start.isPending}>
      {label}
    </Button>
  );
  const startFailed = start.isError ? (
    <Banner tone="critical" role="alert">
      {i18n._(messageFor(apiErrorOf(start.error)?.messageKey ?? 'FORM_ERRORS.GENERAL'))}
    </Banner>
  ) : null;

  if (complete.data)
    return (
      <section className={styles.page} aria-labelledby="add-channel-heading">
        {heading}
        <LocationForm companyId={companyId} teams={teams} link={complete.data} title={title} />
      </section>
    );
  if (returned && !complete.isError)
    return (
      <section className={styles.page} aria-labelledby="add-channel-heading">
        {heading}
        <div className={styles.centered}>
          <Spinner aria-label={t`Reading your business locations…`} size="lg" />
        </div>
      </section>
    );
  if (error || complete.isError)
    return (
      <section className={styles.page} aria-labelledby="add-channel-heading">
        {heading}
        <EmptyState
          headingLevel={3}
          title={
            error === 'access_denied'
              ? t`Signing in with Google was cancelled`
              : i18n._(messageFor(apiErrorOf(complete.error)?.messageKey ?? 'REVIEWS.LINK_FAILED'))
          }
          description={t`Sign in with the Google account that manages your business location.`}
          action={signInButton(t`Sign in with Google again`)}
        />
        {startFailed}
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="add-channel-heading">
      {heading}
      <p className={styles.intro}>
        {t`Parley shows the reviews of one location of your Google Business Profile and publishes your replies there. Sign in with the Google account that manages the location; you choose the location next.`}
      </p>
      <div className={styles.actions}>{signInButton(t`Sign in with Google`)}</div>
      {startFailed}
    </section>
  );
}

/** The signed-in account's locations: the admin picks one, names the channel and gives it a team. */
function LocationForm({
  companyId,
  teams,
  link,
  title,
}: {
  companyId: string;
  teams: Team[];
  link: Link;
  title: string;
}) {
  const { t } = useLingui();
  const add = useAddChannel(companyId);
  const { failure, added, cancel } = useAddChannelForm();
  const first = link.locations.length === 1 ? link.locations[0] : undefined;
  const form = useSchemaForm({
    schema: googleReviewsChannelFormSchema,
    defaultValues: { value: first?.title ?? '', location: first?.name ?? '', teamId: '' },
    failure,
    // An expired sign-in is said above the form, in the server's words.
    showServerMessage: true,
    serverFields: { client_id: 'location' },
    onSubmit: (input) =>
      add.mutateAsync({
        value: input.value,
        type: 'GOOGLE_REVIEWS',
        client_type: 'GOOGLE_BUSINESS',
        client_id: input.location,
        teamId: input.teamId,
        config: { reviewLinkId: link.id },
      }),
    onSaved: (_, input) => added(input.value),
  });
  const titleOf = (name: string) => link.locations.find((location) => location.name === name)?.title ?? '';

  return (
    <>
      <p className={styles.intro}>{t`Signed in with Google as ${link.accountEmail}.`}</p>
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          <form.AppField
            name="location"
            listeners={{
              // The channel is named after its location, unless the admin named it otherwise.
              onChange: ({ value }) => {
                const name = form.getFieldValue('value');
                const previous = link.locations.some((location) => location.title === name);
                if (!name || previous) form.setFieldValue('value', titleOf(value));
              },
            }}
          >
            {(field) => (
              <field.Select
                label={t`Business location`}
                description={t`Its reviews appear under Reviews; your replies are published on Google.`}
                isRequired
              >
                {link.locations.map((location) => (
                  <SelectItem
                    key={location.name}
                    id={location.name}
                    textValue={location.address ? `${location.title}, ${location.address}` : location.title}
                  >
                    {location.address ? `${location.title} · ${location.address}` : location.title}
                  </SelectItem>
                ))}
              </field.Select>
            )}
          </form.AppField>
          <form.AppField name="value">
            {(field) => (
              <field.TextField
                label={t`Channel name`}
                isRequired
                maxLength={CHANNEL_VALUE_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </form.AppField>
          <form.AppField name="teamId">{(field) => <TeamField field={field} teams={teams} />}</form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton>{t`Add channel`}</form.SubmitButton>
            <Button variant="secondary" onPress={cancel}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </>
  );
}
