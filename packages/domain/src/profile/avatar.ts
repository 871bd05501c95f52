/** A picture larger than this is refused before the cropper opens (spec 5: checked before sending). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
