export { QrCode, type QrCodeProps, type QrModules, qrPath } from './QrCode';
