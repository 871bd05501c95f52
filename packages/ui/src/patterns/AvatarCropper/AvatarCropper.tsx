import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  FileTrigger,
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '../../primitives/Button/Button';
import { AlertText } from '../../primitives/Field/Field';
import { cx } from '../../utils/cx';
import * as styles from './AvatarCropper.css';

export type { Area as CropArea };

/** The aspect ratios the avatar spec allows (width / height). */
export const MIN_ASPECT = 0.1;
export const MAX_ASPECT = 5;

/** Keeps an aspect ratio inside the spec's range; anything that is not a number becomes square. */
export const clampAspect = (aspect: number): number =>
  Number.isNaN(aspect) ? 1 : Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, aspect));

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export type AvatarFileProblem = 'type' | 'size' | 'empty';
export type AvatarFileCheck = { ok: true } | { ok: false; reason: AvatarFileProblem };
export type AvatarFileRules = { maxBytes?: number; types?: readonly string[] };

/** Checks a picked file before the cropper opens (and before anything is sent). */
export const checkAvatarFile = (
  file: Pick<Blob, 'size' | 'type'>,
  { maxBytes = AVATAR_MAX_BYTES, types = AVATAR_TYPES }: AvatarFileRules = {},
): AvatarFileCheck => {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (!types.includes(file.type.toLowerCase())) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
};

export type CropToBlobOptions = {
  /** Longest side of the result in pixels; larger crops are scaled down. */
  maxSize?: number;
  /** Encoder quality for lossy types (0 to 1). */
  quality?: number;
};

/** Draws `area` (in the image's natural pixels) of `image` onto a canvas and encodes it. */
export const cropToBlob = (
  image: CanvasImageSource,
  area: Area,
  mime = 'image/png',
  { maxSize, quality }: CropToBlobOptions = {},
): Promise<Blob> => {
  const scale = maxSize ? Math.min(1, maxSize / Math.max(area.width, area.height)) : 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      mime,
      quality,
    ),
  );
};

/** Photos become JPEG; PNG and WebP keep their type (and transparency); GIF becomes PNG. */
const outputTypeFor = (type: string | undefined) =>
  type === 'image/png' || type === 'image/webp' ? type : type === 'image/gif' ? 'image/png' : 'image/jpeg';

export type AvatarFilePickerProps = AvatarFileRules & {
  /** Called with a file that passed `checkAvatarFile`. */
  onSelect: (file: File) => void;
  /** Called when a picked file fails the check; its message is shown next to the button. */
  onReject?: (reason: AvatarFileProblem, file: File) => void;
  label?: string;
  /** Messages shown next to the button when a file fails the check; the app translates them. */
  errorMessages?: Partial<Record<AvatarFileProblem, ReactNode>>;
  isDisabled?: boolean;
  className?: string;
};

const defaultErrorMessages: Record<AvatarFileProblem, string> = {
  type: 'Choose a JPEG, PNG, WebP or GIF image.',
  size: 'The image is too large.',
  empty: 'The file is empty.',
};

/** A button that opens the file picker and checks the chosen image; shows why a file was refused. */
export const AvatarFilePicker = ({
  onSelect,
  onReject,
  label = 'Choose image',
  errorMessages,
  maxBytes,
  types = AVATAR_TYPES,
  isDisabled,
  className,
}: AvatarFilePickerProps) => {
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  const errorId = useId();
  const handleSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const check = checkAvatarFile(file, { maxBytes, types });
    if (check.ok) {
      setProblem(null);
      onSelect(file);
    } else {
      setProblem(check.reason);
      onReject?.(check.reason, file);
    }
  };
  return (
    <div className={cx(styles.picker, className)}>
      <FileTrigger acceptedFileTypes={types} onSelect={handleSelect}>
        <Button variant="secondary" isDisabled={isDisabled} aria-describedby={problem ? errorId : undefined}>
          {label}
        </Button>
      </FileTrigger>
      <AlertText id={errorId}>
        {problem ? (errorMessages?.[problem] ?? defaultErrorMessages[problem]) : null}
      </AlertText>
    </div>
  );
};

export type AvatarCropperProps = AvatarFileRules & {
  /** The picked image; the cropper shows it through an object URL. */
  file?: File | null;
  /** An image URL instead of a file (same origin or served with CORS). */
  src?: string;
  /** Width / height of the crop, clamped to 0.1 to 5. */
  aspect?: number;
  cropShape?: 'round' | 'rect';
  /** The crop in the image's natural pixels, after each move or zoom. */
  onCropComplete?: (area: Area) => void;
  /** Confirm: the cropped image, encoded as `outputType`. */
  onConfirm: (blob: Blob) => void;
  onCancel?: () => void;
  /** Encoding failed (e.g. a cross-origin image without CORS). */
  onError?: (error: unknown) => void;
  /** Without an image the cropper shows a file picker; a checked file arrives here. */
  onFileSelect?: (file: File) => void;
  onFileReject?: (reason: AvatarFileProblem, file: File) => void;
  /** Longest side of the result in pixels. */
  maxOutputSize?: number;
  /** Defaults to JPEG for photos, PNG or WebP when the file is one. */
  outputType?: string;
  maxZoom?: number;
  pickLabel?: string;
  errorMessages?: Partial<Record<AvatarFileProblem, ReactNode>>;
  zoomLabel?: string;
  cropAreaLabel?: string;
  /** How to move the image with the keyboard, linked to the crop area. */
  cropAreaHint?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Accessible name of the spinner while the image is encoded, e.g. "Saving". */
  confirmingLabel?: string;
  isConfirmDisabled?: boolean;
  className?: string;
};

/** Crop step of an avatar upload: drag, zoom (slider, wheel, pinch) and arrow keys move the image. */
export const AvatarCropper = ({
  file,
  src,
  aspect = 1,
  cropShape = 'round',
  onCropComplete,
  onConfirm,
  onCancel,
  onError,
  onFileSelect,
  onFileReject,
  maxOutputSize = 512,
  outputType,
  maxZoom = 3,
  maxBytes,
  types,
  pickLabel,
  errorMessages,
  zoomLabel = 'Zoom',
  cropAreaLabel = 'Crop area',
  cropAreaHint = 'Use the arrow keys to move the image.',
  confirmLabel = 'Apply',
  cancelLabel = 'Cancel',
  confirmingLabel,
  isConfirmDisabled = false,
  className,
}: AvatarCropperProps) => {
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  // The cropper hands over its ref object before the image mounts: keep the object, read it on confirm.
  const imageRef = useRef<{ current: HTMLImageElement | null } | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const image = file ? fileUrl : src;
  // A new image starts centred and unzoomed (reset while rendering, before the cropper sees it).
  const [shownImage, setShownImage] = useState(image);
  if (image !== shownImage) {
    setShownImage(image);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  }

  if (!file && !src) {
    return onFileSelect ? (
      <AvatarFilePicker
        className={className}
        onSelect={onFileSelect}
        onReject={onFileReject}
        label={pickLabel}
        errorMessages={errorMessages}
        maxBytes={maxBytes}
        types={types}
      />
    ) : null;
  }

  const handleConfirm = async () => {
    const element = imageRef.current?.current;
    if (!element || !area || !image) return;
    setIsConfirming(true);
    try {
      const mime = outputType ?? outputTypeFor(file?.type);
      onConfirm(await cropToBlob(element, area, mime, { maxSize: maxOutputSize, quality: 0.9 }));
    } catch (error) {
      onError?.(error);
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.stage}>
        <Cropper
          image={image ?? undefined}
          crop={crop}
          zoom={zoom}
          maxZoom={maxZoom}
          aspect={clampAspect(aspect)}
          cropShape={cropShape}
          showGrid={false}
          keyboardStep={10}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            setArea(pixels);
            onCropComplete?.(pixels);
          }}
          setImageRef={(ref) => {
            imageRef.current = ref;
          }}
          mediaProps={{ crossOrigin: 'anonymous' }}
          cropperProps={{ role: 'group', 'aria-label': cropAreaLabel, 'aria-describedby': hintId }}
          classes={{
            containerClassName: styles.container,
            mediaClassName: styles.media,
            cropAreaClassName: styles.cropArea,
          }}
          // The kit styles the cropper from the theme instead of the library's injected stylesheet.
          disableAutomaticStylesInjection
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {cropAreaHint}
      </p>
      <Slider
        className={styles.slider}
        minValue={1}
        maxValue={maxZoom}
        step={0.1}
        value={zoom}
        onChange={setZoom}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
      >
        <div className={styles.sliderHeader}>
          <Label className={styles.sliderLabel}>{zoomLabel}</Label>
          <SliderOutput className={styles.sliderOutput} />
        </div>
        <SliderTrack className={styles.track}>
          <SliderFill className={styles.fill} />
          <SliderThumb className={styles.thumb} />
        </SliderTrack>
      </Slider>
      <div className={styles.footer}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isConfirming}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button
          onPress={handleConfirm}
          isDisabled={!area || !image || isConfirmDisabled}
          isPending={isConfirming}
          pendingLabel={confirmingLabel}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
};
