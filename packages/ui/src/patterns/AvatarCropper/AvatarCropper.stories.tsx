import { useState } from 'react';
import { expect, type fn, userEvent, waitFor, within } from 'storybook/test';
import { inBox, spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { AvatarCropper, type AvatarCropperProps } from './AvatarCropper';

/** A 600×400 test picture drawn on a canvas, so stories need no network. */
const drawTestImage = () => {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 400;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 600, 400);
  gradient.addColorStop(0, '#40929f');
  gradient.addColorStop(1, '#f4e04d');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 600, 400);
  context.fillStyle = '#1b2a4a';
  context.beginPath();
  context.arc(300, 170, 80, 0, Math.PI * 2);
  context.fill();
  context.fillRect(180, 270, 240, 130);
  return canvas;
};

let testImageUrl: string | undefined;
const testImage = () => {
  testImageUrl ??= drawTestImage().toDataURL('image/png');
  return testImageUrl;
};

const testImageFile = () =>
  new Promise<File>((resolve) =>
    drawTestImage().toBlob((blob) => resolve(new File([blob as Blob], 'me.png', { type: 'image/png' }))),
  );

type DemoProps = Partial<AvatarCropperProps> & { withImage?: boolean };

/** Like the avatar settings: pick a file (checked), crop it, confirm or start over. */
const Demo = ({ withImage = false, onFileSelect, onCancel, ...props }: DemoProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [src, setSrc] = useState(withImage ? testImage() : undefined);
  return (
    <AvatarCropper
      file={file}
      src={src}
      onFileSelect={(picked) => {
        onFileSelect?.(picked);
        setFile(picked);
      }}
      onCancel={() => {
        onCancel?.();
        setFile(null);
        setSrc(undefined);
      }}
      onConfirm={() => {}}
      {...props}
    />
  );
};

const meta = preview.meta({
  component: Demo,
  args: {
    ...spies('onConfirm', 'onCancel', 'onCropComplete', 'onFileSelect', 'onFileReject'),
  },
  decorators: [inBox({ maxWidth: vars.layout.modalSm })],
});

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

// The browser's picker filters by `accept`; a user can still choose "all files", so the check runs anyway.
const userIgnoringAccept = () => userEvent.setup({ applyAccept: false });

export const EmptyWithFilePicker = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose image' });
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();

    const file = await testImageFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('group', { name: 'Crop area' })).toBeInTheDocument();
  },
});

export const InvalidFileType = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    await userIgnoringAccept().upload(fileInput(canvasElement), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP or GIF image.');
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
    await expect(args.onFileReject).toHaveBeenCalledWith('type', file);
    await expect(args.onFileSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
  },
});

export const FileTooLarge = meta.story({
  args: { errorMessages: { size: 'The image may be at most 5 MB.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The image may be at most 5 MB.');
    await expect(args.onFileReject).toHaveBeenCalledWith('size', file);
    await expect(args.onFileSelect).not.toHaveBeenCalled();

    // A good file afterwards clears the message and opens the cropper.
    await userEvent.upload(fileInput(canvasElement), await testImageFile());
    await expect(await canvas.findByRole('group', { name: 'Crop area' })).toBeInTheDocument();
  },
});

export const LoadedImage = meta.story({
  args: { withImage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cropArea = await canvas.findByRole('group', { name: 'Crop area' });
    await expect(cropArea).toHaveAccessibleDescription('Use the arrow keys to move the image.');
    await waitFor(() => expect(args.onCropComplete).toHaveBeenCalled());
    const first = (args.onCropComplete as ReturnType<typeof fn>).mock.lastCall?.[0];
    // Square crop of a 3:2 picture: full height, centred.
    await expect(first).toMatchObject({ width: 400, height: 400, x: 100, y: 0 });

    // Arrow keys move the picture under the crop.
    await userEvent.tab();
    await expect(cropArea).toHaveFocus();
    await expect(getComputedStyle(cropArea).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect((args.onCropComplete as ReturnType<typeof fn>).mock.lastCall?.[0].x).toBeLessThan(100),
    );

    // The zoom slider works with the keyboard.
    await userEvent.tab();
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveFocus();
    await expect(zoom).toHaveValue('1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(zoom).toHaveValue('1.2');
    await waitFor(() =>
      expect((args.onCropComplete as ReturnType<typeof fn>).mock.lastCall?.[0].height).toBeLessThan(400),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    const blob = (args.onConfirm as ReturnType<typeof fn>).mock.lastCall?.[0];
    await expect(blob).toBeInstanceOf(Blob);
    await expect(blob.size).toBeGreaterThan(0);
    await expect(blob.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(blob);
    await expect(bitmap.width).toBe(bitmap.height);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  },
});

export const RectWithAspectClamped = meta.story({
  args: { withImage: true, cropShape: 'rect', aspect: 12 },
  play: async ({ canvasElement }) => {
    const cropArea = await within(canvasElement).findByRole('group', { name: 'Crop area' });
    const { width, height } = cropArea.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(5, 1);
  },
});
