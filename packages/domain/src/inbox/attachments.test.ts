import { describe, expect, it } from 'vitest';
import { attachmentKindOf, formatFileSize } from './attachments.ts';

describe('attachmentKindOf (spec 5)', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['image/jpg', 'image'],
    ['image/png', 'image'],
    ['image/gif', 'image'],
    ['image/webp', 'image'],
    ['image/svg+xml', 'image'],
    ['application/pdf', 'document'],
    ['application/msword', 'document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['application/vnd.ms-excel', 'document'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
    ['text/plain', 'document'],
    ['application/rtf', 'document'],
    ['audio/mpeg', 'audio'],
    ['audio/wav', 'audio'],
    ['audio/ogg', 'audio'],
    ['audio/x-m4a', 'audio'],
    ['audio/aac', 'audio'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['video/ogg', 'video'],
    ['video/quicktime', 'video'],
    ['video/x-msvideo', 'video'],
    ['application/x-unknown', 'document'],
    ['', 'document'],
    ['IMAGE/PNG; charset=binary', 'image'],
  ])('%s is %s', (mime, kind) => {
    expect(attachmentKindOf(mime)).toBe(kind);
  });
});

describe('formatFileSize (spec 9)', () => {
  it('uses bytes under 1024, then KB, MB and GB', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1023 B');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(3.25 * 1024 ** 3, 'en')).toBe('3.3 GB');
  });

  it('writes the decimal separator of the language', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
  });
});
