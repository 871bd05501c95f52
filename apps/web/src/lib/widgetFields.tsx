import { useLingui } from '@lingui/react/macro';
import { Card, CodeSnippet, Radio, type RadioGroupProps, type TextFieldProps } from '@parley/ui';
import type { ComponentType } from 'react';

/*
 * The look of a button a company puts on its website, the same in the appointment widget's settings
 * (channels) and the website widgets' (touchpoints): its label, its side of the page and its colour.
 * Each takes the field `form.AppField` hands its children, so the form still names its fields:
 * `<form.AppField name="position">{(field) => <WidgetPositionField field={field} />}</form.AppField>`.
 * And the card with the code that puts the widget on the website.
 */

type TextProps = Pick<TextFieldProps, 'label' | 'description' | 'isRequired' | 'maxLength'>;
type RadioGroupBoundProps = Pick<RadioGroupProps, 'label' | 'orientation' | 'children'>;

/** The button's label; `maxLength` caps what can be typed (the schema checks the trimmed text). */
export function WidgetButtonLabelField({
  field,
  maxLength,
}: {
  field: { TextField: ComponentType<TextProps> };
  maxLength: number;
}) {
  const { t } = useLingui();
  return <field.TextField label={t`Button label`} isRequired maxLength={maxLength} />;
}

/** Bottom left or bottom right of the page ('left' | 'right'). */
export function WidgetPositionField({
  field,
}: {
  field: { RadioGroup: ComponentType<RadioGroupBoundProps> };
}) {
  const { t } = useLingui();
  return (
    <field.RadioGroup label={t`Position on the page`} orientation="horizontal">
      <Radio value="left">{t`Bottom left`}</Radio>
      <Radio value="right">{t`Bottom right`}</Radio>
    </field.RadioGroup>
  );
}

/** The accent colour, typed as #RRGGBB. */
export function WidgetColorField({ field }: { field: { TextField: ComponentType<TextProps> } }) {
  const { t } = useLingui();
  return <field.TextField label={t`Colour`} description={t`As #RRGGBB.`} isRequired maxLength={16} />;
}

/** The widget's code to paste into the website, with its copy button; `label` names the snippet. */
export function WidgetSnippetCard({ code, label }: { code: string; label: string }) {
  const { t } = useLingui();
  return (
    <Card title={t`Add it to your website`} headingLevel={3}>
      <CodeSnippet
        code={code}
        label={label}
        description={t`Paste this code before the closing </body> tag of every page. Changed settings apply without pasting it again.`}
        copyLabel={t`Copy code`}
        copiedLabel={t`Copied to the clipboard.`}
        copyFailedLabel={t`Could not copy. Select the code and copy it by hand.`}
      />
    </Card>
  );
}
