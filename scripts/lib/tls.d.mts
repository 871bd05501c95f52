export declare function selfSignedCertificate(dir: string): {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  spki: string;
};
