import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SparkleIcon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Composer, type ComposerProps, type PendingAttachment } from './Composer';

const quickReplies = [
  { id: 'greeting', title: 'Greeting', body: 'Hello, thank you for your message! ' },
  { id: 'hours', title: 'Opening hours', body: 'We are open Monday to Friday from 8:00 to 18:00.' },
  {
    id: 'appointment',
    title: 'Appointment confirmed',
    body: 'Your appointment is confirmed. Please bring your documents and arrive ten minutes early.',
  },
];

type DemoProps = Partial<ComposerProps> & { initialValue?: string; initialAttachments?: PendingAttachment[] };

/** Controlled like in the app: the story owns the text and the attachments. */
const Demo = ({
  initialValue = '',
  initialAttachments = [],
  onSend,
  onFilesSelected,
  ...props
}: DemoProps) => {
  const [value, setValue] = useState(initialValue);
  const [attachments, setAttachments] = useState(initialAttachments);
  return (
    <Composer
      value={value}
      onChange={setValue}
      onSend={() => {
        onSend?.();
        setValue('');
        setAttachments([]);
      }}
      label="Message"
      placeholder="Write a message…"
      sendLabel="Send"
      sendingLabel="Sending"
      attachLabel="Attach files"
      onFilesSelected={(files) => {
        onFilesSelected?.(files);
        setAttachments((list) => [
          ...list,
          ...files.map((file) => ({ id: file.name, name: file.name, sizeText: `${file.size} B` })),
        ]);
      }}
      attachments={attachments}
      attachmentsLabel="Attachments"
      onRemoveAttachment={(id) => setAttachments((list) => list.filter((a) => a.id !== id))}
      removeAttachmentLabel={(name) => `Remove ${name}`}
      quickReplies={quickReplies}
      quickRepliesLabel="Quick replies"
      hint="Enter to send, Shift+Enter for a new line"
      {...props}
    />
  );
};

const meta = preview.meta({
  component: Demo,
  args: { onSend: fn(), onFilesSelected: fn(), onInsertQuickReply: fn() },
  decorators: [inBox({ maxWidth: 640 })],
});

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Message' });

export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Enter to send, Shift+Enter for a new line',
    );
  },
});

/** Enter sends; Shift+Enter adds a line; the field grows up to six lines, then scrolls. */
export const EnterToSend = meta.story({
  play: async ({ canvasElement, args }) => {
    const textbox = field(canvasElement);
    const oneLine = textbox.getBoundingClientRect().height;
    await userEvent.type(textbox, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(textbox).toHaveValue('First line\nSecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(textbox.getBoundingClientRect().height).toBeGreaterThan(oneLine);
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();

    await userEvent.keyboard('{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}');
    const capped = textbox.getBoundingClientRect().height;
    await userEvent.keyboard('{Shift>}{Enter}{Enter}{/Shift}');
    await expect(textbox.getBoundingClientRect().height).toBe(capped);

    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(textbox).toHaveValue('');
    await waitFor(() => expect(textbox.getBoundingClientRect().height).toBe(oneLine));
  },
});

export const QuickReplyInsertion = meta.story({
  args: { initialValue: 'Hi Maria. ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = field(canvasElement);
    await userEvent.click(textbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick replies' }));
    const menu = await screen.findByRole('menu', { name: 'Quick replies' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Opening hours' }));
    await expect(textbox).toHaveValue('Hi Maria. We are open Monday to Friday from 8:00 to 18:00.');
    await expect(args.onInsertQuickReply).toHaveBeenCalledWith(quickReplies[1]);
    await waitFor(() => expect(textbox).toHaveFocus());
    await userEvent.keyboard(' Bye');
    await expect(textbox).toHaveValue('Hi Maria. We are open Monday to Friday from 8:00 to 18:00. Bye');
  },
});

export const AttachFiles = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' }),
      new File(['img'], 'photo.png', { type: 'image/png' }),
    ]);
    await expect(args.onFilesSelected).toHaveBeenCalledOnce();
    const list = canvas.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Attachments alone can be sent.
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove offer.pdf' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
});

export const ManyAttachments = meta.story({
  args: {
    initialValue: 'Here are the documents you asked for.',
    initialAttachments: [
      { id: '1', name: 'Offer 2026-114.pdf', sizeText: '245 KB' },
      { id: '2', name: 'Invoice 2026-0815.pdf', sizeText: '98 KB' },
      { id: '3', name: 'Photo of the front door.jpg', sizeText: '2.4 MB' },
      {
        id: '4',
        name: 'Very long spreadsheet name with all the quarterly numbers of 2026.xlsx',
        sizeText: '1.2 MB',
      },
      { id: '5', name: 'Voice message.m4a', sizeText: '512 KB' },
      { id: '6', name: 'Reset guide.mp4', sizeText: '18 MB' },
    ],
  },
});

export const Sending = meta.story({
  args: { initialValue: 'On my way!', isSending: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: {
    initialValue:
      'Thank you for your patience.\n\nWe checked the invoice and the amount was indeed wrong: the discount we agreed on in September was not applied. We have cancelled the invoice and you will receive a corrected one within the next two working days.\n\nIf you have any further questions, just reply here.\n\nBest regards\nJonas',
  },
});

export const TooLong = meta.story({
  args: {
    initialValue: 'Lorem '.repeat(700),
    errorMessage: 'A message can have at most 4,096 characters.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByRole('alert');
    await expect(error).toHaveTextContent('at most 4,096 characters');
    // The reason is read with the field, before the keyboard hint.
    await expect(field.getAttribute('aria-describedby')?.split(' ')[0]).toBe(error.id);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, initialValue: 'The conversation is closed.' },
});

export const WithoutQuickReplies = meta.story({ args: { quickReplies: [] } });

/** Extra toolbar controls after the quick replies (the app's writing tools menu). */
export const WithTools = meta.story({
  args: {
    initialValue: 'Thanks for your message!',
    tools: <IconButton label="Writing tools" icon={<SparkleIcon />} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Writing tools' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
});

/** The tools the inbox adds after its first screen: the writing tools and the WhatsApp window's countdown. */
const PhoneDemo = (props: DemoProps) => {
  const [withTools, setWithTools] = useState(false);
  return (
    <>
      <Demo
        {...props}
        tools={
          withTools ? (
            <>
              <IconButton label="Writing tools" icon={<SparkleIcon />} />
              {/* As long as the German countdown, the longer of the two. */}
              <span style={{ whiteSpace: 'nowrap', padding: '0 8px' }}>noch 23 Std. 58 Min.</span>
            </>
          ) : null
        }
      />
      <button type="button" onClick={() => setWithTools(true)}>
        Tools arrive
      </button>
    </>
  );
};

/**
 * As narrow as on a phone beside the app's rail: Send shows its icon only (and is still named Send),
 * stays inside the composer, and the tools that arrive later fill the toolbar's second line instead of
 * making the composer taller (which would move the text field: a layout shift).
 */
export const OnAPhone = meta.story({
  args: { initialValue: 'Thanks for your message!' },
  decorators: [inBox({ width: 290 })],
  render: (args) => <PhoneDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    // The composer fills the story's 290 px box.
    const box = (field.closest('[style*="width: 290px"]') as HTMLElement).getBoundingClientRect();
    const fieldTop = field.getBoundingClientRect().top;
    const composerHeight = (field.closest('[style*="width: 290px"] > div') as HTMLElement).offsetHeight;
    await userEvent.click(canvas.getByRole('button', { name: 'Tools arrive' }));
    await expect(canvas.getByRole('button', { name: 'Writing tools' })).toBeVisible();
    await expect(field.getBoundingClientRect().top).toBe(fieldTop);
    await expect((field.closest('[style*="width: 290px"] > div') as HTMLElement).offsetHeight).toBe(
      composerHeight,
    );
    for (const name of ['Attach files', 'Quick replies', 'Writing tools', 'Send']) {
      const control = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(control.left).toBeGreaterThanOrEqual(box.left);
      await expect(control.right).toBeLessThanOrEqual(box.right);
    }
    const send = canvas.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    await expect(send.width).toBe(send.height);
  },
});
