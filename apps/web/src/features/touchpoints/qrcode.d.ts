// The part of qrcode 1.5.4's browser API this feature uses (the package ships no types).
declare module 'qrcode' {
  export type QRCodeErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
  export type QRCodeOptions = {
    errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
    margin?: number;
    width?: number;
  };
  export type QRCodeModel = { modules: { size: number; data: Uint8Array } };
  const QRCodeLib: {
    create(text: string, options?: QRCodeOptions): QRCodeModel;
    toString(text: string, options: QRCodeOptions & { type: 'svg' }): Promise<string>;
    toDataURL(text: string, options?: QRCodeOptions & { type?: 'image/png' }): Promise<string>;
  };
  export default QRCodeLib;
}
